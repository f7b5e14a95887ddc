/** The users list's flag of an open cancellation request: when it was made and the refund quoted then. */
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import type { CancellationRequestView } from 'contracts';
import { CancellationRequestBadge } from '../CancellationRequestBadge';

const request = (status: CancellationRequestView['status']): CancellationRequestView => ({
  id: 4,
  status,
  requestedAt: '2026-03-20T10:00:00.000Z',
  noticeEndsOn: '2026-03-30',
  quotedRefund: 26666_66,
  closedAt: null,
});

describe('Cancellation request badge', () => {
  it('an open request: the day it was made and the refund quoted', () => {
    const { container } = render(<CancellationRequestBadge request={request('open')} />);
    expect(container).toHaveTextContent('Cancellation requested on 20 Mar 2026, refund quoted ₹26,666.66');
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-03-20T10:00:00.000Z');
  });

  it('none, or one no longer open: nothing', () => {
    expect(render(<CancellationRequestBadge request={null} />).container).toBeEmptyDOMElement();
    expect(render(<CancellationRequestBadge request={request('withdrawn')} />).container).toBeEmptyDOMElement();
  });
});
