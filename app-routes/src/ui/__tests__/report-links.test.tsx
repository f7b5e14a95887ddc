/**
 * Report links typed by the administrator reach subscribers (My Account cards, the updates dialog)
 * and the admin lists only through the shared safe-link rule: a `javascript:` or `data:` link
 * renders as no link.
 */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import StockCard from '../../screens/account/StockCard';
import UpdatesDialog from '../../screens/account/UpdatesDialog';
import { ReportLink } from '../../screens/admin/parts';
import type { Stock } from 'contracts';

const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(localStorage.accesstoken)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/r.pdf',
];

const stock = (reportLink: string | null, reportLinks: (string | null)[] = []): Stock =>
  ({
    id: 7,
    name: 'Acme Industries',
    description: 'A stock.',
    code: 'INE000A01010',
    nseCode: 'ACME',
    bseCode: null,
    reportLink,
    update: reportLinks.map((report_link, i) => ({
      id: i + 1,
      type: 'Buy',
      description: `Update ${i + 1}`,
      report_link,
      stockId: 7,
      createdAt: '2026-01-0' + (i + 1),
    })),
  }) as unknown as Stock;

function expectNoUnsafeHref() {
  for (const a of Array.from(document.querySelectorAll('[href]'))) {
    expect(a.getAttribute('href')).not.toMatch(/^\s*java\s*script:|^\s*data:|^\/\//i);
  }
}

describe('My Account stock card', () => {
  it.each(UNSAFE)('%p renders no Download Full Report link', (link) => {
    render(<StockCard stock={stock(link)} number={1} onUpdates={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Download Full Report' })).toBeNull();
    expectNoUnsafeHref();
  });

  it('a safe link renders, opening in a new tab', () => {
    render(<StockCard stock={stock('https://reports.example.com/acme.pdf')} number={1} onUpdates={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Download Full Report' });
    expect(link).toHaveAttribute('href', 'https://reports.example.com/acme.pdf');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('private reports', () => {
  const signed = '/api/Reports/3/download?sig=abc&exp=1795000000&u=7';

  it("the card's Download Full Report opens the signed stamped copy when there is one, else the legacy link", () => {
    render(
      <StockCard
        stock={{ ...stock('https://reports.example.com/acme.pdf'), reportId: 3, reportUrl: signed }}
        number={1}
        onUpdates={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download Full Report' })).toHaveAttribute('href', signed);
  });

  it("an update's Download opens its signed copy when there is one", () => {
    const s = stock(null, ['https://reports.example.com/u1.pdf', 'https://reports.example.com/u2.pdf']);
    s.update![1] = { ...s.update![1], reportId: 3, reportUrl: signed };
    render(<UpdatesDialog stock={s} onClose={() => undefined} />);
    expect(screen.getAllByRole('link', { name: 'Download' }).map((a) => a.getAttribute('href'))).toEqual([
      'https://reports.example.com/u1.pdf',
      signed,
    ]);
  });
});

describe('Updates dialog', () => {
  it('shows Download only for the safe report links', () => {
    render(<UpdatesDialog stock={stock(null, ['https://reports.example.com/u1.pdf', ...UNSAFE, null])} onClose={() => undefined} />);
    const links = screen.getAllByRole('link', { name: 'Download' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://reports.example.com/u1.pdf');
    expectNoUnsafeHref();
  });
});

describe('Admin report link', () => {
  it.each(UNSAFE)('%p renders a dash', (link) => {
    render(<ReportLink href={link} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('a site path renders', () => {
    render(<ReportLink href="/reports/acme.pdf" />);
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('href', '/reports/acme.pdf');
  });
});
