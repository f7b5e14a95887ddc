/**
 * The data a page carries besides its sections (FAQs, plans, testimonials…), queried by the
 * page template with filters computed in gatsby-node's pageContext, and handed to sections
 * through context so each section component stays a small, self-contained module.
 */
import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface Image {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}
export interface Faq {
  id: string;
  question: string;
  category: string;
  answer: { data: { answer: string } };
}
export interface Feature {
  id: string;
  title: string;
  description: string;
  note?: string | null;
  group: string;
}
export interface Plan {
  id: string;
  strapi_id: number;
  name: string;
  months: number;
  price: number;
  strikePrice?: number | null;
  stocks: number;
  instalmentText?: string | null;
  isDefault?: boolean | null;
  paymentLink?: string | null;
  audience: string;
  features: { text: string; included: boolean }[];
}
export interface Testimonial {
  id: string;
  name: string;
  description: string;
  slug?: string | null;
  location?: string | null;
}
export interface SampleStock {
  id: string;
  name: string;
  slug: string;
  returnPercent: number;
  logo?: Image | null;
  chartImage?: Image | null;
}
export interface StockSeries {
  id: string;
  name: string;
  slug: string;
  points: { date: string; high: number }[];
}
export interface GrowthChart {
  title: string;
  portfolioLabel: string;
  indexLabel: string;
  note?: string | null;
  points: { year: number; portfolio: number; index: number }[];
}
export interface EscalationContact {
  id: string;
  designation: string;
  contactPerson: string;
  address: string;
  phone: string;
  email: string;
  alternateEmail?: string | null;
  workingHours: string;
  level: number;
}
export type Cell = string | null;
export interface ComplaintData {
  monthEnding: string;
  impersonationNote: string;
  monthlyRows: {
    receivedFrom: string;
    pendingLastMonth: Cell;
    received: Cell;
    resolved: Cell;
    totalPending: Cell;
    pendingOverThreeMonths: Cell;
    averageResolutionDays: Cell;
  }[];
  monthlyTrend: { month: string; carriedForward: Cell; received: Cell; resolved: Cell; pending: Cell }[];
  annualTrend: { year: string; carriedForward: Cell; received: Cell; resolved: Cell; pending: Cell }[];
  footnotes: { text: string }[];
}

export interface PageData {
  faqs: Faq[];
  features: Feature[];
  plans: Plan[];
  testimonials: Testimonial[];
  sampleStocks: SampleStock[];
  stockSeries: StockSeries[];
  growthChart: GrowthChart | null;
  escalationContacts: EscalationContact[];
  complaintData: ComplaintData | null;
}

export const emptyPageData: PageData = {
  faqs: [],
  features: [],
  plans: [],
  testimonials: [],
  sampleStocks: [],
  stockSeries: [],
  growthChart: null,
  escalationContacts: [],
  complaintData: null,
};

const PageDataContext = React.createContext<PageData>(emptyPageData);
export const PageDataProvider = PageDataContext.Provider;
export const usePageData = (): PageData => React.useContext(PageDataContext);
