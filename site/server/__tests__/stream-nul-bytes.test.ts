/**
 * @jest-environment node
 */
// React 18's streaming renderer (what gatsby build renders pages with) puts NUL bytes before a
// multi-byte character that meets the end of its 2 KB buffer; dropping them gives exactly the HTML
// renderToString gives. tests/e2e/valid-html.spec.ts checks the built pages themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as React from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { expect, test } from '@jest/globals';
import { dropStreamNulBytes } from '../stream-nul-bytes';

const streamed = (element: React.ReactElement) =>
  new Promise<Buffer>((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('end', () => resolve(Buffer.concat(chunks)));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(out), onError: reject });
  });

test('the NULs React 18 streams before a ✓ at its buffer end are dropped, and nothing else', async () => {
  // A thousand ticks, after a prefix of 0 to 3 bytes: one of the four puts some on the buffer's last two bytes.
  const pages = [0, 1, 2, 3].map((n) =>
    React.createElement(
      'div',
      { title: 'x'.repeat(n) },
      Array.from({ length: 1000 }, (_, i) => React.createElement('b', { key: i }, '✓')),
    ),
  );
  const rendered = await Promise.all(pages.map(streamed));
  const hit = rendered.findIndex((html) => html.includes(0));
  expect(hit).toBeGreaterThanOrEqual(0);
  const [page, html] = [pages[hit], rendered[hit]];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-bytes-'));
  fs.mkdirSync(path.join(dir, 'landing'));
  fs.writeFileSync(path.join(dir, 'landing', 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>₹ clean</p>');
  expect(dropStreamNulBytes(dir)).toBe(1);
  expect(fs.readFileSync(path.join(dir, 'landing', 'index.html'), 'utf8')).toBe(renderToString(page));
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<p>₹ clean</p>');
  fs.rmSync(dir, { recursive: true, force: true });
});
