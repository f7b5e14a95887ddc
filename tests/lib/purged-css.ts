/**
 * The build drops the theme's rules that no source names (site/src/styles/purge.ts). A class that a
 * page or screen does use but that is named nowhere whole (put together at run time) would lose
 * its rules without a sound: this check finds such a class in what the browser shows. Each class
 * on the page's elements that the whole theme styles must be styled by the page's CSS too.
 */
import path from 'node:path';
import * as sass from 'sass';
import { expect, type Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..');
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

const classesOf = (css: string) => new Set([...css.matchAll(CLASS)].map((m) => m[1]));

let themeClasses: Set<string> | undefined;

/** Every class the theme styles before anything is dropped (compiled as Gatsby compiles it). */
function wholeThemeClasses(): Set<string> {
  themeClasses ??= classesOf(
    sass.compile(path.join(ROOT, 'site', 'src', 'styles', 'theme.scss'), {
      loadPaths: [path.join(ROOT, 'node_modules')],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      logger: sass.Logger.silent,
    }).css,
  );
  return themeClasses;
}

export async function expectNoDroppedClassInUse(page: Page): Promise<void> {
  const { used, css } = await page.evaluate(() => {
    const used = new Set<string>();
    document.querySelectorAll('[class]').forEach((el) => el.classList.forEach((c) => used.add(c)));
    const css = [...document.styleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
    return { used: [...used], css };
  });
  const styled = classesOf(css);
  const whole = wholeThemeClasses();
  expect({ page: page.url(), dropped: used.filter((c) => whole.has(c) && !styled.has(c)) }).toEqual({ page: page.url(), dropped: [] });
}
