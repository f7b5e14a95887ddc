/** The status an alert shows in the subscriber's history, from its delivery log row. */
import { expect, test } from '@jest/globals';
import { alertStatus } from '../history';

const at = new Date('2026-11-20T10:00:00.000Z');
test.each([
  [{ sentAt: null, failedAt: null, bouncedAt: null }, 'queued'],
  [{ sentAt: at, failedAt: null, bouncedAt: null }, 'sent'],
  [{ sentAt: null, failedAt: at, bouncedAt: null }, 'failed'],
  [{ sentAt: null, failedAt: null, bouncedAt: at }, 'bounced'],
] as const)('%o is %s', (row, status) => {
  expect(alertStatus(row)).toBe(status);
});
