/** The panel's access matrix: its rules, and docs/editors.md's table kept equal to it. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { panelAccess, panelMatrixMarkdown, type PanelType } from '../panel-matrix';

const API = path.join(__dirname, '../../api');

/** Every content type of cms/src/api as the panel lists it, and the app's users (users-permissions' own type). */
function contentTypes(): PanelType[] {
  const types: PanelType[] = [{ uid: 'plugin::users-permissions.user', name: 'User', draftAndPublish: false, visible: true }];
  for (const api of fs.readdirSync(API)) {
    const dir = path.join(API, api, 'content-types');
    if (!fs.existsSync(dir)) continue;
    for (const type of fs.readdirSync(dir)) {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, type, 'schema.json'), 'utf8'));
      types.push({
        uid: `api::${api}.${type}`,
        name: schema.info.displayName,
        draftAndPublish: Boolean(schema.options?.draftAndPublish),
        visible: schema.pluginOptions?.['content-manager']?.visible !== false,
      });
    }
  }
  return types;
}

const type = (uid: string) => contentTypes().find((t) => t.uid === uid)!;

it('no role, Super Admin included, writes research, money, KYC or logs in the panel; every role may read what it is given', () => {
  for (const uid of [
    'api::stock.stock',
    'api::amendment.amendment',
    'api::subscription.subscription',
    'api::kyc.kyc-record',
    'api::audit-entry.audit-entry',
  ])
    for (const action of ['create', 'update', 'delete'] as const)
      expect([uid, action, panelAccess('Super Admin', type(uid), action)]).toEqual([uid, action, 'no']);
  expect(panelAccess('Super Admin', type('api::stock.stock'), 'read')).toBe('yes');
  expect(panelAccess('Compliance', type('api::research-register.research-register'), 'read')).toBe('yes');
});

it("Strapi's Editor and Author see no research, money, KYC or log; Author works on its own entries and does not publish", () => {
  for (const role of ['Editor', 'Author'] as const) {
    expect(panelAccess(role, type('api::research-register.research-register'), 'read')).toBe('no');
    expect(panelAccess(role, type('api::kyc.kyc-record'), 'read')).toBe('no');
    expect(panelAccess(role, type('api::grievance.grievance'), 'read')).toBe('no');
  }
  expect(panelAccess('Editor', type('api::faq.faq'), 'publish')).toBe('yes');
  expect(panelAccess('Author', type('api::faq.faq'), 'update')).toBe('own');
  expect(panelAccess('Author', type('api::faq.faq'), 'publish')).toBe('no');
});

it('the panel may still record and edit grievance tickets, never delete one; a report may be deleted (its lifecycle refuses a used one)', () => {
  expect(panelAccess('Compliance', type('api::grievance.grievance'), 'update')).toBe('yes');
  expect(panelAccess('Compliance', type('api::grievance.grievance'), 'delete')).toBe('no');
  expect(panelAccess('Super Admin', type('api::report.report'), 'delete')).toBe('yes');
  expect(panelAccess('Super Admin', type('api::report.report'), 'create')).toBe('no');
});

// On a change of roles or types, this test's diff is the new table to put between the markers.
it("docs/editors.md's matrix is the one the code applies", () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../../../docs/editors.md'), 'utf8');
  const table = /<!-- panel-matrix:start -->\n([\s\S]*?)\n<!-- panel-matrix:end -->/.exec(doc)?.[1];
  // docs/editors.md has the matrix between its markers.
  expect(table).toBe(panelMatrixMarkdown(contentTypes()));
});
