/** What the KYC screens' tests share: a record as the API answers it, and the form filled in as a client would. */
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_TEXTS as T, type KycAnswer } from 'contracts';

export const kycRecord: KycAnswer = {
  id: 4,
  userId: 7,
  status: 'self-declared',
  pan: 'ABCPE****F',
  holderType: 'individual',
  coveredByIndividualRules: true,
  nameOnPan: 'Asha Rao',
  state: null,
  submittedAt: '2026-11-26T20:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
  kraStatus: null,
  kraCheckedAt: null,
};

/** Fills the KYC form inside `container` with valid values and presses its `submit` button. */
export async function fillKycForm(container: HTMLElement, submit: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(within(container).getByLabelText(/^PAN/), 'ABCPE1234F');
  await user.type(within(container).getByLabelText(/^Name as on your PAN/), 'Asha Rao');
  await user.type(within(container).getByLabelText(/^Date of birth/), '1987-03-14');
  await user.type(within(container).getByLabelText(/^Address/), '12 MG Road, Bengaluru');
  await user.click(within(container).getByLabelText(T.consent));
  await user.click(within(container).getByRole('button', { name: submit }));
}
