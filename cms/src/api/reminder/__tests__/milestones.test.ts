import { describe, expect, it } from '@jest/globals';
import { daysUntil, reminderDue, type RemindedSubscription } from '../milestones';

const plan = (months: number, price = 30000, instalmentAmount: number | null = null) => ({
  documentId: 'p1',
  months,
  price,
  instalmentAmount,
});

// A three-year plan from 1 Jan 2027, paid by yearly instalments up to 1 Jan 2028.
const byInstalments: RemindedSubscription = {
  date: '2027-01-01',
  paidThrough: '2028-01-01',
  cancelledAt: null,
  plan: plan(36, 90000, 30000),
};
// A one-year plan paid in full.
const inFull: RemindedSubscription = { date: '2027-01-01', paidThrough: null, cancelledAt: null, plan: plan(12) };

describe('daysUntil', () => {
  it('counts calendar days, across months and a leap day', () => {
    expect(daysUntil('2027-12-31', '2028-01-01')).toBe(1);
    expect(daysUntil('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysUntil('2027-01-10', '2027-01-10')).toBe(0);
  });
});

describe('reminderDue: an instalment', () => {
  it.each([
    ['2027-12-01', 'instalment-30', 31],
    ['2027-12-02', 'instalment-30', 30],
    ['2027-12-24', 'instalment-30', 8],
    ['2027-12-25', 'instalment-7', 7],
    ['2027-12-30', 'instalment-7', 2],
    ['2027-12-31', 'instalment-1', 1],
  ])('on %s nothing before the 30-day mark, then the latest mark passed', (today, milestone, daysLeft) => {
    const due = reminderDue(byInstalments, today);
    if (daysLeft > 30) return expect(due).toBeNull();
    expect(due).toEqual({ kind: 'instalment', milestone, dueDay: '2028-01-01', daysLeft, amount: 30000_00 });
  });

  it('none on the due day or after it, none once paid (the due day moves a year on)', () => {
    expect(reminderDue(byInstalments, '2028-01-01')).toBeNull();
    const paid = { ...byInstalments, paidThrough: '2029-01-01' };
    expect(reminderDue(paid, '2027-12-31')).toBeNull();
    expect(reminderDue(paid, '2028-12-25')?.dueDay).toBe('2029-01-01');
  });

  it('the last instalment paid: the plan end reminders take over', () => {
    const paidUp = { ...byInstalments, paidThrough: '2030-01-01' };
    expect(reminderDue(paidUp, '2029-12-25')).toEqual({ kind: 'plan-end', milestone: 'plan-end-7', dueDay: '2030-01-01', daysLeft: 7 });
  });
});

describe('reminderDue: the plan end', () => {
  it('30 and 7 days before the first day it no longer runs', () => {
    expect(reminderDue(inFull, '2027-12-01')).toBeNull();
    expect(reminderDue(inFull, '2027-12-02')?.milestone).toBe('plan-end-30');
    expect(reminderDue(inFull, '2027-12-24')?.milestone).toBe('plan-end-30');
    expect(reminderDue(inFull, '2027-12-25')?.milestone).toBe('plan-end-7');
    expect(reminderDue(inFull, '2027-12-31')?.milestone).toBe('plan-end-7');
    expect(reminderDue(inFull, '2028-01-01')).toBeNull();
  });

  it('none for a cancelled, a free or a not yet started subscription', () => {
    expect(reminderDue({ ...inFull, cancelledAt: '2027-06-01T00:00:00Z' }, '2027-12-25')).toBeNull();
    expect(reminderDue({ ...inFull, plan: plan(12, 0) }, '2027-12-25')).toBeNull();
    expect(reminderDue({ ...inFull, date: '2028-01-01' }, '2027-12-25')).toBeNull();
    expect(reminderDue(null, '2027-12-25')).toBeNull();
  });
});
