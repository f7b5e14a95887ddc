import { describe, expect, test } from '@jest/globals';
import { GRAND_TOTAL, complaintMonthEnding, complaintMonthLabel } from 'contracts';
import { complaintReport, type TicketFacts } from '../../grievance/report';
import { dueDay, entryFromReport, figureProblem, previousMonth, trendTotal, warningTitle } from '../entry';
import { publicationReminderMail } from '../mail';

const ist = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`);
const ticket = (received: string, resolved: string | null, extra: Partial<TicketFacts> = {}): TicketFacts => ({
  channel: 'direct',
  impersonation: false,
  receivedAt: ist(received),
  resolvedAt: resolved ? ist(resolved) : null,
  ...extra,
});

describe('the month entry made from the report', () => {
  const tickets = [
    ticket('2025-04-02 10:00', '2025-04-12 10:00'),
    ticket('2025-05-30 10:00', '2025-06-04 10:00', { channel: 'scores' }),
    ticket('2025-06-10 10:00', null, { channel: 'other' }),
    ticket('2025-06-11 10:00', '2025-06-12 10:00', { impersonation: true }),
  ];
  const entry = entryFromReport(complaintReport('2025-06', tickets));

  test('the trend tables end with their Grand Total: first carried forward, sums, last pending', () => {
    expect(entry.monthlyTrend.map((r) => r.period)).toEqual(['2025-04', '2025-05', '2025-06', GRAND_TOTAL]);
    expect(entry.monthlyTrend.at(-1)).toEqual({ period: GRAND_TOTAL, carriedForward: 0, received: 3, resolved: 2, pending: 1 });
    expect(entry.annualTrend.at(-1)).toMatchObject({ period: GRAND_TOTAL, received: 3, resolved: 2, pending: 1 });
    expect(entry.impersonation).toBe(1);
    expect(entry.title).toContain('review and publish by 7 July 2025');
  });

  test('what the report makes adds up', () => {
    expect(figureProblem({ ...entry })).toBeNull();
  });

  test('trendTotal of no rows is all zeros', () => {
    expect(trendTotal([])).toEqual({ period: GRAND_TOTAL, carriedForward: 0, received: 0, resolved: 0, pending: 0 });
  });
});

describe('figureProblem', () => {
  const row = (source: string, p: number, r: number, s: number, t: number) => ({
    source,
    pendingLastMonth: p,
    received: r,
    resolved: s,
    totalPending: t,
    pendingOver3Months: 0,
    averageResolutionDays: 0,
  });

  test('a row whose total pending is not carried forward + received − resolved is named, with the right figure', () => {
    expect(figureProblem({ monthlyRows: [row('SEBI (SCORES)', 1, 2, 1, 3)] })).toBe(
      'SEBI (SCORES): Total Pending must be Pending at the end of last month + Received − Resolved = 2, not 3.',
    );
  });

  test('the Grand Total is the sum of the sources', () => {
    const rows = [row('Directly from Investors', 1, 1, 1, 1), row('SEBI (SCORES)', 0, 1, 0, 1), row(GRAND_TOTAL, 1, 1, 1, 1)];
    expect(figureProblem({ monthlyRows: rows })).toBe('Grand Total: received must be the sum of the sources, 2, not 1.');
  });

  test('figures are whole numbers, 0 or more; a trend row adds up', () => {
    expect(figureProblem({ monthlyRows: [{ ...row('Directly from Investors', 0, 0, 0, 0), received: -1 }] })).toMatch(
      /received must be a whole number/,
    );
    expect(figureProblem({ monthlyRows: [{ ...row('Directly from Investors', 0, 0, 0, 0), received: '-' }] })).toMatch(/whole number/);
    expect(figureProblem({ annualTrend: [{ period: '2024-25', carriedForward: 1, received: 2, resolved: 3, pending: 1 }] })).toBe(
      'Annual trend, 2024-25: Pending must be Carried forward + Received − Resolved = 0, not 1.',
    );
    expect(figureProblem({ impersonation: 1.5 })).toMatch(/impersonation/);
    expect(figureProblem({ title: 'x' })).toBeNull();
  });
});

describe('months and days', () => {
  test('labels, month ending, due day, the previous month across a year', () => {
    expect(complaintMonthLabel('2025-04')).toBe('April, 2025');
    expect(complaintMonthEnding('2024-02')).toBe('29-02-2024');
    expect(complaintMonthEnding('2025-07')).toBe('31-07-2025');
    expect(dueDay('2025-12')).toBe('7 January 2026');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(warningTitle('2026-10')).toBe('⚠ October 2026: NOT PUBLISHED, due on the website by 7 November 2026');
  });

  test('the reminder mail names the month and the due day', () => {
    const firm = {
      firmName: 'Firm',
      address: 'A',
      supportEmail: 's@example.com',
      sebiRegistrationNumber: 'INH000000000',
      officeHours: '9-6',
    };
    const mail = publicationReminderMail(firm, 'co@example.com', { month: 'October, 2026', due: '7 November 2026' });
    expect(mail.to).toBe('co@example.com');
    expect(mail.subject).toBe('[Complaint data] October 2026 not published: due by 7 November 2026');
    expect(mail.text).toContain('Content Manager → Complaint data');
  });
});
