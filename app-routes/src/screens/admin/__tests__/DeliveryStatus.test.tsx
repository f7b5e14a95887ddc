/** The admin lists' delivery summary of a call or update, and its CSV export with the session's token. */
import { describe, expect, it, jest, beforeEach } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { deliverySummaryOf, type DeliverySummary } from 'contracts';
import DeliveryStatus from '../DeliveryStatus';
import { endpoints } from '../../../api/endpoints';
import { renderWithApp, toastTexts } from '../../__tests__/renderWithApp';

jest.mock('../../../api/endpoints', () => ({ endpoints: { deliveryLogCsv: jest.fn() } }));
const api = jest.mocked(endpoints);

const at = { firstSentAt: '2026-01-05T04:32:13.100Z', lastSentAt: '2026-01-05T04:32:19.900Z' };
const delivered: DeliverySummary = deliverySummaryOf(7, { total: 412, sent: 412, failed: 0, bounced: 0, ...at });

let created: Blob[];
let clicked: { href: string; download: string }[];
beforeEach(() => {
  created = [];
  clicked = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    created.push(b);
    return `blob:test/${created.length}`;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

describe('DeliveryStatus', () => {
  it('shows the summary with the times in India', () => {
    renderWithApp(<DeliveryStatus delivery={delivered} label="Tata Motors" />);
    expect(screen.getByTestId('delivery-summary')).toHaveTextContent('Sent to 412 of 412 at 10:02:13–10:02:19');
    expect(screen.getByTestId('delivery-summary')).not.toHaveClass('text-danger');
  });

  it('says what is still sending, and names failures and bounces (in red)', () => {
    const { rerender } = renderWithApp(
      <DeliveryStatus delivery={deliverySummaryOf(7, { total: 412, sent: 12, failed: 0, bounced: 0, ...at })} label="Tata Motors" />,
    );
    expect(screen.getByTestId('delivery-summary')).toHaveTextContent(/^Sending: 12 of 412 sent$/);
    rerender(
      <DeliveryStatus delivery={deliverySummaryOf(7, { total: 412, sent: 410, failed: 0, bounced: 2, ...at })} label="Tata Motors" />,
    );
    expect(screen.getByTestId('delivery-summary')).toHaveTextContent('Sent to 410 of 412 at 10:02:13–10:02:19; 2 bounced');
    expect(screen.getByTestId('delivery-summary')).toHaveClass('text-danger');
  });

  it('shows a dash for research published before the delivery log, and no export when nobody was to be alerted', () => {
    const { rerender } = renderWithApp(<DeliveryStatus delivery={null} label="Old Stock" />);
    expect(screen.getByText('—')).toBeInTheDocument();
    rerender(
      <DeliveryStatus
        delivery={deliverySummaryOf(8, { total: 0, sent: 0, failed: 0, bounced: 0, firstSentAt: null, lastSentAt: null })}
        label="X"
      />,
    );
    expect(screen.getByTestId('delivery-summary')).toHaveTextContent('No entitled subscribers: nothing to send.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("exports the publication's log as CSV, fetched with the app's token, saved as deliveries-<seq>.csv", async () => {
    const csv = new Blob(['User id,Email\r\n'], { type: 'text/csv' });
    api.deliveryLogCsv.mockResolvedValue(csv);
    const { user } = renderWithApp(<DeliveryStatus delivery={delivered} label="Tata Motors" />);
    await user.click(screen.getByRole('button', { name: 'Export the delivery log of Tata Motors as CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.deliveryLogCsv).toHaveBeenCalledWith(7);
    expect(created).toEqual([csv]);
    expect(clicked[0]).toEqual({ href: 'blob:test/1', download: 'deliveries-7.csv' });
  });

  it('says so when the export fails', async () => {
    api.deliveryLogCsv.mockRejectedValue(new Error('network'));
    const { user } = renderWithApp(<DeliveryStatus delivery={delivered} label="Tata Motors" />);
    await user.click(screen.getByRole('button', { name: 'Export the delivery log of Tata Motors as CSV' }));
    await waitFor(() => expect(toastTexts().join()).toMatch(/could not be downloaded|unavailable|reach/i));
    expect(clicked).toHaveLength(0);
  });
});
