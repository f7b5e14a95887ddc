/**
 * Who may do what in the CMS panel: each role × content type × action, read off the roles' specs
 * (cms-role-specs.ts), what Strapi's built-in roles lose at every start (built-in-roles.ts) and
 * what no role writes (app-owned.ts). docs/editors.md carries it as a table (rendered here, kept
 * equal by bootstrap/__tests__/panel-matrix.test.ts), and tests/api/panel-access.spec.ts tries
 * every cell through the Content Manager's API on a real CMS. No Strapi import: the tests read it
 * through the CMS package's entry.
 */
import { APP_OWNED, APP_OWNED_ELSEWHERE } from './app-owned';
import { NOT_FOR_BUILT_IN_ROLES } from './built-in-roles';
import { CMS_ROLES } from './cms-role-specs';

export const PANEL_ROLES = ['Super Admin', 'Editor', 'Author', 'Compliance', 'Marketer'] as const;
export type PanelRole = (typeof PANEL_ROLES)[number];
export const PANEL_ACTIONS = ['read', 'create', 'update', 'delete', 'publish'] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];

/** yes; own: only entries this account created (Strapi's Author); no. */
export type Access = 'yes' | 'own' | 'no';

export interface PanelType {
  uid: string;
  name: string;
  draftAndPublish: boolean;
  /** Shown in the Content Manager (a schema's pluginOptions.content-manager.visible); Strapi gives hidden types to no built-in role. */
  visible: boolean;
}

const ELSEWHERE = new Set<string>(APP_OWNED_ELSEWHERE);
const NOT_BUILT_IN = new Set<string>(NOT_FOR_BUILT_IN_ROLES);

/** What the role's permissions grant, before the app-owned rule. */
function granted(role: PanelRole, type: PanelType, action: PanelAction): Access {
  const uid = type.uid;
  if (role === 'Super Admin') return 'yes';
  // Strapi's defaults (admin's role service): Editor everything shown, Author the same on its own entries without publishing.
  if (role === 'Editor' || role === 'Author') {
    if (NOT_BUILT_IN.has(uid) || !type.visible || uid === 'plugin::users-permissions.user') return 'no';
    if (role === 'Editor') return 'yes';
    return action === 'publish' ? 'no' : action === 'create' ? 'yes' : 'own';
  }
  const spec = CMS_ROLES.find((r) => r.name === role);
  if (!spec) return 'no';
  if (spec.edit.includes(uid)) return 'yes';
  return action === 'read' && spec.read.includes(uid) ? 'yes' : 'no';
}

/** Whether `role` may do `action` on `type` through the panel (and any other document-service path). */
export function panelAccess(role: PanelRole, type: PanelType, action: PanelAction): Access {
  if (action === 'publish' && !type.draftAndPublish) return 'no';
  const grant = granted(role, type, action);
  if (grant === 'no' || action === 'read') return grant;
  if (ELSEWHERE.has(type.uid)) return 'no';
  const owned = APP_OWNED[type.uid as keyof typeof APP_OWNED];
  if (owned && !(owned.allow ?? []).includes(action)) return 'no';
  return grant;
}

const LETTER: Record<PanelAction, string> = { read: 'R', create: 'C', update: 'U', delete: 'D', publish: 'P' };

/** One cell: the letters of what the role may do (lower case: only its own entries), or – for nothing. */
function cell(role: PanelRole, type: PanelType): string {
  const letters = PANEL_ACTIONS.map((a) => {
    const access = panelAccess(role, type, a);
    return access === 'yes' ? LETTER[a] : access === 'own' ? LETTER[a].toLowerCase() : '';
  }).join('');
  return letters || '–';
}

/** The matrix as a Markdown table, the types in name order. */
export function panelMatrixMarkdown(types: readonly PanelType[]): string {
  const rows = [...types]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => `| ${t.name} (\`${t.uid}\`) | ${PANEL_ROLES.map((r) => cell(r, t)).join(' | ')} |`);
  return [`| type | ${PANEL_ROLES.join(' | ')} |`, `|---|${PANEL_ROLES.map(() => '---').join('|')}|`, ...rows].join('\n');
}
