import { describe, expect, it } from '@jest/globals';
import { deliverySummary, istTime } from '../alert-log';

const base = {
  total: 412,
  sent: 412,
  failed: 0,
  bounced: 0,
  firstSentAt: '2026-01-05T04:32:13.100Z',
  lastSentAt: '2026-01-05T04:32:19.900Z',
};

describe('deliverySummary', () => {
  it('names the count and the span of sending, in India', () => {
    expect(deliverySummary(base)).toBe('Sent to 412 of 412 at 10:02:13–10:02:19');
  });
  it('gives one time when every alert left in the same second', () => {
    expect(deliverySummary({ ...base, total: 2, sent: 2, lastSentAt: base.firstSentAt })).toBe('Sent to 2 of 2 at 10:02:13');
  });
  it('adds the failed and bounced after it', () => {
    expect(deliverySummary({ ...base, sent: 409, failed: 1, bounced: 2 })).toBe(
      'Sent to 409 of 412 at 10:02:13–10:02:19; 1 failed; 2 bounced',
    );
  });
  it('says "Sending" while some are still queued, with what already failed', () => {
    expect(deliverySummary({ ...base, sent: 12 })).toBe('Sending: 12 of 412 sent');
    expect(deliverySummary({ ...base, sent: 408, failed: 1, bounced: 2 })).toBe('Sending: 408 of 412 sent; 1 failed; 2 bounced');
  });
  it('says when nothing was sent yet, and when there was nobody to send to', () => {
    expect(deliverySummary({ ...base, sent: 0, firstSentAt: null, lastSentAt: null })).toBe('Sending: 0 of 412 sent');
    expect(deliverySummary({ ...base, sent: 0, bounced: 412, firstSentAt: null, lastSentAt: null })).toBe('Sent to 0 of 412; 412 bounced');
    expect(deliverySummary({ ...base, total: 0, sent: 0 })).toBe('No entitled subscribers: nothing to send.');
  });
  it('reads the clock in 24 hours', () => {
    expect(istTime('2026-01-05T13:00:00Z')).toBe('18:30:00');
  });
});
