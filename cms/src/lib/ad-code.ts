/**
 * The advertisement code's check of marketing text (SEBI's advertisement code for research
 * analysts, RA Regulations as amended in December 2024): an advertisement may not claim returns or
 * past performance unless that performance is verified (by the past risk and return verification
 * agency), may not promise guaranteed or assured returns, and may not lure with inducements.
 *
 * Pure: text in, flagged phrases out, each with the reason. The words alone are not a claim: the
 * standard warning ("... in no way guarantee performance ...") and a disclaimer ("we do not offer
 * assured or guaranteed returns") use them to deny one, so a guarantee or inducement word preceded
 * by a negation in its sentence, or in a sentence that warns against such offers, is not flagged.
 * A question ("Are returns guaranteed?") is not a promise either.
 * A percentage next to a word of returns is always flagged: a figure of past returns is a claim of
 * performance even inside a disclaimer.
 */

export type AdCodeCategory = 'returns' | 'guarantee' | 'inducement';

export interface AdCodeFlag {
  /** The phrase as written in the text. */
  phrase: string;
  category: AdCodeCategory;
  /** Why it is flagged, in the editor's words. */
  reason: string;
  /** Where it was found (a field path such as `sections[1].subheading`), when the caller says. */
  where?: string;
}

export const AD_CODE_REASONS: Readonly<Record<AdCodeCategory, string>> = {
  returns:
    'a claim of returns or past performance: allowed only when verified by the past risk and return verification agency, with its reference',
  guarantee: 'a guarantee or assurance of returns or safety: the advertisement code forbids promising assured or risk-free returns',
  inducement: 'an inducement (a limited-period offer): the advertisement code forbids luring investors with offers or gifts',
};

/** A number as written in India or elsewhere: 1570, 1,570, 1,00,000, 12.5. */
const NUMBER = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** A percentage or a range of them: 150%, 150 %, 150-300%, 150%-300%, 40 to 50 per cent, 12.5 percent. */
const PERCENT = String.raw`(?:${NUMBER})\s*(?:%|per\s?cent\b)?(?:\s*(?:-|–|—|to)\s*(?:${NUMBER}))?\s*(?:%|per\s?cent\b)`;
/** A multiple: 10x, 5 times, 3-fold (of money or of a stock's price). */
const MULTIPLE = String.raw`(?:${NUMBER})\s*(?:x\b|times\b|-?fold\b)`;
/** Words that make a figure a claim of returns or performance. */
const RETURN_WORDS = String.raw`returns?(?!\s+on\s+(?:capital|equity|assets|net\s+worth))|returned|cagr|xirr|profits?|gains?|gained|delivered|appreciation|multibaggers?|upside|rallied|surged|jumped|soared|zoomed`;

/** Up to `n` words between two parts. */
const near = (n: number) => String.raw`(?:[^\s.!?;:]*\s+){0,${n}}?[^\s.!?;:]*?`;

const RETURN_CLAIMS: RegExp[] = [
  // "returns of up to 1570%", "CAGR of 42%", "delivered 150%-300%", "profit: 25%" is split by the colon (a label).
  new RegExp(String.raw`\b(?:${RETURN_WORDS})\b${near(6)}\s*(?:${PERCENT}|${MULTIPLE})`, 'giu'),
  // "150-300% returns", "40% CAGR", "5x returns", "150% gain"
  new RegExp(String.raw`(?:${PERCENT}|${MULTIPLE})${near(4)}\s*\b(?:${RETURN_WORDS})\b`, 'giu'),
  // "up 150%", "is up by 150 per cent" (not "up to 20%": a limit, unless a return word is near, above)
  new RegExp(String.raw`\bup\s+(?:by\s+)?${PERCENT}`, 'giu'),
];

const GUARANTEES =
  /\b(?:guaranteed|assured|guarantee[sd]?\s+(?:of\s+)?(?:returns?|profits?|gains?|income)|assured?\s+(?:of\s+)?(?:returns?|profits?|gains?)|risk[-\s]?free|no[-\s]risk|zero[-\s]risk|sure[-\s]?shot|fixed[-\s]returns?|100\s?%\s+(?:safe|sure|accurate|accuracy))\b/giu;
const INDUCEMENTS =
  /\blimited[-\s](?:period|time)(?:\s+(?:offer|deal|discount|price|pricing|scheme))?s?\b|\b(?:offer|discount|deal)\s+(?:ends|valid\s+(?:till|until|only))\b|\bhurry\b|\blast\s+chance\b|\bfree\s+gifts?\b/giu;

/** Words that, before a guarantee or an inducement in its sentence, deny it. */
const NEGATION =
  /\b(?:no|not|never|nor|neither|cannot|can't|cant|don't|dont|doesn't|won't|without|none|nothing)\b|\bin\s+no\s+way\b|n't\b/iu;
/** A sentence that warns against such offers (the investor charter's "Inform SEBI about ... assured returns"). */
const WARNING =
  /\b(?:prohibited|forbidden|illegal|unlawful|beware|fraud(?:ulent|sters?)?|inform\s+sebi|report\s+(?:it|them|to)|not\s+permitted|not\s+allowed|be\s+wary|be\s+careful|do\s+not\s+deal|avoid)\b/iu;

/** The part of its sentence (or list item) before [start, end), and the whole sentence. */
function sentenceAround(text: string, start: number, end: number): { before: string; sentence: string; question: boolean } {
  // A full stop between digits (12.5) or after an abbreviation's single letter is not a boundary.
  const isBoundary = (i: number) => /[!?;:\n]/.test(text[i]) || (text[i] === '.' && !/\d/.test(text[i + 1] ?? ''));
  let from = start;
  while (from > 0 && !isBoundary(from - 1)) from--;
  let to = end;
  while (to < text.length && !isBoundary(to)) to++;
  return { before: text.slice(from, start), sentence: text.slice(from, to), question: text[to] === '?' };
}

const tidy = (phrase: string) => phrase.replace(/\s+/g, ' ').trim();

/** The advertisement-code flags of one text: each claim once, in the order written. */
export function checkAdText(text: string | null | undefined, where?: string): AdCodeFlag[] {
  if (!text) return [];
  const found: Array<AdCodeFlag & { at: number; end: number }> = [];
  const add = (category: AdCodeCategory, m: RegExpExecArray) => {
    const at = m.index;
    const end = at + m[0].length;
    // Overlapping matches (a range matched from both sides) are one claim: keep the first, widened.
    const overlap = found.find((f) => f.category === category && at < f.end && end > f.at);
    if (overlap) {
      if (end > overlap.end) {
        overlap.end = end;
        overlap.phrase = tidy(text.slice(overlap.at, end));
      }
      return;
    }
    found.push({ phrase: tidy(m[0]), category, reason: AD_CODE_REASONS[category], ...(where ? { where } : {}), at, end });
  };
  for (const pattern of RETURN_CLAIMS) for (const m of text.matchAll(pattern)) add('returns', m as RegExpExecArray);
  for (const [category, pattern] of [
    ['guarantee', GUARANTEES],
    ['inducement', INDUCEMENTS],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      // "Are returns guaranteed?" asks; it does not promise.
      const { before, sentence, question } = sentenceAround(text, m.index!, m.index! + m[0].length);
      if (question || NEGATION.test(before) || WARNING.test(sentence)) continue;
      add(category, m as RegExpExecArray);
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, end: _end, ...flag }) => flag);
}

/** Every flag of the texts given by where they are (field path → text). */
export function checkAdTexts(texts: Iterable<readonly [string, string]>): AdCodeFlag[] {
  const flags: AdCodeFlag[] = [];
  for (const [where, text] of texts) flags.push(...checkAdText(text, where));
  return flags;
}

/** The flags as the panel shows them: one line per phrase, with where and why; null when there is none. */
export function describeFlags(flags: readonly AdCodeFlag[]): string | null {
  if (flags.length === 0) return null;
  return flags.map((f) => `“${f.phrase}”${f.where ? ` (${f.where})` : ''}: ${f.reason}.`).join('\n');
}

/** The distinct phrases, quoted, for a refusal's message. */
export const phrasesOf = (flags: readonly AdCodeFlag[]): string => [...new Set(flags.map((f) => `“${f.phrase}”`))].join(', ');

/** The phrases of a stored flags text (describeFlags' lines), to compare two saves' claims. */
export function phrasesInDescription(text: string | null | undefined): Set<string> {
  return new Set((text ?? '').split('\n').flatMap((line) => /^“(.+?)”/u.exec(line)?.[1] ?? []));
}
