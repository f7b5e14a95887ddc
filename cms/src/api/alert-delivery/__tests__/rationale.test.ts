/** The rationale as a mail shows it: Markdown rendered to safe HTML, plain text without Markdown, web links only, cut at a block. */
import { expect, test } from '@jest/globals';
import { renderRationale } from '../rationale';

const RATIONALE = [
  '## Why we like it',
  '',
  'Margins are **expanding** and the *order book* is full.',
  '',
  '- Revenue up 12%',
  '- Debt falling',
  '',
  'See [the results](https://www.bseindia.com/results) and [this](javascript:alert(1)).',
  '',
  '<script>alert(2)</script> <img src=x onerror=alert(3)>',
].join('\n');

test('HTML: emphasis, a list and a web link as elements; a javascript: link keeps only its words; raw HTML stays text', () => {
  const { html, cut } = renderRationale(RATIONALE);
  expect(cut).toBe(false);
  expect(html).toContain('<strong>expanding</strong>');
  expect(html).toContain('<em>order book</em>');
  expect(html).toContain('<li>Revenue up 12%</li>');
  expect(html).toContain('<a href="https://www.bseindia.com/results" rel="noopener noreferrer">the results</a>');
  expect(html).toContain('and this.');
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<script|<img/i);
  expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  expect(html).not.toMatch(/\*\*|##|\]\(/);
});

test('plain text: the words without Markdown, bullets as •, the link written out', () => {
  const { text } = renderRationale(RATIONALE);
  expect(text).toContain('Why we like it');
  expect(text).toContain('Margins are expanding and the order book is full.');
  expect(text).toMatch(/^• Revenue up 12%$/m);
  expect(text).toContain('the results (https://www.bseindia.com/results)');
  expect(text).toContain('and this.');
  expect(text).not.toMatch(/\*\*|#|\]\(|javascript:/);
});

test('other targets lose their link too: data:, a site path, mailto; an image keeps only its description', () => {
  const { html, text } = renderRationale('[a](data:text/html,x) [b](/myaccount) [c](mailto:x@y.example) ![chart](https://t.example/p.png)');
  expect(html).not.toContain('<a ');
  expect(html).not.toContain('<img');
  expect(text).toBe('a b c chart');
  // A bare web address written with its scheme is a link (as remark-gfm makes it on the site).
  expect(renderRationale('Filed at https://www.nseindia.com/x today.').html).toContain('<a href="https://www.nseindia.com/x"');
});

test('a long rationale is cut between blocks, never inside one, keeping at least the first', () => {
  const para = (n: number) => `Paragraph ${n} with **bold** ${'words '.repeat(30)}`.trim();
  const long = [1, 2, 3, 4, 5, 6, 7, 8].map(para).join('\n\n');
  const r = renderRationale(long, 500);
  expect(r.cut).toBe(true);
  expect(r.html).toContain('Paragraph 1');
  expect(r.html).not.toContain('Paragraph 8');
  expect(r.html.match(/<p>/g)?.length).toBe(r.html.match(/<\/p>/g)?.length);
  expect(r.text).not.toContain('**');
  const one = renderRationale(para(1), 10);
  expect([one.cut, one.text.startsWith('Paragraph 1 with bold')]).toEqual([false, true]);
});
