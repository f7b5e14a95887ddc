/**
 * The firm's regulatory identity as every page shows it: the standard warning SEBI prescribes, and
 * the placeholders by which CMS texts refer to the identity fields of Site settings instead of
 * repeating their values (a new registration number or officer is then changed in one place).
 */

/**
 * The standard warning every page and advertisement of a research analyst carries, as SEBI's
 * guidelines for research analysts (8 January 2025) word it: BASL's membership without the older
 * "(where applicable)", since every research analyst must be enlisted with BSE's RAASB (BASL).
 */
export const STANDARD_WARNING =
  'Registration granted by SEBI, membership of BASL and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.';

/**
 * The Site settings fields a CMS text may name as `{field}`: the identity, the officers and the
 * redress portals. `{standardWarning}` is the warning above. Anything else in braces is left as it
 * is, so a typo shows on the page as typed instead of vanishing or breaking it.
 */
export const IDENTITY_PLACEHOLDERS = [
  'firmName',
  'registeredName',
  'registrationType',
  'sebiRegistrationNumber',
  'registrationValidity',
  'bseEnlistmentNumber',
  'cin',
  'registeredAddress',
  'address',
  'supportEmail',
  'complianceOfficerName',
  'complianceOfficerEmail',
  'complianceOfficerPhone',
  'principalOfficerName',
  'principalOfficerEmail',
  'principalOfficerPhone',
  'grievanceOfficerName',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
  'sebiOfficeAddress',
  'scoresUrl',
  'smartOdrUrl',
  'standardWarning',
] as const;

export type IdentityPlaceholder = (typeof IDENTITY_PLACEHOLDERS)[number];
export type IdentityValues = Partial<Record<IdentityPlaceholder, string | null | undefined>>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;
const KNOWN: ReadonlySet<string> = new Set(IDENTITY_PLACEHOLDERS);

/**
 * `text` with each known `{field}` replaced by its value passed through `escape` (plain text needs
 * none: React escapes it; Markdown needs `escapeMarkdown`). A known field without a value becomes
 * empty; an unknown `{name}` stays as typed.
 */
export function fillPlaceholders(text: string, values: IdentityValues, escape: (value: string) => string = (v) => v): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!KNOWN.has(name)) return whole;
    const value = name === 'standardWarning' ? STANDARD_WARNING : values[name as IdentityPlaceholder];
    return escape(value ?? '');
  });
}

/**
 * A value to put into Markdown as literal text: every ASCII punctuation character backslash-escaped
 * (CommonMark allows it for all of them), so a `*`, `[`, `<` or `&` in an address stays a character,
 * and line breaks folded to ", " so a multi-line address cannot end a list item or start a block.
 */
export function escapeMarkdown(value: string): string {
  return value
    .trim()
    .replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`)
    .replace(/\s*\r?\n\s*/g, ', ');
}
