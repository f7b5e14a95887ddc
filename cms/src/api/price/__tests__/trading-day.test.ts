import { describe, expect, it } from '@jest/globals';
import { bhavcopyUrl, dueTradingDay } from '../trading-day';

describe('dueTradingDay', () => {
  // 2024-07-05 was a Friday; 19:00 in India is 13:30 UTC.
  it('is today from the hour on (India time), else the weekday before', () => {
    expect(dueTradingDay(new Date('2024-07-05T13:30:00Z'), 19)).toBe('2024-07-05');
    expect(dueTradingDay(new Date('2024-07-05T13:29:00Z'), 19)).toBe('2024-07-04');
    expect(dueTradingDay(new Date('2024-07-08T05:00:00Z'), 19)).toBe('2024-07-05');
  });
  it('skips the weekend', () => {
    expect(dueTradingDay(new Date('2024-07-06T15:00:00Z'), 19)).toBe('2024-07-05');
    expect(dueTradingDay(new Date('2024-07-07T15:00:00Z'), 0)).toBe('2024-07-05');
  });
  it('takes the day in India, not UTC', () => {
    // 20:00 UTC on Friday is 01:30 on Saturday in India.
    expect(dueTradingDay(new Date('2024-07-05T20:00:00Z'), 0)).toBe('2024-07-05');
    expect(dueTradingDay(new Date('2024-07-07T20:00:00Z'), 0)).toBe('2024-07-08');
  });
});

describe('bhavcopyUrl', () => {
  it('puts the day into the template', () => {
    expect(bhavcopyUrl('https://x.example/BhavCopy_NSE_CM_0_0_0_{yyyyMMdd}_F_0000.csv.zip', '2024-07-05')).toBe(
      'https://x.example/BhavCopy_NSE_CM_0_0_0_20240705_F_0000.csv.zip',
    );
    expect(bhavcopyUrl('https://x.example/cm{DDMMMYYYY}bhav.csv.zip?d={ddMMyyyy}', '2024-07-05')).toBe(
      'https://x.example/cm05JUL2024bhav.csv.zip?d=05072024',
    );
  });
});
