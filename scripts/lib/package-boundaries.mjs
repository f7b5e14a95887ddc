/**
 * ESLint rule `boundaries/package-entries`: a workspace package is reached from outside only
 * through the entries its package.json `exports` declares, by name (`import … from 'app-routes'`,
 * `'cms/config'`), never by a path into its folder (`../../site/server/releases`,
 * `app-routes/src/…`). Inside a package, relative imports are free; files outside every
 * workspace (scripts/, the root's configs) are not a package others import, so paths into them are
 * left alone. The packages come in as the rule's options (eslint.config.mjs reads them from the
 * package.json files), so a changed exports map also changes the config and ESLint's cache.
 * Plain JavaScript: ESLint loads it in Node, without a TypeScript loader.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The root's workspaces, each with its folder (absolute) and the subpaths its exports declare
 * ('.', './config', './data/*.json').
 * @param {string} root
 * @returns {{ name: string; dir: string; entries: string[] }[]}
 */
export function workspacePackages(root) {
  const read = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return read(root).workspaces.map((workspace) => {
    const dir = path.join(root, workspace);
    const { name, exports } = read(dir);
    const entries = typeof exports === 'string' || !exports ? ['.'] : Object.keys(exports).filter((k) => k.startsWith('.'));
    return { name, dir, entries: entries.length ? entries : ['.'] };
  });
}

/** Whether an exports key ('./data/*.json' included) declares the subpath. */
const declares = (entry, subpath) =>
  entry.includes('*')
    ? new RegExp(
        `^${entry
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^]+')}$`,
      ).test(subpath)
    : entry === subpath;

/** @type {import('eslint').Rule.RuleModule} */
const packageEntries = {
  meta: {
    type: 'problem',
    docs: { description: 'Reach another workspace package only through its package.json exports, by name' },
    schema: [
      {
        type: 'object',
        properties: {
          packages: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, dir: { type: 'string' }, entries: { type: 'array', items: { type: 'string' } } },
              required: ['name', 'dir', 'entries'],
              additionalProperties: false,
            },
          },
        },
        required: ['packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      path: "'{{spec}}' reaches into the {{name}} package ({{dir}}) by path: import it by name, through its package.json exports ({{entries}}).",
      entry: "'{{spec}}' is not an entry of the {{name}} package: its package.json exports declare {{entries}}.",
    },
  },
  create(context) {
    const packages = [...context.options[0].packages].sort((a, b) => b.dir.length - a.dir.length);
    const owner = (file) => packages.find((p) => file === p.dir || file.startsWith(p.dir + path.sep));
    const entriesOf = (p) => p.entries.map((e) => (e === '.' ? p.name : `${p.name}/${e.slice(2)}`)).join(', ');
    const from = owner(context.filename);

    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const spec = node.value;
      if (spec.startsWith('.')) {
        const target = owner(path.resolve(path.dirname(context.filename), spec));
        if (target && target !== from) {
          const dir = path.relative(context.cwd, target.dir) || '.';
          context.report({ node, messageId: 'path', data: { spec, name: target.name, dir, entries: entriesOf(target) } });
        }
        return;
      }
      const target = packages.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
      if (!target || target === from) return;
      const subpath = `.${spec.slice(target.name.length)}`;
      if (!target.entries.some((e) => declares(e, subpath))) {
        context.report({ node, messageId: 'entry', data: { spec, name: target.name, entries: entriesOf(target) } });
      }
    };
    /** require('…'), jest.mock('…'), jest.requireActual('…') and the like: their first argument. */
    const isModuleCall = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'jest' &&
        callee.property.type === 'Identifier' &&
        ['mock', 'doMock', 'unmock', 'requireActual', 'requireMock'].includes(callee.property.name));

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression: (node) => {
        if (isModuleCall(node.callee)) check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'package-entries': packageEntries } };
