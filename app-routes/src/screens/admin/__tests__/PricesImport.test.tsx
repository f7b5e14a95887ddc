import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { CALL_FAILURE_TEXTS, PRICE_FILE_MAX_BYTES, PRICE_MESSAGES, type PriceDaysAnswer } from 'contracts';
import PricesImport, { INDEX_NAME_MISSING } from '../PricesImport';
import { CHOOSE_A_FILE } from '../PriceImportForm';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp } from '../../__tests__/renderWithApp';
import { ANSWER } from '../../performance/__tests__/fixtures';

jest.mock('../../../api/endpoints', () => ({
  endpoints: {
    performanceOverview: jest.fn(),
    importBhavcopy: jest.fn(),
    importIndex: jest.fn(),
    importCorporateActions: jest.fn(),
    priceDays: jest.fn(),
  },
}));
const api = jest.mocked(endpoints);

const csv = (name = 'day.csv', size = 4096) => {
  const file = new File(['a,b\n1,2\n'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const refusal = (status: number, message?: string) => ({
  isAxiosError: true,
  response: { status, data: message ? { error: { status, name: 'ValidationError', message } } : {} },
});

beforeEach(() => {
  jest.clearAllMocks();
  api.performanceOverview.mockResolvedValue({
    total: ANSWER,
    plans: [{ ...ANSWER, benchmark: 'Nifty 500', planId: 'p1', planName: 'Premium' }],
  });
  // Still loading, unless a test answers: the forms' tests end before an answer would come.
  api.priceDays.mockReturnValue(new Promise(() => undefined));
});

/** The imported days, NSE lacking `missing` (BSE every day). */
const daysMissing = (missing: string[]): PriceDaysAnswer => ({
  from: '2024-07-04',
  to: '2024-07-05',
  exchanges: [
    { exchange: 'NSE', days: [{ date: '2024-07-04', rows: 3 }], missing },
    {
      exchange: 'BSE',
      days: [
        { date: '2024-07-05', rows: 2 },
        { date: '2024-07-04', rows: 2 },
      ],
      missing: [],
    },
  ],
  indices: [],
});

const render = () => renderWithApp(<PricesImport />, { pathname: '/admin/prices' });
const form = (title: string) => screen.getByRole('region', { name: title });
const statusOf = (title: string) => within(form(title)).getByRole('status');
const alertOf = (title: string) => within(form(title)).getByRole('alert');

describe('Admin → Prices: the bhavcopy', () => {
  it('uploads the chosen file with its progress and says what was read, plainly', async () => {
    let progressShown = '';
    api.importBhavcopy.mockImplementation(async (_file, progress) => {
      progress(0.4);
      await Promise.resolve();
      progressShown = statusOf('Bhavcopy').textContent ?? '';
      return { format: 'nse-udiff', date: '2024-07-05', rows: 2345, inserted: 2340, updated: 0, unchanged: 5 };
    });
    const { user } = render();
    const file = csv('BhavCopy_NSE_CM_20240705.csv');
    await user.upload(screen.getByLabelText('Bhavcopy file'), file);
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));
    expect(await within(form('Bhavcopy')).findByText('NSE UDiFF · 05 Jul 2024 · 2,345 rows: 2,340 new, 5 unchanged')).toBeInTheDocument();
    expect(api.importBhavcopy).toHaveBeenCalledWith(file, expect.any(Function));
    expect(progressShown).toBe('Uploading… 40 %');
    expect(alertOf('Bhavcopy')).toHaveTextContent('');
  });

  it('refuses a file that is neither .csv nor .zip, or is over the limit, before any upload', async () => {
    const { user } = render();
    const input = screen.getByLabelText('Bhavcopy file');
    await user.upload(input, csv('bhav.zip', PRICE_FILE_MAX_BYTES + 1));
    expect(alertOf('Bhavcopy')).toHaveTextContent('The file is larger than 20 MB.');
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));

    // userEvent honours `accept`; a drop, or a picker set to "all files", does not: a bare change event.
    fireEvent.change(input, { target: { files: [new File(['x'], 'bhav.xlsx')] } });
    expect(alertOf('Bhavcopy')).toHaveTextContent(PRICE_MESSAGES.chooseCsvOrZip);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));
    expect(input).toHaveFocus();
    expect(api.importBhavcopy).not.toHaveBeenCalled();
  });

  it('asks for a file when Import is pressed without one', async () => {
    const { user } = render();
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));
    expect(alertOf('Bhavcopy')).toHaveTextContent(CHOOSE_A_FILE);
    expect(screen.getByLabelText('Bhavcopy file')).toHaveFocus();
    expect(api.importBhavcopy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it words it, with focus back on the file", async () => {
    api.importBhavcopy.mockRejectedValue(refusal(400, 'Line 4: CLOSE is not a number.'));
    const { user } = render();
    await user.upload(screen.getByLabelText('Bhavcopy file'), csv());
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));
    expect(await within(form('Bhavcopy')).findByText('Line 4: CLOSE is not a number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bhavcopy file')).toHaveFocus();
    expect(statusOf('Bhavcopy')).toHaveTextContent('');
  });

  it('says the import failed on a server error, and that the service is unavailable when it cannot be reached', async () => {
    api.importBhavcopy.mockRejectedValueOnce(refusal(500, 'knex: insert into price_closes …'));
    const { user } = render();
    await user.upload(screen.getByLabelText('Bhavcopy file'), csv());
    const importButton = within(form('Bhavcopy')).getByRole('button', { name: 'Import' });
    await user.click(importButton);
    expect(await within(form('Bhavcopy')).findByText(PRICE_MESSAGES.importFailed)).toBeInTheDocument();
    api.importBhavcopy.mockRejectedValueOnce(refusal(502));
    await user.click(importButton);
    expect(await within(form('Bhavcopy')).findByText(CALL_FAILURE_TEXTS.unavailable)).toBeInTheDocument();
  });
});

describe('Admin → Prices: an index', () => {
  it('sends "Nifty 50" by default with the file, suggests the plans’ benchmarks, and says what was read', async () => {
    api.importIndex.mockResolvedValue({ rows: 250, inserted: 248, updated: 2, unchanged: 0 });
    const { user } = render();
    const name = screen.getByLabelText('Index name');
    expect(name).toHaveValue('Nifty 50');
    expect(await screen.findByText((_t, el) => el?.tagName === 'OPTION' && el.getAttribute('value') === 'Nifty 500')).toBeTruthy();
    const file = csv('nifty.csv');
    await user.upload(screen.getByLabelText('Index file'), file);
    await user.click(within(form('Index closes')).getByRole('button', { name: 'Import' }));
    expect(await within(form('Index closes')).findByText('Nifty 50 · 250 closes: 248 new, 2 updated')).toBeInTheDocument();
    expect(api.importIndex).toHaveBeenCalledWith('Nifty 50', file, expect.any(Function));
  });

  it('refuses a blank name and a wrong file before any upload', async () => {
    const { user } = render();
    await user.clear(screen.getByLabelText('Index name'));
    await user.upload(screen.getByLabelText('Index file'), csv());
    await user.click(within(form('Index closes')).getByRole('button', { name: 'Import' }));
    expect(alertOf('Index closes')).toHaveTextContent(INDEX_NAME_MISSING);
    expect(screen.getByLabelText('Index name')).toHaveFocus();
    expect(screen.getByLabelText('Index file')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Index name')).toHaveAccessibleDescription(INDEX_NAME_MISSING);
    await user.type(screen.getByLabelText('Index name'), 'Nifty Bank');
    fireEvent.change(screen.getByLabelText('Index file'), { target: { files: [new File(['x'], 'nifty.pdf')] } });
    expect(alertOf('Index closes')).toHaveTextContent(PRICE_MESSAGES.chooseCsvOrZip);
    expect(api.importIndex).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it words it, and a server error plainly", async () => {
    api.importIndex.mockRejectedValueOnce(refusal(400, 'The file has no rows of "Nifty 50".'));
    const { user } = render();
    await user.upload(screen.getByLabelText('Index file'), csv('ind_close_all_05072024.csv'));
    const importButton = within(form('Index closes')).getByRole('button', { name: 'Import' });
    await user.click(importButton);
    expect(await within(form('Index closes')).findByText('The file has no rows of "Nifty 50".')).toBeInTheDocument();
    api.importIndex.mockRejectedValueOnce(refusal(500));
    await user.click(importButton);
    expect(await within(form('Index closes')).findByText(PRICE_MESSAGES.importFailed)).toBeInTheDocument();
  });

  it('still takes a typed name when the benchmarks cannot be read', async () => {
    api.performanceOverview.mockRejectedValue(refusal(500));
    api.importIndex.mockResolvedValue({ rows: 1, inserted: 0, updated: 0, unchanged: 1 });
    const { user } = render();
    await user.clear(screen.getByLabelText('Index name'));
    await user.type(screen.getByLabelText('Index name'), '  Nifty Bank ');
    await user.upload(screen.getByLabelText('Index file'), csv());
    await user.click(within(form('Index closes')).getByRole('button', { name: 'Import' }));
    expect(await within(form('Index closes')).findByText('Nifty Bank · 1 close: 1 unchanged')).toBeInTheDocument();
    expect(api.importIndex).toHaveBeenCalledWith('Nifty Bank', expect.any(File), expect.any(Function));
  });
});

describe('Admin → Prices: corporate actions', () => {
  it('uploads the CSV and says what was read', async () => {
    api.importCorporateActions.mockResolvedValue({ rows: 3, inserted: 1, updated: 0, unchanged: 2 });
    const { user } = render();
    await user.upload(screen.getByLabelText('Corporate actions file'), csv('actions.csv'));
    await user.click(within(form('Corporate actions')).getByRole('button', { name: 'Import' }));
    expect(await within(form('Corporate actions')).findByText('3 corporate actions: 1 new, 2 unchanged')).toBeInTheDocument();
  });

  it('refuses a file that is neither .csv nor .zip before any upload', async () => {
    render();
    fireEvent.change(screen.getByLabelText('Corporate actions file'), { target: { files: [new File(['x'], 'actions.txt')] } });
    expect(alertOf('Corporate actions')).toHaveTextContent(PRICE_MESSAGES.chooseCsvOrZip);
    expect(api.importCorporateActions).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it words it, and a server error plainly", async () => {
    api.importCorporateActions.mockRejectedValueOnce(refusal(400, 'Line 2: kind must be split or bonus.'));
    const { user } = render();
    await user.upload(screen.getByLabelText('Corporate actions file'), csv('actions.csv'));
    const importButton = within(form('Corporate actions')).getByRole('button', { name: 'Import' });
    await user.click(importButton);
    expect(await within(form('Corporate actions')).findByText('Line 2: kind must be split or bonus.')).toBeInTheDocument();
    api.importCorporateActions.mockRejectedValueOnce(refusal(500));
    await user.click(importButton);
    expect(await within(form('Corporate actions')).findByText(PRICE_MESSAGES.importFailed)).toBeInTheDocument();
  });
});

describe('Admin → Prices: the imported days under the forms', () => {
  it('are read again after an import the server took, not after a refusal', async () => {
    api.priceDays.mockResolvedValue(daysMissing(['2024-07-05']));
    const { user } = render();
    const days = screen.getByRole('region', { name: 'Imported days' });
    expect(await within(days).findByText('NSE: 1 missing · BSE: none missing')).toBeInTheDocument();
    expect(api.priceDays).toHaveBeenCalledTimes(1);

    api.importBhavcopy.mockRejectedValueOnce(refusal(400, 'Line 4: CLOSE is not a number.'));
    await user.upload(screen.getByLabelText('Bhavcopy file'), csv());
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));
    expect(await within(form('Bhavcopy')).findByText('Line 4: CLOSE is not a number.')).toBeInTheDocument();
    expect(api.priceDays).toHaveBeenCalledTimes(1);

    api.importBhavcopy.mockResolvedValueOnce({ format: 'nse-udiff', date: '2024-07-05', rows: 3, inserted: 3, updated: 0, unchanged: 0 });
    api.priceDays.mockResolvedValue(daysMissing([]));
    await user.click(within(form('Bhavcopy')).getByRole('button', { name: 'Import' }));
    expect(await within(days).findByText('NSE: none missing · BSE: none missing')).toBeInTheDocument();
    expect(api.priceDays).toHaveBeenCalledTimes(2);

    api.importIndex.mockResolvedValueOnce({ rows: 1, inserted: 1, updated: 0, unchanged: 0 });
    api.priceDays.mockResolvedValue({
      ...daysMissing([]),
      indices: [{ name: 'Nifty 50', first: '2024-07-05', last: '2024-07-05', days: 1 }],
    });
    await user.upload(screen.getByLabelText('Index file'), csv('nifty.csv'));
    await user.click(within(form('Index closes')).getByRole('button', { name: 'Import' }));
    expect(await within(days).findByRole('rowheader', { name: 'Nifty 50' })).toBeInTheDocument();
    expect(api.priceDays).toHaveBeenCalledTimes(3);
  });
});
