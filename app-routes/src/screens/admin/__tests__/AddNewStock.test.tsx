import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { ISIN_MESSAGE } from 'contracts';
import AddNewStock from '../AddNewStock';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp, toastTexts } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { exchanges: jest.fn(), addStock: jest.fn() } }));
const api = jest.mocked(endpoints);

const EXCHANGES = [
  { id: 1, name: 'NSE' },
  { id: 2, name: 'BSE' },
];
const label = {
  name: /^Name\s*\*?$/,
  code: /^Code\s*\*?$/,
  description: /^Description\s*\*?$/,
  nse: /^NSE Code/,
  bse: /^BSE Code/,
  isin: /^ISIN/,
  exchange: /^Exchange/,
  report: /^Report Link/,
};

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  api.exchanges.mockResolvedValue(EXCHANGES);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function renderScreen() {
  const r = renderWithApp(<AddNewStock />, { pathname: '/admin/addnewstock' });
  // Wait for the exchanges to load.
  await within(screen.getByLabelText(label.exchange)).findByRole('option', { name: 'NSE' });
  const submit = () => r.user.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...r, submit };
}

describe('Admin: Add New Stock', () => {
  it('has labelled fields and the exchanges from the API', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Stock' })).toBeInTheDocument();
    for (const l of Object.values(label)) expect(screen.getByLabelText(l)).toBeInTheDocument();
    expect(screen.getByLabelText(label.description).tagName).toBe('TEXTAREA');
    expect(
      within(screen.getByLabelText(label.exchange))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select exchange', 'NSE', 'BSE']);
    expect(api.exchanges).toHaveBeenCalledTimes(1);
  });

  it('with empty fields shows Name, Code and Description required and makes no call', async () => {
    const { submit } = await renderScreen();
    await submit();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Code is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(label.name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label.nse)).not.toHaveAttribute('aria-invalid');
    expect(api.addStock).not.toHaveBeenCalled();
  });

  it("rejects a report link that is not a safe link, with the server's message", async () => {
    const { user, submit } = await renderScreen();
    await user.type(screen.getByLabelText(label.name), 'Reliance Industries');
    await user.type(screen.getByLabelText(label.code), 'INE002A01018');
    await user.type(screen.getByLabelText(label.description), 'Conglomerate');
    await user.type(screen.getByLabelText(label.report), 'javascript:alert(1)');
    await submit();
    expect(
      await screen.findByText(
        'Report link must start with https://, http://, mailto: or tel:, or be a path on this site (/…) or an #anchor.',
      ),
    ).toBeInTheDocument();
    expect(api.addStock).not.toHaveBeenCalled();
  });

  it('saves the stock (blank optional fields as null), toasts "Data Saved" and clears the form', async () => {
    api.addStock.mockResolvedValue({ id: 1 } as never);
    const { user, submit } = await renderScreen();
    await user.type(screen.getByLabelText(label.name), '  Reliance Industries ');
    await user.type(screen.getByLabelText(label.code), 'INE002A01018');
    await user.type(screen.getByLabelText(label.nse), 'RELIANCE');
    await user.selectOptions(screen.getByLabelText(label.exchange), 'NSE');
    await user.type(screen.getByLabelText(label.description), 'Conglomerate');
    await submit();

    expect(await screen.findByText('Data Saved')).toBeInTheDocument();
    expect(api.addStock).toHaveBeenCalledTimes(1);
    expect(api.addStock).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Reliance Industries',
        code: 'INE002A01018',
        nseCode: 'RELIANCE',
        bseCode: null,
        isin: null,
        description: 'Conglomerate',
        reportLink: null,
        exchange: 'NSE',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(label.name)).toHaveValue(''));
    expect(screen.getByLabelText(label.description)).toHaveValue('');
  });

  it("takes an optional ISIN: a malformed one refused with the contract's message, a valid one sent upper-cased", async () => {
    api.addStock.mockResolvedValue({ id: 1 } as never);
    const { user, submit } = await renderScreen();
    await user.type(screen.getByLabelText(label.name), 'Reliance Industries');
    await user.type(screen.getByLabelText(label.code), 'RELIANCE');
    await user.type(screen.getByLabelText(label.description), 'Conglomerate');
    await user.type(screen.getByLabelText(label.isin), 'INE002A0101');
    await submit();
    expect(await screen.findByText(ISIN_MESSAGE)).toBeInTheDocument();
    expect(api.addStock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(label.isin));
    await user.type(screen.getByLabelText(label.isin), 'ine002a01018');
    await submit();
    expect(await screen.findByText('Data Saved')).toBeInTheDocument();
    expect(api.addStock).toHaveBeenCalledWith(expect.objectContaining({ code: 'RELIANCE', isin: 'INE002A01018' }));
  });

  it('on failure toasts "Some Error has Occured" and keeps the values', async () => {
    api.addStock.mockRejectedValue(new Error('500'));
    const { user, submit } = await renderScreen();
    await user.type(screen.getByLabelText(label.name), 'Reliance Industries');
    await user.type(screen.getByLabelText(label.code), 'INE002A01018');
    await user.type(screen.getByLabelText(label.description), 'Conglomerate');
    await submit();
    expect(await screen.findByText('Some Error has Occured')).toBeInTheDocument();
    expect(toastTexts()).not.toContain('Data Saved');
    expect(screen.getByLabelText(label.name)).toHaveValue('Reliance Industries');
  });

  it("a research call: the contract's rules on the figures, then every field sent", async () => {
    api.addStock.mockResolvedValue({ id: 2 } as never);
    const { user, submit } = await renderScreen();
    await user.type(screen.getByLabelText(label.name), 'Reliance Industries');
    await user.type(screen.getByLabelText(label.code), 'INE002A01018');
    await user.type(screen.getByLabelText(label.description), 'Conglomerate');
    await user.selectOptions(screen.getByLabelText('Action'), 'Buy');
    await user.type(screen.getByLabelText(/^Entry low/), '1300');
    await user.type(screen.getByLabelText(/^Entry high/), '1250');
    await user.type(screen.getByLabelText(/^Stop-loss/), '-5');
    await submit();
    expect(await screen.findByText('Entry low must not be above entry high.')).toBeInTheDocument();
    expect(screen.getByText('Must be a positive price.')).toBeInTheDocument();
    expect(screen.getByText('Rationale is required for a call.')).toBeInTheDocument();
    expect(api.addStock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Entry low/));
    await user.type(screen.getByLabelText(/^Entry low/), '1200');
    await user.clear(screen.getByLabelText(/^Stop-loss/));
    await user.type(screen.getByLabelText(/^Stop-loss/), '1100');
    await user.type(screen.getByLabelText(/^Target/), '1600');
    await user.type(screen.getByLabelText(/^Horizon/), '18');
    await user.type(screen.getByLabelText(/^Rationale/), 'Margins recover.');
    await user.click(screen.getByLabelText(/AI tools/));
    await submit();
    expect(await screen.findByText('Data Saved')).toBeInTheDocument();
    expect(api.addStock).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'Buy',
        entryLow: 1200,
        entryHigh: 1250,
        target: 1600,
        stopLoss: 1100,
        horizonMonths: 18,
        rationale: 'Margins recover.',
        disclosures: { aiTools: true },
      }),
    );
    expect(api.addStock.mock.calls[0][0]).not.toHaveProperty('analyst');
  });

  it('still works when the exchanges fail to load', async () => {
    api.exchanges.mockRejectedValue(new Error('down'));
    renderWithApp(<AddNewStock />, { pathname: '/admin/addnewstock' });
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(within(screen.getByLabelText(label.exchange)).getAllByRole('option')).toHaveLength(1);
  });
});
