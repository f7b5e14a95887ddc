/**
 * Which rows of a bhavcopy are a share's close. NSE lists each security under a series: EQ (rolling
 * settlement), BE and BZ (trade for trade, where a stock moves when surveillance demands), SM and ST
 * (the SME platform); a listed company's share trades in exactly one of them on a day, so all five
 * are kept and a stock moved between them keeps one unbroken history under its ISIN. Other series
 * (bonds, government securities, rights entitlements, warrants…) are not shares and are skipped.
 * BSE's files give every equity scrip (any group: A, B, T, X, Z…) as FinInstrmTp STK (UDiFF) or
 * SC_TYPE Q (legacy): those are kept, except its groups of debt, F (bonds, debentures: 915YESBANK28)
 * and G (government securities and sovereign gold bonds: SGBJUN28), which BSE types STK too.
 */
export const NSE_SERIES_KEPT = ['EQ', 'BE', 'BZ', 'SM', 'ST'] as const;

const RANK = new Map<string, number>(NSE_SERIES_KEPT.map((s, i) => [s, i]));

/** Whether an NSE row of this series is a share's close. */
export const nseSeriesKept = (series: string): boolean => RANK.has(series.trim().toUpperCase());

/** Of two rows of one ISIN (never expected, but possible), the series to keep: the earlier in NSE_SERIES_KEPT. */
export const preferSeries = (a: string, b: string): boolean =>
  (RANK.get(a.toUpperCase()) ?? Infinity) < (RANK.get(b.toUpperCase()) ?? Infinity);

/** BSE's groups that are not shares (SctySrs in UDiFF, SC_GROUP in the legacy file). */
export const BSE_GROUPS_SKIPPED = ['F', 'G'] as const;

/** Whether a BSE row of this group is a share's close. */
export const bseGroupKept = (group: string): boolean => !(BSE_GROUPS_SKIPPED as readonly string[]).includes(group.trim().toUpperCase());
