/**
 * The rationale of a call as an alert shows it: the firm writes it in Markdown (the site renders
 * CMS text with react-markdown and remark-gfm, never raw HTML), and a mail client shows HTML or
 * plain text, never Markdown. markdown-it parses it with the same rules (CommonMark, GFM tables
 * and strikethrough, bare web addresses linked; raw HTML off, so a <script> stays text), because
 * the remark family is ESM-only and neither the CMS's CommonJS build nor its unit tests load it.
 * html-to-text (mailparser's own converter) makes the plain-text part from that HTML.
 *
 * A mail links only to the web: a link to anything but http(s) (javascript:, data:, a site path a
 * mail client cannot resolve) keeps its words and loses its target; an image keeps its
 * description only (a remote image in a mail is a tracker). Long rationales are cut at a block
 * (a paragraph, a list, a table), never inside one, so the Markdown is never cut mid-syntax.
 */
import MarkdownIt from 'markdown-it';
import { compile } from 'html-to-text';

type Token = MarkdownIt.Token;

/** Roughly how much of the rationale an alert carries (its source, in characters): whole blocks up to this, at least one. */
export const RATIONALE_EXTRACT_CHARS = 1000;

/** The rationale in both parts of a mail; `cut` when blocks were left for My Account. */
export interface RenderedRationale {
  html: string;
  text: string;
  cut: boolean;
}

const WEB_LINK = /^https?:\/\//i;

const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
// Every target parses as a link (markdown-it would otherwise leave `[words](javascript:…)` as
// literal Markdown); the renderer below decides which ones stay links.
md.validateLink = () => true;
// A bare address becomes a link only when written with its scheme (www.x.com would have none).
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

const rules = md.renderer.rules;
rules.link_open = (tokens, i, options, _env, self) => {
  const href = tokens[i].attrGet('href') ?? '';
  if (!WEB_LINK.test(href)) {
    tokens[i].meta = { ...tokens[i].meta, dropped: true };
    return '';
  }
  tokens[i].attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, i, options);
};
rules.link_close = (tokens, i, options, _env, self) => {
  // Links do not nest in Markdown: the matching open is the nearest earlier one.
  let j = i - 1;
  while (j >= 0 && tokens[j].type !== 'link_open') j--;
  return j >= 0 && tokens[j].meta?.dropped ? '' : self.renderToken(tokens, i, options);
};
rules.image = (tokens, i, options, env, self) => md.utils.escapeHtml(self.renderInlineAsText(tokens[i].children ?? [], options, env));

/** HTML to plain text, its options compiled once (compiling them is most of a conversion's cost). */
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['(', ')'] } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '• ' } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/** The index after the last token of the top-level blocks that fit the budget (at least the first block). */
function blocksEnd(tokens: Token[], budget: number): number {
  let used = 0;
  for (let i = 0; i < tokens.length; ) {
    let end = i + 1;
    if (tokens[i].nesting === 1) {
      // A block opened at level 0 (a paragraph, a list) ends at the close back at level 0.
      while (end < tokens.length && !(tokens[end].level === 0 && tokens[end].nesting === -1)) end++;
      end++;
    }
    const size = tokens.slice(i, end).reduce((n, t) => n + t.content.length, 0);
    if (i > 0 && used + size > budget) return i;
    used += size;
    i = end;
  }
  return tokens.length;
}

/** The rationale's first blocks (up to `budget` characters of source) as safe HTML and readable plain text. */
export function renderRationale(markdown: string, budget: number = RATIONALE_EXTRACT_CHARS): RenderedRationale {
  const env = {};
  const tokens = md.parse(markdown, env);
  const end = blocksEnd(tokens, budget);
  const html = md.renderer.render(tokens.slice(0, end), md.options, env).trim();
  const text = toText(html).trim();
  return { html, text, cut: end < tokens.length };
}
