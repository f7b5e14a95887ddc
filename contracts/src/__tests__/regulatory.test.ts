/** @jest-environment node */
/** CMS texts name the firm's identity as {field} placeholders; the site fills them from Site settings. */
import { describe, expect, it } from '@jest/globals';
import { escapeMarkdown, fillPlaceholders, IDENTITY_PLACEHOLDERS, STANDARD_WARNING } from '../regulatory';

const values = { firmName: 'Acme Research', sebiRegistrationNumber: 'INH000012345', address: 'Unit 1 *Block* [A]\nMumbai 400001' };

describe('fillPlaceholders', () => {
  it('fills known fields and the standard warning', () => {
    expect(fillPlaceholders('{firmName} (Reg. No. {sebiRegistrationNumber}). {standardWarning}', values)).toBe(
      `Acme Research (Reg. No. INH000012345). ${STANDARD_WARNING}`,
    );
  });

  it('leaves an unknown placeholder as typed, and a known field without a value empty', () => {
    expect(fillPlaceholders('{firmname} {nosuch} {cin}.', values)).toBe('{firmname} {nosuch} .');
  });

  it('passes values, never the text around them, through the escape', () => {
    expect(fillPlaceholders('**{address}**', values, escapeMarkdown)).toBe('**Unit 1 \\*Block\\* \\[A\\], Mumbai 400001**');
  });

  it('names the warning and every identity field of Site settings', () => {
    expect(IDENTITY_PLACEHOLDERS).toContain('standardWarning');
    expect(IDENTITY_PLACEHOLDERS).toContain('sebiRegistrationNumber');
  });
});

describe('escapeMarkdown', () => {
  it('escapes every ASCII punctuation character and folds line breaks', () => {
    expect(escapeMarkdown('a_b <script>&amp; #1\r\n- c')).toBe('a\\_b \\<script\\>\\&amp\\; \\#1, \\- c');
  });
});

it('the standard warning is worded as current rules require (BASL without "where applicable")', () => {
  expect(STANDARD_WARNING).toBe(
    'Registration granted by SEBI, membership of BASL and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
  );
});
