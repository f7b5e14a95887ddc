import { describe, expect, test } from '@jest/globals';
import { GRAND_TOTAL } from 'contracts';
import { complaintReport, financialYearOf, type TicketFacts } from '../report';

/** An instant in India ('2026-10-05 10:00' IST). */
const ist = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`);
const ticket = (received: string, resolved: string | null, extra: Partial<TicketFacts> = {}): TicketFacts => ({
  channel: 'direct',
  impersonation: false,
  receivedAt: ist(received),
  resolvedAt: resolved ? ist(resolved) : null,
  ...extra,
});
const row = (report: ReturnType<typeof complaintReport>, source: string) => report.rows.find((r) => r.source === source)!;

describe('complaintReport', () => {
  test('no tickets: every figure is 0, the rows in Annexure B order', () => {
    const report = complaintReport('2026-10', []);
    expect(report.rows.map((r) => r.source)).toEqual(['Directly from Investors', 'SEBI (SCORES)', 'Other Sources (if any)', GRAND_TOTAL]);
    for (const r of report.rows)
      expect(r).toMatchObject({
        pendingLastMonth: 0,
        received: 0,
        resolved: 0,
        totalPending: 0,
        pendingOver3Months: 0,
        averageResolutionDays: 0,
      });
    expect(report.impersonation).toBe(0);
  });

  test('a month: carried forward, received, resolved, pending and the average days, per source and in total', () => {
    const tickets = [
      ticket('2026-09-20 12:00', '2026-10-04 09:00'), // carried in, resolved in October after 14 days
      ticket('2026-10-01 00:00', '2026-10-11 18:00'), // received the month's first minute, 10 days
      ticket('2026-10-31 23:59', null), // received the last minute: pending
      ticket('2026-10-10 10:00', null, { channel: 'scores' }),
      ticket('2026-09-30 23:59', null, { channel: 'other' }), // September's last minute: carried forward
      ticket('2026-11-01 00:00', null), // November: not in October
    ];
    const report = complaintReport('2026-10', tickets);
    expect(row(report, 'Directly from Investors')).toEqual({
      source: 'Directly from Investors',
      pendingLastMonth: 1,
      received: 2,
      resolved: 2,
      totalPending: 1,
      pendingOver3Months: 0,
      averageResolutionDays: 12,
    });
    expect(row(report, 'SEBI (SCORES)')).toMatchObject({ pendingLastMonth: 0, received: 1, resolved: 0, totalPending: 1 });
    expect(row(report, 'Other Sources (if any)')).toMatchObject({ pendingLastMonth: 1, received: 0, resolved: 0, totalPending: 1 });
    expect(row(report, GRAND_TOTAL)).toMatchObject({
      pendingLastMonth: 2,
      received: 3,
      resolved: 2,
      totalPending: 3,
      averageResolutionDays: 12,
    });
    for (const r of report.rows) expect(r.totalPending).toBe(r.pendingLastMonth + r.received - r.resolved);
  });

  test('pending over 3 months: still open at the month end and received more than three months before it', () => {
    const report = complaintReport('2026-10', [
      ticket('2026-07-31 23:00', null), // before 1 August: over 3 months at 1 November
      ticket('2026-08-01 00:00', null), // exactly 3 months: not over
      ticket('2026-06-01 10:00', '2026-10-15 10:00'), // old but resolved in the month
    ]);
    expect(row(report, GRAND_TOTAL)).toMatchObject({ totalPending: 2, pendingOver3Months: 1, resolved: 1, averageResolutionDays: 136 });
  });

  test('impersonation complaints are counted apart, not in the rows', () => {
    const report = complaintReport('2026-10', [
      ticket('2026-10-02 10:00', null, { impersonation: true }),
      ticket('2026-09-02 10:00', null, { impersonation: true }),
      ticket('2026-10-03 10:00', null),
    ]);
    expect(report.impersonation).toBe(1);
    expect(row(report, GRAND_TOTAL)).toMatchObject({ received: 1, totalPending: 1, pendingLastMonth: 0 });
  });

  test('the monthly trend runs from April of the financial year, each month carrying the last one forward', () => {
    const report = complaintReport('2026-06', [
      ticket('2026-03-31 12:00', '2026-04-02 12:00'), // the previous year's, carried into April
      ticket('2026-04-10 12:00', '2026-06-01 12:00'),
      ticket('2026-05-10 12:00', null),
    ]);
    expect(report.monthlyTrend).toEqual([
      { period: '2026-04', carriedForward: 1, received: 1, resolved: 1, pending: 1 },
      { period: '2026-05', carriedForward: 1, received: 1, resolved: 0, pending: 2 },
      { period: '2026-06', carriedForward: 2, received: 0, resolved: 1, pending: 1 },
    ]);
    // January to March belong to the year that began the April before.
    expect(complaintReport('2027-02', []).monthlyTrend.map((m) => m.period)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  test('the annual trend: five financial years, the last up to the month, each adding up', () => {
    const report = complaintReport('2026-06', [
      ticket('2025-03-20 12:00', '2025-04-05 12:00'),
      ticket('2025-12-01 12:00', null),
      ticket('2026-06-30 12:00', '2026-07-02 12:00'), // resolved after the month: pending in it
    ]);
    expect(report.annualTrend.map((y) => y.period)).toEqual(['2022-23', '2023-24', '2024-25', '2025-26', '2026-27']);
    expect(report.annualTrend.slice(-3)).toEqual([
      { period: '2024-25', carriedForward: 0, received: 1, resolved: 0, pending: 1 },
      { period: '2025-26', carriedForward: 1, received: 1, resolved: 1, pending: 1 },
      { period: '2026-27', carriedForward: 1, received: 1, resolved: 0, pending: 2 },
    ]);
  });

  test('financialYearOf: April starts the year', () => {
    expect(financialYearOf('2026-03')).toBe(2025);
    expect(financialYearOf('2026-04')).toBe(2026);
  });
});
