import * as React from 'react';
import { graphql } from 'gatsby';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import SectionShell from '../ui/SectionShell';
import CmsLink from '../ui/CmsLink';
import Subscribe from './Subscribe';
import { usePageData, type Plan } from '../../lib/page-data';
import { useSettings } from '../../hooks/useSettings';
import { formatINR } from '../../lib/format';
import * as styles from './PricingTable.module.scss';

export type PricingTableSection = Queries.PricingTableSectionFragment;

const monthsLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** Check or dash with a spoken equivalent. */
function Mark({ included }: { included: boolean }) {
  return (
    <>
      <svg className={included ? styles.yes : styles.no} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {included ? (
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M5 10h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
    </>
  );
}

/** Subscribe: sign up, or confirm, pay and record the payment (Subscribe.tsx). */
function SubscribeButton({ plan, block }: { plan: Plan; block?: boolean }) {
  return <Subscribe months={plan.months} planName={plan.name} block={block} />;
}

/** The plan's payment link from the CMS, through the one safe-link rule (no button when it is not a safe link). */
function BuyNow({ plan }: { plan: Plan }) {
  return (
    <CmsLink
      className="btn-cta w-100"
      href={plan.paymentLink}
      target="_blank"
      rel="noopener"
      aria-label={`Buy now: ${plan.name} (opens in a new tab)`}
    >
      Buy now
    </CmsLink>
  );
}

function PlanCard({ plan, action }: { plan: Plan; action?: React.ReactNode }) {
  return (
    <article className={`card-soft h-100 ${styles.card} ${plan.isDefault ? styles.featuredCard : ''}`}>
      {plan.isDefault && <p className={styles.ribbon}>Most popular</p>}
      <h3 className={styles.cardTitle}>{plan.name}</h3>
      <p className={styles.months}>
        {/* Skip the duration when the name already says it ("24 Months"). */}
        {!plan.name.toLowerCase().includes(`${plan.months} month`) && `${monthsLabel(plan.months)} · `}
        {plan.stocks} {plan.stocks === 1 ? 'stock' : 'stocks'}
      </p>
      <p className={styles.priceLine}>
        {plan.strikePrice != null && plan.strikePrice > plan.price && (
          <>
            <span className="visually-hidden">Regular price </span>
            <s className={styles.strike}>{formatINR(plan.strikePrice)}</s> <span className="visually-hidden">, offer price </span>
          </>
        )}
        <span className={styles.price}>{formatINR(plan.price)}</span>
      </p>
      {plan.instalmentText && <p className={styles.instalment}>{plan.instalmentText}</p>}
      <ul className={styles.features}>
        {plan.features.map((f, i) => (
          <li key={i} className={f.included ? undefined : styles.excluded}>
            <Mark included={!!f.included} />
            <span>{f.text}</span>
          </li>
        ))}
      </ul>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

/** Row i's label: the words all plans share at the end ("10 / 20 stock recommendations" → "Stock recommendations"). */
function rowLabel(texts: string[]): { label: string; differs: boolean } {
  if (texts.every((t) => t === texts[0])) return { label: texts[0], differs: false };
  const words = texts.map((t) => t.split(' '));
  let n = 0;
  while (words.every((w) => w.length > n && w[w.length - 1 - n] === words[0][words[0].length - 1 - n])) n += 1;
  const shared = words[0].slice(words[0].length - n).join(' ');
  return { label: shared ? shared.charAt(0).toUpperCase() + shared.slice(1) : texts[0], differs: true };
}

/** Wide screens: plans side by side. */
function ComparisonTable({ plans, caption }: { plans: Plan[]; caption: string }) {
  const rows = Math.max(...plans.map((p) => p.features.length));
  const col = (p: Plan) => (p.isDefault ? styles.featuredCol : undefined);
  return (
    <div className={styles.wide}>
      <div className="table-responsive">
        <table className={`table align-middle mb-0 ${styles.table}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td />
              {plans.map((p) => (
                <th key={p.id} scope="col" className={col(p)}>
                  {p.isDefault && <span className={styles.ribbon}>Most popular</span>}
                  <span className={styles.planName}>{p.name}</span>
                  <span className={styles.months}>{monthsLabel(p.months)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price</th>
              {plans.map((p) => (
                <td key={p.id} className={col(p)}>
                  <span className={styles.price}>{formatINR(p.price)}</span>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Payment</th>
              {plans.map((p) => (
                <td key={p.id} className={`${col(p) ?? ''} ${styles.instalment}`}>
                  {p.instalmentText ?? '—'}
                </td>
              ))}
            </tr>
            {Array.from({ length: rows }, (_, i) => {
              const { label, differs } = rowLabel(plans.map((p) => p.features[i]?.text ?? ''));
              return (
                <tr key={i}>
                  <th scope="row">{label}</th>
                  {plans.map((p) => {
                    const f = p.features[i];
                    return (
                      <td key={p.id} className={col(p)}>
                        <Mark included={!!f?.included} />
                        {/* Where plans differ in quantity ("2" vs "Unlimited" strategy calls), show each plan's wording. */}
                        {differs && f?.included && <span className={styles.cellText}>{f.text}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td />
              {plans.map((p) => (
                <td key={p.id} className={col(p)}>
                  <SubscribeButton plan={p} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/** Phones: one plan at a time behind tabs; the default plan is active in the static HTML. */
function PlanTabs({ plans }: { plans: Plan[] }) {
  const id = React.useId();
  const initial = String((plans.find((p) => p.isDefault) ?? plans[0]).strapi_id);
  return (
    <div className={styles.narrow}>
      <Tab.Container id={`plans${id}`} defaultActiveKey={initial} transition={false}>
        {/* Nav.Link directly in the tablist (no Nav.Item wrappers) so each tab is owned by the tablist. */}
        <Nav variant="pills" fill className={styles.tabs} aria-label="Plans">
          {plans.map((p) => (
            <Nav.Link key={p.id} as="button" type="button" eventKey={String(p.strapi_id)} className={styles.tab}>
              {p.name} <span className={styles.tabMonths}>{monthsLabel(p.months)}</span>
            </Nav.Link>
          ))}
        </Nav>
        <Tab.Content>
          {plans.map((p) => (
            <Tab.Pane key={p.id} eventKey={String(p.strapi_id)}>
              <PlanCard plan={p} action={<SubscribeButton plan={p} block />} />
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
    </div>
  );
}

/** Plans of one audience: comparison table (pricing page), hosted-payment cards (landing) or simple cards (account). */
export default function PricingTable({ section }: { section: PricingTableSection; index: number }) {
  const settings = useSettings();
  const plans = usePageData().plans.filter((p) => p.audience === section.audience);
  if (plans.length === 0) return null;
  // The risk warning is always shown in its own paragraph, so don't repeat it inside the note.
  const note = section.note?.replace(settings.riskWarning, '').trim();
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={section.intro}>
      {section.audience === 'pricing' ? (
        <>
          {/* Both layouts are in the HTML; CSS shows one at 600px, so nothing shifts and no JS decides. */}
          <ComparisonTable plans={plans} caption={section.heading || 'Compare subscription plans'} />
          <PlanTabs plans={plans} />
        </>
      ) : (
        <div className="row g-4 justify-content-center">
          {plans.map((p) => (
            <div key={p.id} className="col-md-6 col-lg-5 col-xl-4">
              <PlanCard plan={p} action={section.audience === 'landing' ? <BuyNow plan={p} /> : <SubscribeButton plan={p} block />} />
            </div>
          ))}
        </div>
      )}
      {note && <p className={styles.note}>{note}</p>}
      <p className="risk-warning mb-0 mt-3">{settings.riskWarning}</p>
    </SectionShell>
  );
}

export const query = graphql`
  fragment PricingTableSection on STRAPI__COMPONENT_SECTIONS_PRICING_TABLE {
    anchor
    heading
    intro
    audience
    note
  }
`;
