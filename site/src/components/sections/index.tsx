/**
 * Section registry: a page's dynamic zone entry (by GraphQL type) → the component rendering it.
 * Each section module exports its GraphQL fragment, composed here (PageSections), which the page's
 * query in templates/page.tsx spreads.
 */
import * as React from 'react';
import { graphql } from 'gatsby';
import Hero from './Hero';
import RichText from './RichText';
import Stats from './Stats';
import Features from './Features';
import Highlight from './Highlight';
import CallToAction from './CallToAction';
import FreeReport from './FreeReport';
import StockChart from './StockChart';
import GrowthChart from './GrowthChart';
import Testimonials from './Testimonials';
import FaqList from './FaqList';
import SampleStocks from './SampleStocks';
import PricingTable from './PricingTable';
import ContactDetails from './ContactDetails';
import DisclaimerFooter from './DisclaimerFooter';
import LeadForm from './LeadForm';
import EscalationMatrix from './EscalationMatrix';
import ComplaintData from './ComplaintData';
import Questionnaire from './Questionnaire';

const T = 'STRAPI__COMPONENT_SECTIONS_';

// Each component takes its own section's fields: `never` accepts every one of them here, and
// the page's query (one fragment per type) is what pairs a section with its component.
type SectionComponent = React.ComponentType<{ section: never; index: number }>;

export const SECTIONS: Record<string, SectionComponent> = {
  [`${T}HERO`]: Hero,
  [`${T}RICH_TEXT`]: RichText,
  [`${T}STATS`]: Stats,
  [`${T}FEATURES`]: Features,
  [`${T}HIGHLIGHT`]: Highlight,
  [`${T}CALL_TO_ACTION`]: CallToAction,
  [`${T}FREE_REPORT`]: FreeReport,
  [`${T}STOCK_CHART`]: StockChart,
  [`${T}GROWTH_CHART`]: GrowthChart,
  [`${T}TESTIMONIALS`]: Testimonials,
  [`${T}FAQ_LIST`]: FaqList,
  [`${T}SAMPLE_STOCKS`]: SampleStocks,
  [`${T}PRICING_TABLE`]: PricingTable,
  [`${T}CONTACT_DETAILS`]: ContactDetails,
  [`${T}DISCLAIMER_FOOTER`]: DisclaimerFooter,
  [`${T}LEAD_FORM`]: LeadForm,
  [`${T}ESCALATION_MATRIX`]: EscalationMatrix,
  [`${T}COMPLAINT_DATA`]: ComplaintData,
  [`${T}QUESTIONNAIRE`]: Questionnaire,
};

/** A page's sections as its query reads them: each with its type and id, besides its own fields. */
type SectionList = ReadonlyArray<{ readonly __typename: string; readonly id: string } | null> | null;

/**
 * Each section is a Suspense boundary of its own: React 18 hydrates the page's shell first and a
 * boundary's server HTML after it, in slices that yield to the browser between them, so a long
 * page no longer hydrates in one long task that blocks a first tap or scroll. Memoized: the page
 * re-rendering with the same sections must not reach a boundary that has not hydrated yet (React
 * would drop its server HTML if a part inside it waits, as deferred texts do).
 */
export const Sections = React.memo(function Sections({ sections }: { sections: SectionList }) {
  return (
    <>
      {(sections ?? []).map((section, index) => {
        const Component = section && SECTIONS[section.__typename];
        return Component ? (
          <React.Suspense key={section.id ?? index} fallback={null}>
            <Component section={section as never} index={index} />
          </React.Suspense>
        ) : null;
      })}
    </>
  );
});

/** A page's sections, each type with its own fragment (found by Gatsby's query extraction in any file of src/). */
export const query = graphql`
  fragment PageSections on STRAPI_PAGE {
    sections {
      __typename
      ... on STRAPI__COMPONENT_SECTIONS_HERO {
        id
        ...HeroSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
        id
        ...RichTextSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_STATS {
        id
        ...StatsSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_FEATURES {
        id
        ...FeaturesSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_HIGHLIGHT {
        id
        ...HighlightSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION {
        id
        ...CallToActionSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_FREE_REPORT {
        id
        ...FreeReportSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_STOCK_CHART {
        id
        ...StockChartSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_GROWTH_CHART {
        id
        ...GrowthChartSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
        id
        ...TestimonialsSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_FAQ_LIST {
        id
        ...FaqListSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_SAMPLE_STOCKS {
        id
        ...SampleStocksSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_PRICING_TABLE {
        id
        ...PricingTableSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_CONTACT_DETAILS {
        id
        ...ContactDetailsSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_DISCLAIMER_FOOTER {
        id
        ...DisclaimerFooterSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_LEAD_FORM {
        id
        ...LeadFormSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_ESCALATION_MATRIX {
        id
        ...EscalationMatrixSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_COMPLAINT_DATA {
        id
        ...ComplaintDataSection
      }
      ... on STRAPI__COMPONENT_SECTIONS_QUESTIONNAIRE {
        id
        ...QuestionnaireSection
      }
    }
  }
`;
