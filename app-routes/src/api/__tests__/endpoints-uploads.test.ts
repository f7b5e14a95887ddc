/** The uploads in endpoints.ts: the path, the multipart fields and the long timeout the API client sends (its transport swapped for a recorder). */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { PRICE_FILE_FIELD } from 'contracts';
import { api } from '../client';
import { endpoints } from '../endpoints';

const original = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = original;
});

/** Answers `data` to every request, keeping what was sent. */
function recording(data: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  api.defaults.adapter = adapter;
  return sent;
}

const file = new File(['SYMBOL,SERIES\n'], 'day.csv', { type: 'text/csv' });

describe('the price imports', () => {
  it('posts the bhavcopy as the multipart file to /api/Prices/bhavcopy, with minutes to finish', async () => {
    const answer = { format: 'nse-udiff', date: '2024-07-05', rows: 1, inserted: 1, updated: 0, unchanged: 0 };
    const sent = recording(answer);
    await expect(endpoints.importBhavcopy(file, jest.fn())).resolves.toEqual(answer);
    expect(sent[0].method).toBe('post');
    expect(`${sent[0].baseURL}${sent[0].url}`).toBe('/api/Prices/bhavcopy');
    expect((sent[0].data as FormData).get(PRICE_FILE_FIELD)).toBeInstanceOf(File);
    expect(sent[0].timeout).toBeGreaterThanOrEqual(60_000);
  });

  it("sends an index's name beside its file", async () => {
    const sent = recording({ rows: 1, inserted: 1, updated: 0, unchanged: 0 });
    await endpoints.importIndex('Nifty 50', file, jest.fn());
    expect(sent[0].url).toBe('/Prices/index');
    const form = sent[0].data as FormData;
    expect(form.get('name')).toBe('Nifty 50');
    expect((form.get(PRICE_FILE_FIELD) as File).name).toBe('day.csv');
  });

  it('posts corporate actions to their own path', async () => {
    const sent = recording({ rows: 1, inserted: 1, updated: 0, unchanged: 0 });
    await endpoints.importCorporateActions(file, jest.fn());
    expect(sent[0].url).toBe('/Prices/corporate-actions');
  });
});
