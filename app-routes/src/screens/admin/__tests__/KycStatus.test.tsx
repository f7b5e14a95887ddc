/** The users list's KYC cell: each status in words, whether it waits for an administrator, the PAN masked. */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { KYC_STATUSES, type KycAnswer } from 'contracts';
import { KycStatus } from '../KycStatus';

const kyc = (status: KycAnswer['status']) => ({ id: 1, userId: 2, status, pan: 'ABCDE****F' }) as KycAnswer;

describe('KYC status', () => {
  it('says each status, marks those to verify, and shows the PAN masked', () => {
    const shown = KYC_STATUSES.map((status) => {
      const { container, unmount } = render(<KycStatus kyc={kyc(status)} />);
      const text = container.textContent;
      unmount();
      return text;
    });
    expect(shown).toEqual([
      'Self-declared to be verified PAN ABCDE****F',
      'Found at the KRA to be verified PAN ABCDE****F',
      'Verified PAN ABCDE****F',
      'Rejected PAN ABCDE****F',
    ]);
  });

  it('no record: None', () => {
    render(<KycStatus kyc={null} />);
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});
