/**
 * @jest-environment node
 */
// What Gatsby writes for itself is never published: source maps (the sources of every screen, the
// admin's included) and webpack's build records (webpack.stats.json, chunk-map.json). A release is
// made without them, and the real site server answers 404 for them even in a release made before
// (nginx's configuration refuses the same paths).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { BUILD_ONLY_FILE, BUILD_ONLY_FILE_PATTERN, removeBuildOnlyFiles } from '../build-only-files';
import { prepareRelease } from '../releases';
import { renderNginxConf } from '../../../scripts/lib/nginx';
import { serveRelease, type ServedRelease } from './release-server';

const JS = '/app-0123456789abcdef0123.js';
const BUILD_ONLY = [
  `${JS}.map`,
  '/component---src-templates-app-tsx-0123456789abcdef0123.js.map',
  '/styles.0123456789abcdef0123.css.map',
  '/webpack.stats.json',
  '/chunk-map.json',
];
const files = {
  'index.html': '<!doctype html><title>Home</title>',
  [JS.slice(1)]: `(()=>{${'console.log("app");'.repeat(100)}})();`,
  'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
  'sitemap/index.html': '<!doctype html><title>Site map</title>',
  ...Object.fromEntries(
    BUILD_ONLY.map((p) => [p.slice(1), `{"sources":["webpack://site/./src/admin/Users.tsx"],"p":"${'x'.repeat(2000)}"}`]),
  ),
};

let served: ServedRelease;
beforeAll(async () => {
  served = await serveRelease(files, { hstsMaxAge: 0 });
});
afterAll(() => served.close());

/** Status of a GET, raw (no decoding), with the encodings a browser accepts. */
function status(p: string, encoding = 'br, gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: served.port, path: p, headers: { 'accept-encoding': encoding } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });
}

test('a prepared release holds no source map, no precompressed copy of one, no webpack stats or chunk map', () => {
  const left: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(served.dir, rel), { withFileTypes: true }))
      if (e.isDirectory()) walk(`${rel}/${e.name}`);
      else left.push(`${rel}/${e.name}`);
  };
  walk('');
  expect(left.filter((f) => /\.map|webpack\.stats|chunk-map/.test(f))).toEqual([]);
  expect(left).toEqual(expect.arrayContaining([JS, `${JS}.br`, '/page-data/app-data.json', '/index.html']));
});

test('the server answers 404 for them in any encoding, and serves the rest', async () => {
  for (const p of BUILD_ONLY)
    for (const encoding of ['br, gzip', 'gzip', 'identity']) expect([p, encoding, await status(p, encoding)]).toEqual([p, encoding, 404]);
  for (const p of ['/', JS, '/page-data/app-data.json', '/sitemap/']) expect([p, await status(p)]).toEqual([p, 200]);
});

test('in a release made before (the files still there), the server still answers 404 for them', async () => {
  const old = await serveRelease(files, { hstsMaxAge: 0 });
  try {
    // Put back what preparing removed, as a release folder made by an older build holds them.
    for (const p of BUILD_ONLY) {
      fs.writeFileSync(path.join(old.dir, p), '{"sources":[]}');
      fs.writeFileSync(path.join(old.dir, `${p}.gz`), '');
    }
    // The server indexes a release when it first serves it: a fresh server over the old folder.
    const again = await serveRelease({}, { hstsMaxAge: 0 }, { getRelease: () => old.release });
    try {
      for (const p of BUILD_ONLY) {
        const res = await fetch(`${again.base}${p}`);
        expect([p, res.status]).toEqual([p, 404]);
      }
      expect((await fetch(`${again.base}${JS}`)).status).toBe(200);
    } finally {
      await again.close();
    }
  } finally {
    await old.close();
  }
});

test('removeBuildOnlyFiles names what it removed; the pattern matches only build-only paths', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  try {
    fs.mkdirSync(path.join(dir, 'static'));
    for (const f of ['a.js', 'a.js.map', 'static/b.css.map', 'webpack.stats.json', 'chunk-map.json', 'roadmap.html'])
      fs.writeFileSync(path.join(dir, f), 'x');
    expect(removeBuildOnlyFiles(dir).sort()).toEqual(['/a.js.map', '/chunk-map.json', '/static/b.css.map', '/webpack.stats.json']);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.js', 'roadmap.html', 'static']);
    await prepareRelease(dir, { hstsMaxAge: 0 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const p of ['/x.js.map', '/x.js.map.br', '/webpack.stats.json', '/chunk-map.json.gz', '/static/y.css.map'])
    expect([p, BUILD_ONLY_FILE.test(p)]).toEqual([p, true]);
  for (const p of ['/sitemap/index.html', '/roadmap', '/page-data/app-data.json', '/my-webpack.stats.json.html', '/app.js'])
    expect([p, BUILD_ONLY_FILE.test(p)]).toEqual([p, false]);
});

test("nginx's configuration answers 404 for the same paths, before any file is looked up", () => {
  const conf = renderNginxConf({
    listen: '127.0.0.1:1',
    siteRoot: '/srv/site/live',
    cmsServers: ['127.0.0.1:2'],
    prefix: '/tmp/nginx',
    security: { hstsMaxAge: 0 },
    panel: { listen: '127.0.0.1:3', allow: [] },
  });
  const at = conf.indexOf(`location ~ "${BUILD_ONLY_FILE_PATTERN}" {`);
  expect(at).toBeGreaterThan(0);
  expect(conf.slice(at, conf.indexOf('}', at))).toContain('return 404;');
  // A location "/" prefix match gives way to any matching regex location: none of the files is looked up.
  expect(conf.slice(at, conf.indexOf('}', at))).not.toContain('try_files');
});
