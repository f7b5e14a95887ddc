import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_MESSAGES, KYC_TEXTS as T, type Plan } from 'contracts';
import Purchase from '../Purchase';
import { endpoints } from '../../api/lazy-endpoints';
import { ToastProvider } from '../../ui/toasts';
import { fillKycForm, kycRecord } from '../../kyc/__tests__/kyc-fixtures';

jest.mock('../../api/lazy-endpoints', () => ({
  endpoints: { plans: jest.fn(), kycStatus: jest.fn(), submitKyc: jest.fn(), checkout: jest.fn() },
  setAuthToken: jest.fn(async () => undefined),
}));
const api = jest.mocked(endpoints);

const growth: Plan = { id: 'g', name: 'Growth', months: 24, price: 80000, stocks: 20, instalment: 40000_00 };
const record = kycRecord;

const show = (props: Partial<React.ComponentProps<typeof Purchase>> = {}) =>
  render(
    <ToastProvider>
      <Purchase
        choosePlan={(plans) => plans[0]}
        firmName="Firm"
        supportEmail="help@example.com"
        onSignedOut={jest.fn()}
        label="Subscribe"
        ariaLabel="Subscribe to the Growth plan"
        className="btn"
        {...props}
      />
    </ToastProvider>,
  );

const fillKyc = (dialog: HTMLElement) => fillKycForm(dialog, T.saveAndContinue);

describe('Purchase', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    window.localStorage.setItem('accesstoken', 'tok');
    window.localStorage.setItem('user', JSON.stringify({ id: 7, first_name: 'Asha' }));
    api.plans.mockResolvedValue([growth]);
  });

  it('without KYC: Subscribe → the KYC step → the confirmation', async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: null });
    api.submitKyc.mockResolvedValueOnce(record);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the Growth plan' }));
    const step = await screen.findByRole('dialog', { name: T.stepTitle });
    expect(api.kycStatus).toHaveBeenCalledWith(7);
    await fillKyc(step);
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Growth' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: T.stepTitle })).toBeNull();
    expect(api.submitKyc).toHaveBeenCalledTimes(1);
  });

  it('a KYC saved after the step was closed does not open the confirmation', async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: null });
    let saved: (r: typeof record) => void = () => undefined;
    api.submitKyc.mockReturnValueOnce(new Promise((resolve) => (saved = resolve)));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the Growth plan' }));
    const step = await screen.findByRole('dialog', { name: T.stepTitle });
    await fillKyc(step);
    // The header's close button (the form's own Cancel is disabled while it saves).
    await userEvent.click(within(step).getAllByRole('button', { name: T.cancel })[0]);
    saved(record);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'Subscribe to Growth' })).toBeNull();
  });

  it('with KYC given: straight to the confirmation', async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: record });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the Growth plan' }));
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Growth' })).toBeInTheDocument();
  });

  it('a rejected KYC asks again', async () => {
    api.kycStatus.mockResolvedValueOnce({ kyc: { ...record, status: 'rejected' } });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the Growth plan' }));
    expect(await screen.findByRole('dialog', { name: T.stepTitle })).toBeInTheDocument();
  });

  it('a next instalment does not ask for KYC', async () => {
    show({ instalment: { date: '2027-11-27' } });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the Growth plan' }));
    expect(await screen.findByRole('dialog', { name: 'Pay your next instalment of Growth' })).toBeInTheDocument();
    expect(api.kycStatus).not.toHaveBeenCalled();
  });

  it("the checkout's KYC refusal brings the KYC step, then the confirmation again", async () => {
    api.kycStatus.mockRejectedValueOnce(new Error('down'));
    api.checkout.mockRejectedValueOnce({ response: { status: 409, data: { error: { message: KYC_MESSAGES.required } } } });
    api.submitKyc.mockResolvedValueOnce(record);
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to the Growth plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Subscribe to Growth' });
    await user.click(within(confirm).getByLabelText(/I have read and accept/));
    await user.click(within(confirm).getByRole('button', { name: /^Pay / }));
    await fillKyc(await screen.findByRole('dialog', { name: T.stepTitle }));
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Growth' })).toBeInTheDocument();
  });
});
