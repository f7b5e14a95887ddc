/**
 * @jest-environment node
 */
// After the build, every page's Gatsby script tags become one inline loader (the tags as Gatsby's
// scripts slice writes them); run again, nothing changes; files Gatsby did not render are left alone.
// The loader's effect in a browser (the first paint comes before the scripts) is checked by
// tests/e2e/deferred-scripts.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { loaderScript, loadScriptsAfterFirstPaint, scriptsOfPage } from '../scripts-after-paint';

const TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
const SLICE = `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/polyfill-0.js" nomodule></script>${TAGS}`;
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><div id="___gatsby">${body}</div>${SLICE}</body></html>`;

let dir: string;
const write = (rel: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), content);
};
const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'after-paint-'));
  write('_gatsby/slices/_gatsby-scripts-1.html', SLICE);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('loadScriptsAfterFirstPaint', () => {
  test('replaces the async tags of every page with the loader, keeping everything else', () => {
    write('index.html', page('<h1>Home</h1>'));
    write('about/index.html', page('<h1>About</h1>'));
    expect(loadScriptsAfterFirstPaint(dir)).toBe(2);
    const loader = loaderScript(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    for (const [file, h1] of [
      ['index.html', 'Home'],
      ['about/index.html', 'About'],
    ]) {
      const html = read(file);
      expect([file, html.includes(' async>')]).toEqual([file, false]);
      expect([file, html]).toEqual([file, page(`<h1>${h1}</h1>`).replace(TAGS, loader)]);
      // The nomodule polyfill tag and the chunk mapping stay as Gatsby wrote them.
      expect([file, html.includes('<script src="/polyfill-0.js" nomodule></script>')]).toEqual([file, true]);
    }
  });

  test("a page's scripts are read back from its loader, or from Gatsby's tags before the rewrite", () => {
    write('index.html', page('<h1>Home</h1>'));
    const scripts = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
    expect(scriptsOfPage(read('index.html'))).toEqual(scripts);
    loadScriptsAfterFirstPaint(dir);
    expect(scriptsOfPage(read('index.html'))).toEqual(scripts);
  });

  test('is idempotent, and leaves HTML that Gatsby did not render alone', () => {
    write('index.html', page('<h1>Home</h1>'));
    write('google123.html', 'google-site-verification: google123.html');
    loadScriptsAfterFirstPaint(dir);
    const once = read('index.html');
    expect(loadScriptsAfterFirstPaint(dir)).toBe(0);
    expect(read('index.html')).toBe(once);
    expect(read('google123.html')).toBe('google-site-verification: google123.html');
  });

  test('a scripts slice without async tags stops the build (Gatsby writes them differently now)', () => {
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script src="/app-3.js" defer></script>');
    write('index.html', page(''));
    expect(() => loadScriptsAfterFirstPaint(dir)).toThrow(/no async script tag/);
  });
});

describe('loaderScript', () => {
  /** Runs the loader in a minimal browser-like context; returns what it appended and the scheduled callbacks. */
  function run(supportedEntryTypes: string[] | null, refusesOptions = false, visibilityState = 'visible') {
    const appended: string[] = [];
    const timers: Array<() => void> = [];
    const delays: number[] = [];
    const frames: Array<() => void> = [];
    let observer: ((list: { getEntriesByName(n: string): unknown[] }) => void) | null = null;
    const PerformanceObserver = Object.assign(
      function (this: unknown, cb: typeof observer) {
        observer = cb;
        return {
          observe: () => {
            if (refusesOptions) throw new TypeError('observe() refuses {type, buffered}');
          },
        };
      },
      { supportedEntryTypes },
    );
    const context = {
      window: supportedEntryTypes ? { PerformanceObserver } : {},
      PerformanceObserver,
      document: {
        visibilityState,
        createElement: () => ({}) as { src?: string },
        body: { appendChild: (s: { src: string; async: boolean }) => appended.push(`${s.src}${s.async ? ' async' : ''}`) },
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void, ms: number) => {
        timers.push(f);
        delays.push(ms);
      },
    };
    const source = loaderScript(['/a.js', '/b.js']).replace(/^<script>|<\/script>$/g, '');
    vm.runInNewContext(source, context);
    return { appended, timers, delays, frames, paint: (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }) };
  }

  test('loads the scripts once the first contentful paint is reported, once', () => {
    const r = run(['paint', 'resource']);
    expect(r.appended).toEqual([]);
    r.paint('first-paint');
    expect(r.timers).toHaveLength(1); // only the background-tab timer so far
    r.paint('first-contentful-paint');
    r.timers.forEach((t) => t());
    expect(r.appended).toEqual(['/a.js async', '/b.js async']);
  });

  test('without Paint Timing, after the first frame; and the timer loads them in any case', () => {
    const r = run(null);
    expect(r.frames).toHaveLength(1);
    r.timers[0](); // the background-tab timer
    r.frames[0]();
    r.timers.forEach((t) => t());
    expect(r.appended).toEqual(['/a.js async', '/b.js async']);
  });

  test('an observer that refuses its options: after the first frame, and the timer is set all the same', () => {
    const r = run(['paint'], true);
    expect(r.frames).toHaveLength(1);
    expect(r.timers).toHaveLength(1);
    r.frames[0]();
    r.timers.forEach((t) => t());
    expect(r.appended).toEqual(['/a.js async', '/b.js async']);
  });

  test('the timer: a second in a background tab, five in a visible one (a slow first paint is waited for)', () => {
    expect(run(['paint'], false, 'hidden').delays).toEqual([1000]);
    expect(run(['paint'], false, 'visible').delays).toEqual([5000]);
  });

  test('a source cannot close the script element', () => {
    expect(loaderScript(['/x</script><script>alert(1)//.js'])).not.toMatch(/<\/script><script>alert/);
  });
});
