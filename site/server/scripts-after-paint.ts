/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app. The
 * browser fetches and runs those as soon as they arrive, and when they arrive early (from the
 * cache on a repeat visit, or on a fast line) React's hydration runs before the browser has
 * painted anything: the server's finished HTML waits behind JavaScript it does not need to show.
 * After the build, each page gets instead one inline script that adds the same tags once the
 * first frame is painted; until then the visitor already reads the page and its links work.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Gatsby 5 writes the tags once, into its scripts slice, and stitches that slice into every page;
 * the tags are read from there in the exact form Gatsby writes them.
 */
const SCRIPTS_SLICE = path.join('_gatsby', 'slices', '_gatsby-scripts-1.html');
const ASYNC_TAG = /<script src="([^"]+)" async><\/script>/g;

/**
 * The inline loader. The scripts load once the browser reports its first contentful paint (Paint
 * Timing; a frame callback where that is missing or refuses the observer's options, as Chrome
 * 73–76 did, which runs just before the first paint). A page opened in a background tab paints
 * nothing until it is shown, so a timer, set first, loads them after a second there; in a visible
 * tab it waits five (a phone slow to paint must not start the scripts before its first paint), and
 * is only the safety net for a paint entry that never comes.
 */
export function loaderScript(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    '<script>(function(sources){var loaded=false;' +
    'function load(){if(loaded)return;loaded=true;sources.forEach(function(src){' +
    'var s=document.createElement("script");s.src=src;s.async=true;document.body.appendChild(s);});}' +
    'setTimeout(load,document.visibilityState==="hidden"?1000:5000);' +
    'function afterFrame(){requestAnimationFrame(function(){setTimeout(load,0);});}' +
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
    'if(types.indexOf("paint")<0)afterFrame();' +
    'else try{new PerformanceObserver(function(list){' +
    'if(list.getEntriesByName("first-contentful-paint").length)setTimeout(load,0);}).observe({type:"paint",buffered:true});}' +
    'catch(e){afterFrame();}' +
    `})(${list});</script>`
  );
}

/**
 * Replaces Gatsby's script tags with the loader in every HTML page under `publicDir`. A page already
 * rewritten (an incremental build that left it unchanged) and an HTML file Gatsby did not render
 * (one copied from static/) are left alone. Returns the number of pages rewritten.
 */
export function loadScriptsAfterFirstPaint(publicDir: string): number {
  const slice = fs.readFileSync(path.join(publicDir, SCRIPTS_SLICE), 'utf8');
  const tags = [...slice.matchAll(ASYNC_TAG)];
  if (tags.length === 0) throw new Error(`${SCRIPTS_SLICE} holds no async script tag: Gatsby writes its scripts differently now`);
  const written = tags.map((m) => m[0]).join('');
  const loader = loaderScript(tags.map((m) => m[1]));
  let rewritten = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_gatsby') walk(file);
      } else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        if (html.includes(written)) {
          fs.writeFileSync(
            file,
            html.replace(written, () => loader),
          );
          rewritten++;
        }
      }
    }
  };
  walk(publicDir);
  return rewritten;
}

/** The scripts a built page loads: those its loader adds, or Gatsby's tags where it has none. */
export function scriptsOfPage(html: string): string[] {
  const loader = /\}\)\((\[[^\]]*\])\);<\/script>/.exec(html);
  if (loader) return JSON.parse(loader[1]) as string[];
  return [...html.matchAll(ASYNC_TAG)].map((m) => m[1]);
}
