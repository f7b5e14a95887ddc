import { describe, expect, test } from '@jest/globals';
import { AD_CODE_REASONS, checkAdText, checkAdTexts, describeFlags, phrasesInDescription, phrasesOf } from '../ad-code';

const phrases = (text: string) => checkAdText(text).map((f) => [f.category, f.phrase]);

describe('the advertisement-code check', () => {
  test.each([
    ['Our picks have delivered 150%-300% over 2 years', 'delivered 150%-300%'],
    ['average annual returns of 40-50% on our past recommendations', 'returns of 40-50%'],
    ['See nine winners, with returns of up to 1570%.', 'returns of up to 1570%'],
    ['A 42% CAGR since 2015', '42% CAGR'],
    ['CAGR of 42.5 per cent', 'CAGR of 42.5 per cent'],
    ['Iota Logistics is up 150% since our recommendation', 'up 150%'],
    ['booked a profit of 1,570% in three years', 'profit of 1,570%'],
    ['returns of 1,00,000% — a record', 'returns of 1,00,000%'],
    ['our model portfolio gained 12,34,567.5% since inception', 'gained 12,34,567.5%'],
    ['10x returns in five years', '10x returns'],
    ['RETURNS OF 200% GUARANTEED', 'RETURNS OF 200%'],
    ['Profit: 25% in a month', null],
  ])('a return or performance claim: %s', (text, phrase) => {
    const found = checkAdText(text).filter((f) => f.category === 'returns');
    if (phrase === null) expect(found).toEqual([]);
    else expect(found.map((f) => f.phrase)).toEqual([phrase]);
  });

  test.each([
    ['Guaranteed returns every month', 'Guaranteed'],
    ['ASSURED profits for every subscriber', 'ASSURED'],
    ['A risk-free way to invest', 'risk-free'],
    ['risk free and simple', 'risk free'],
    ['We guarantee returns to every client.', 'guarantee returns'],
    ['Sure-shot tips', 'Sure-shot'],
    ['Guaranteed 30% returns, no questions asked', 'Guaranteed'],
  ])('a guarantee: %s', (text, phrase) => {
    expect(
      checkAdText(text)
        .filter((f) => f.category === 'guarantee')
        .map((f) => f.phrase),
    ).toEqual([phrase]);
  });

  test.each([
    ['Limited-period offer: join today', 'Limited-period offer'],
    ['a limited period offer for new subscribers', 'limited period offer'],
    ['LIMITED-TIME DISCOUNT', 'LIMITED-TIME DISCOUNT'],
    ['Hurry, the offer ends Sunday', 'Hurry'],
  ])('an inducement: %s', (text, phrase) => {
    expect(checkAdText(text).filter((f) => f.category === 'inducement')[0]?.phrase).toBe(phrase);
  });

  test.each([
    'Registration granted by SEBI, membership of BASL and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
    'We do not offer assured or guaranteed returns, do not manage funds and never ask for your login details.',
    'Past performance is not indicative of future returns, and no returns are assured or guaranteed.',
    'They told me upfront that returns are not guaranteed.',
    'Not every pick works out, and past performance is no guarantee of future returns.',
    'Inform SEBI about any Research Analyst offering assured or guaranteed returns.',
    'Do not get attracted by limited-period discounts or other incentives.',
    'Assured, guaranteed or fixed-return schemes are prohibited by law.',
    'Are returns guaranteed?',
    '30-day satisfaction guarantee: a full refund, no questions asked',
    'Consistent revenue and profit growth, a healthy return on capital above 15%',
    'Allocate up to 20% of your portfolio to small caps',
    'A 2-3 year holding period, 10 stocks a year, 24 hours callback',
    'Returns shown for sample stocks are past returns measured from the price on the date of our recommendation.',
    '',
  ])('not a claim: %s', (text) => {
    expect(phrases(text)).toEqual([]);
  });

  test('several claims, each once and in order, with where and why', () => {
    const flags = checkAdTexts([
      ['sections[0].heading', 'Limited-period offer! Returns of 150%-300%, guaranteed.'],
      ['description', 'Independent research'],
    ]);
    expect(flags.map((f) => [f.category, f.phrase, f.where])).toEqual([
      ['inducement', 'Limited-period offer', 'sections[0].heading'],
      ['returns', 'Returns of 150%-300%', 'sections[0].heading'],
      ['guarantee', 'guaranteed', 'sections[0].heading'],
    ]);
    expect(flags[1].reason).toBe(AD_CODE_REASONS.returns);
    expect(describeFlags(flags)).toContain('“Returns of 150%-300%” (sections[0].heading): a claim of returns or past performance');
    expect(phrasesOf(flags)).toBe('“Limited-period offer”, “Returns of 150%-300%”, “guaranteed”');
    expect(describeFlags([])).toBeNull();
    expect([...phrasesInDescription(describeFlags(flags))]).toEqual(['Limited-period offer', 'Returns of 150%-300%', 'guaranteed']);
    expect(phrasesInDescription(null).size).toBe(0);
  });
});
