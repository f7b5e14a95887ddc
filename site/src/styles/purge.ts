import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { Plugin, Root, Helpers } from 'postcss';

/**
 * The theme compiles Bootstrap's grid, forms, tables, buttons, cards, alerts and all of its
 * utilities (with a variant per breakpoint): about 200 KB of CSS that Gatsby inlines into every
 * page, of which a page uses a few KB. Parsing and matching it is most of a phone's work before
 * the first paint, and its bytes delay the page on a slow network. PurgeCSS keeps the rules whose
 * classes and elements occur in the code that renders pages and screens.
 *
 * What it cannot see in that code is written here or kept whole in theme.scss (the parts between
 * `purgecss start ignore` / `end ignore`): element rules, the components react-bootstrap assembles
 * class names for at run time (`${prefix}-dialog`), and the theme's own rules.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The sources of the pages and screens: every class or element they render is named in them. */
const SOURCES = ['site/src/**/*.{ts,tsx}', 'site/gatsby-ssr.tsx', 'site/gatsby-browser.tsx', 'app-routes/src/**/*.{ts,tsx}'].map((glob) =>
  path.join(ROOT, glob),
);

/** The folders new source files appear in. */
const SOURCE_DIRS = ['site/src', 'app-routes/src'].map((dir) => path.join(ROOT, dir));

/**
 * The files of the react-bootstrap components those sources import (`react-bootstrap/Modal` →
 * Modal*.js): the class names they write out in full (ToastContainer's `bottom-0 end-0`). Read
 * from the sources, so that a component used tomorrow brings its classes along.
 */
function reactBootstrapFiles(): string[] {
  const names = new Set<string>();
  for (const file of fg.sync(SOURCES)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from 'react-bootstrap\/(\w+)'/g)) names.add(m[1]);
  }
  return [...names].map((name) => path.join(ROOT, 'node_modules', 'react-bootstrap', 'esm', `${name}*.js`));
}

/** Elements the CMS's Markdown (CommonMark with GitHub's tables, task lists and footnotes) renders. */
const MARKDOWN_ELEMENTS =
  'p h1 h2 h3 h4 h5 h6 ul ol li a strong em del blockquote code pre hr br img table thead tbody tr th td input sup section';

const COLOURS = '(primary|secondary|success|danger|warning|info|light|dark|white)';

/**
 * Classes whose names are put together at run time from a value, so that no source file holds the
 * whole name: react-bootstrap's colour props (`<Navbar bg="white">`, `<Badge bg>`, `<Toast bg>` →
 * `bg-*`; `<Spinner variant>` → `text-*`; `<Navbar sticky="top">` → `sticky-top`), a highlight's tone (`alert-${tone}`, an editor's
 * choice), the sample stocks' column count (`row-cols-lg-*`), and the validity classes of forms.
 */
const SAFELIST = [
  new RegExp(`^bg-${COLOURS}$`),
  new RegExp(`^text-${COLOURS}$`),
  new RegExp(`^alert-${COLOURS}$`),
  /^(sticky|fixed)-(top|bottom)$/,
  /^row-cols-lg-\d$/,
  /^is-(in)?valid$/,
  /^was-validated$/,
];

/** The global theme only: CSS modules' class names are hashed and used exactly where they are written. */
const THEME = /styles[\\/]theme\.scss$/;

/** PurgeCSS as a PostCSS plugin for gatsby-plugin-sass, applied to the theme alone. */
export function purgeUnusedTheme(): Plugin {
  const purge = purgeCSSPlugin({
    content: [...SOURCES, ...reactBootstrapFiles(), { raw: MARKDOWN_ELEMENTS, extension: 'html' }],
    safelist: SAFELIST,
    // Custom properties and keyframes are few, and Bootstrap's components read them indirectly.
    variables: false,
    keyframes: false,
  }) as Plugin & { OnceExit(root: Root, helpers: Helpers): Promise<void> };
  return {
    postcssPlugin: 'purge-unused-theme',
    OnceExit(root, helpers) {
      const theme = root.source?.input.file ?? '';
      if (!THEME.test(theme)) return;
      // The purged theme depends on every source it was matched against: told so, webpack's cache
      // rebuilds it when a screen starts using a class (else the cached CSS lacks it).
      for (const file of fg.sync(SOURCES))
        helpers.result.messages.push({ type: 'dependency', plugin: 'purge-unused-theme', file, parent: theme });
      for (const dir of SOURCE_DIRS)
        helpers.result.messages.push({ type: 'dir-dependency', plugin: 'purge-unused-theme', dir, parent: theme });
      return purge.OnceExit(root, helpers);
    },
  };
}
