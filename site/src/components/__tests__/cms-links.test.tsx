/**
 * Every place the site renders a CMS-supplied URL goes through the one safe-link rule: a
 * `javascript:` or `data:` link an editor managed to store renders as no link at all, never as a
 * live `href` on the site's origin.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import Hero from '../sections/Hero';
import CallToAction from '../sections/CallToAction';
import PricingTable from '../sections/PricingTable';
import ContactDetails from '../sections/ContactDetails';
import BareLayout from '../layout/BareLayout';
import { MarkdownLink } from '../ui/Markdown';
import { PageDataProvider, emptyPageData, type Plan } from '../../lib/page-data';

const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
];

const SOCIAL = [
  { platform: 'facebook', url: 'https://www.facebook.com/acme' },
  { platform: 'twitter', url: 'javascript:alert(1)' },
  { platform: 'youtube', url: 'data:text/html,<b>x</b>' },
  { platform: 'linkedin', url: 'http://www.linkedin.com/company/acme' },
];

jest.mock('../../hooks/useSettings', () => ({
  useSettings: () => ({
    firmName: 'Acme Research Analysts',
    tagline: '',
    logo: null,
    sebiRegistrationNumber: 'INH000000000',
    bseEnlistmentNumber: '0000',
    registrationValidity: null,
    address: '1 MG Road',
    officeHours: '10-6',
    supportEmail: 'support@example.in',
    whatsappNumber: null,
    trackingPixelId: null,
    phones: [],
    emails: [],
    socialLinks: SOCIAL,
    riskWarning: 'Risk.',
    illustrationNote: '',
    footerDisclaimer: '',
    siteUrl: 'https://example.in',
  }),
}));

/** No element of the rendered tree carries an unsafe href. */
function expectNoUnsafeHref(container: HTMLElement) {
  for (const a of Array.from(container.querySelectorAll('[href]'))) {
    const href = a.getAttribute('href')!;
    expect(href).not.toMatch(/^\s*(java|vb)\s*script:|^\s*data:|^\s*\/[\\/]/i);
  }
}

const HERO = { eyebrow: null, heading: 'Research', subheading: null, ctaLabel: 'Start now', tone: null, image: null };
const CALL_TO_ACTION = { anchor: null, heading: 'Ready?', body: null, buttonLabel: 'Subscribe' };

describe('Hero button', () => {
  it.each(UNSAFE)('%p renders no button', (ctaLink) => {
    const { container } = render(<Hero index={0} section={{ ...HERO, ctaLink }} />);
    expect(screen.queryByRole('link', { name: 'Start now' })).toBeNull();
    expectNoUnsafeHref(container);
  });

  it.each([['/pricing'], ['#pricing'], ['https://example.in/x'], ['mailto:support@example.in']])('%p renders the button', (ctaLink) => {
    render(<Hero index={0} section={{ ...HERO, ctaLink }} />);
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', ctaLink);
  });
});

describe('Call-to-action button', () => {
  it.each(UNSAFE)('%p renders the heading and no button', (buttonLink) => {
    const { container } = render(<CallToAction index={0} section={{ ...CALL_TO_ACTION, buttonLink }} />);
    expect(screen.getByRole('heading', { name: 'Ready?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
    expectNoUnsafeHref(container);
  });

  it('a site path renders the button', () => {
    render(<CallToAction index={0} section={{ ...CALL_TO_ACTION, buttonLink: '/pricing' }} />);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/pricing');
  });
});

describe('Pricing table (landing): Buy now', () => {
  const plan = (id: number, paymentLink: string): Plan => ({
    id: `p${id}`,
    strapi_id: id,
    name: `Plan ${id}`,
    months: 12,
    price: 1000,
    strikePrice: null,
    stocks: 10,
    instalmentText: null,
    isDefault: null,
    paymentLink,
    adCodeFlags: null,
    claimsVerified: null,
    audience: 'landing',
    features: [{ text: 'Stocks', included: true }],
  });

  it('shows Buy now only for the plans whose payment link is safe', () => {
    const plans = [plan(1, 'https://rzp.io/l/one'), ...UNSAFE.map((u, i) => plan(i + 2, u))];
    const { container } = render(
      <PageDataProvider value={{ ...emptyPageData, plans }}>
        <PricingTable index={0} section={{ anchor: null, heading: 'Plans', intro: null, audience: 'landing', note: null }} />
      </PageDataProvider>,
    );
    const buy = screen.getAllByRole('link', { name: /^Buy now/ });
    expect(buy).toHaveLength(1);
    expect(buy[0]).toHaveAttribute('href', 'https://rzp.io/l/one');
    expectNoUnsafeHref(container);
  });
});

describe('Contact details: social links', () => {
  it('renders the safe ones and drops javascript: and data:', () => {
    const { container } = render(<ContactDetails index={0} section={{ anchor: null, heading: 'Contact' }} />);
    const hrefs = Array.from(container.querySelectorAll('a[href]')).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://www.facebook.com/acme');
    expect(hrefs).toContain('http://www.linkedin.com/company/acme');
    expectNoUnsafeHref(container);
  });
});

describe('Markdown links', () => {
  it.each(UNSAFE)('%p leaves the text only', (href) => {
    const { container } = render(<MarkdownLink href={href}>click me</MarkdownLink>);
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expectNoUnsafeHref(container);
  });

  it('a web link opens in a new tab, a site path does not', () => {
    render(
      <>
        <MarkdownLink href="https://scores.sebi.gov.in">SCORES</MarkdownLink>
        <MarkdownLink href="/grievance">Grievance</MarkdownLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'SCORES' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Grievance' })).toHaveAttribute('href', '/grievance');
    expect(screen.getByRole('link', { name: 'Grievance' })).not.toHaveAttribute('target');
  });
});

describe('Sticky call to action (bare pages)', () => {
  it.each([...UNSAFE, '/pricing'])('target %p renders no button', (target) => {
    const { container } = render(
      <BareLayout stickyCta={{ label: 'Get the report', target, offset: null }}>
        <p>content</p>
      </BareLayout>,
    );
    expect(screen.queryByRole('link', { name: 'Get the report' })).toBeNull();
    expectNoUnsafeHref(container);
  });

  it('an #anchor renders the button', () => {
    render(
      <BareLayout stickyCta={{ label: 'Get the report', target: '#form', offset: null }}>
        <p>content</p>
      </BareLayout>,
    );
    expect(screen.getByRole('link', { name: 'Get the report' })).toHaveAttribute('href', '#form');
  });
});
