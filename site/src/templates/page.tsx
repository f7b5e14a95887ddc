import * as React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import BareLayout from '../components/layout/BareLayout';
import Seo from '../components/layout/Seo';
import { Sections } from '../components/sections';
import { pageDataOf, PageDataProvider } from '../lib/page-data';
import { isFilled } from '../lib/cms-data';
import { ToastProvider } from 'app-routes';
import { hasUnverifiedClaims } from 'contracts';
import ClaimsDisclaimer from '../components/ui/ClaimsDisclaimer';

type PageQuery = Queries.PageTemplateQuery;

/** Every CMS page: its sections in order, in the standard or the bare (landing) layout. */
export default function PageTemplate({ data }: PageProps<PageQuery>) {
  const pageData = React.useMemo(() => pageDataOf(data), [data]);
  const { page } = data;
  // gatsby-node made this page from the CMS page of this id, so the query finds it.
  if (!page) return null;
  // The page's own claims, or those of the features, plans and testimonials it shows (advertisement code).
  const unverifiedClaims = [page, ...pageData.features, ...pageData.plans, ...pageData.testimonials].some(hasUnverifiedClaims);
  // Toasts of the page's forms (bottom right); the client-only app has its own.
  const content = (
    <PageDataProvider value={pageData}>
      <ToastProvider>
        {unverifiedClaims && <ClaimsDisclaimer />}
        <Sections sections={page.sections} />
      </ToastProvider>
    </PageDataProvider>
  );
  return page.layout === 'bare' ? <BareLayout stickyCta={page.stickyCta}>{content}</BareLayout> : <Layout>{content}</Layout>;
}

export function Head({ data }: HeadProps<PageQuery>) {
  const { page } = data;
  if (!isFilled(page, 'title', 'slug', 'description')) return null;
  // The catch-all (unknown paths show Home) is canonically the home page.
  const path = page.slug === 'home' ? '/' : `/${page.slug}`;
  return <Seo title={page.title} description={page.description} path={path} />;
}

export const query = graphql`
  query PageTemplate(
    $id: String!
    $faqCategories: [String]
    $featureGroups: [String]
    $planAudiences: [String]
    $withTestimonials: Boolean!
    $withSampleStocks: Boolean!
    $withStockSeries: Boolean!
    $withGrowthChart: Boolean!
    $withEscalation: Boolean!
    $withComplaints: Boolean!
  ) {
    page: strapiPage(id: { eq: $id }) {
      title
      slug
      description
      layout
      adCodeFlags
      claimsVerified
      stickyCta {
        label
        target
        offset
      }
      ...PageSections
    }
    faqs: allStrapiFaq(filter: { category: { in: $faqCategories } }, sort: { position: ASC }) {
      nodes {
        id
        question
        category
        answer {
          data {
            answer
          }
        }
      }
    }
    features: allStrapiFeature(filter: { group: { in: $featureGroups } }, sort: { position: ASC }) {
      nodes {
        id
        title
        description
        note
        group
        adCodeFlags
        claimsVerified
      }
    }
    plans: allStrapiPlan(filter: { audience: { in: $planAudiences } }, sort: [{ position: ASC }, { months: ASC }]) {
      nodes {
        id
        strapi_id
        name
        months
        price
        strikePrice
        stocks
        instalmentText
        isDefault
        paymentLink
        audience
        features {
          text
          included
        }
        adCodeFlags
        claimsVerified
      }
    }
    testimonials: allStrapiTestimonial(sort: { position: ASC }) @include(if: $withTestimonials) {
      nodes {
        id
        name
        description
        slug
        location
        adCodeFlags
        claimsVerified
      }
    }
    sampleStocks: allStrapiSampleStock(sort: { position: ASC }) @include(if: $withSampleStocks) {
      nodes {
        id
        name
        slug
        returnPercent
        logo {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 64, height: 64, placeholder: NONE)
            }
          }
        }
        chartImage {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 400, placeholder: BLURRED)
            }
          }
        }
      }
    }
    stockSeries: allStrapiStockSeries(sort: { position: ASC }) @include(if: $withStockSeries) {
      nodes {
        id
        name
        slug
        points {
          date
          high
        }
      }
    }
    growthChart: strapiGrowthChart @include(if: $withGrowthChart) {
      title
      portfolioLabel
      indexLabel
      note
      points {
        year
        portfolio
        index
      }
    }
    escalationContacts: allStrapiEscalationContact(sort: { level: ASC }) @include(if: $withEscalation) {
      nodes {
        id
        designation
        contactPerson
        address
        phone
        email
        alternateEmail
        workingHours
        level
      }
    }
    complaintMonths: allStrapiComplaintData(sort: { month: DESC }) @include(if: $withComplaints) {
      nodes {
        month
        publishedAt
        impersonation
        monthlyRows {
          source
          pendingLastMonth
          received
          resolved
          totalPending
          pendingOver3Months
          averageResolutionDays
        }
        monthlyTrend {
          period
          carriedForward
          received
          resolved
          pending
        }
        annualTrend {
          period
          carriedForward
          received
          resolved
          pending
        }
      }
    }
  }
`;
