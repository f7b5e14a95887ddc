import type { Schema, Struct } from '@strapi/strapi';

export interface ChartsGrowthPoint extends Struct.ComponentSchema {
  collectionName: 'components_charts_growth_point';
  info: {
    displayName: 'Growth point';
    icon: 'chartCircle';
  };
  attributes: {
    index: Schema.Attribute.Decimal & Schema.Attribute.Required;
    portfolio: Schema.Attribute.Decimal & Schema.Attribute.Required;
    year: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ChartsPoint extends Struct.ComponentSchema {
  collectionName: 'components_charts_point';
  info: {
    displayName: 'Date/High point';
    icon: 'chartCircle';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    high: Schema.Attribute.Decimal & Schema.Attribute.Required;
  };
}

export interface ComplaintsMonthFigures extends Struct.ComponentSchema {
  collectionName: 'components_complaints_month_figures';
  info: {
    description: "A row of Annexure B's monthly table: pending at the end of last month + received \u2212 resolved = total pending";
    displayName: "Complaints: month's figures by source";
    icon: 'layout';
  };
  attributes: {
    averageResolutionDays: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    pendingLastMonth: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    pendingOver3Months: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    received: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    resolved: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    source: Schema.Attribute.Enumeration<['Directly from Investors', 'SEBI (SCORES)', 'Other Sources (if any)', 'Grand Total']> &
      Schema.Attribute.Required;
    totalPending: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
  };
}

export interface ComplaintsTrendFigures extends Struct.ComponentSchema {
  collectionName: 'components_complaints_trend_figures';
  info: {
    description: 'A month (YYYY-MM) or financial year (2025-26), or the Grand Total: carried forward + received \u2212 resolved = pending';
    displayName: 'Complaints: trend row';
    icon: 'layout';
  };
  attributes: {
    carriedForward: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    pending: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    period: Schema.Attribute.String & Schema.Attribute.Required;
    received: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    resolved: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
  };
}

export interface LeadFormsOption extends Struct.ComponentSchema {
  collectionName: 'components_lead_forms_options';
  info: {
    description: 'A choice in a lead form: the label visitors see, and the value sent with the answer (keep the value when renaming the label)';
    displayName: 'Form option';
    icon: 'bulletList';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    value: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
  };
}

export interface LeadFormsQuestion extends Struct.ComponentSchema {
  collectionName: 'components_lead_forms_questions';
  info: {
    description: 'One question of the /welcome questionnaire; its key names the answer sent (budget, investment or strategy) and never changes';
    displayName: 'Questionnaire question';
    icon: 'question';
  };
  attributes: {
    key: Schema.Attribute.Enumeration<['budget', 'investment', 'strategy']> & Schema.Attribute.Required;
    legend: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    options: Schema.Attribute.Component<'lead-forms.option', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
          min: 2;
        },
        number
      >;
  };
}

export interface SectionsCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_sections_call_to_action';
  info: {
    displayName: 'Call to action';
    icon: 'cursor';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    body: Schema.Attribute.Text;
    buttonLabel: Schema.Attribute.String & Schema.Attribute.Required;
    buttonLink: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsComplaintData extends Struct.ComponentSchema {
  collectionName: 'components_sections_complaint_data';
  info: {
    displayName: 'Complaint data';
    icon: 'layout';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String;
  };
}

export interface SectionsContactDetails extends Struct.ComponentSchema {
  collectionName: 'components_sections_contact_details';
  info: {
    displayName: 'Contact details';
    icon: 'phone';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsDisclaimerFooter extends Struct.ComponentSchema {
  collectionName: 'components_sections_disclaimer_footer';
  info: {
    displayName: 'Disclaimer footer';
    icon: 'shield';
  };
  attributes: {
    body: Schema.Attribute.Text & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Disclaimer'>;
    summary: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsEscalationMatrix extends Struct.ComponentSchema {
  collectionName: 'components_sections_escalation_matrix';
  info: {
    displayName: 'Escalation matrix';
    icon: 'user';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
  };
}

export interface SectionsFaqList extends Struct.ComponentSchema {
  collectionName: 'components_sections_faq_list';
  info: {
    displayName: 'FAQ list';
    icon: 'question';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    category: Schema.Attribute.Enumeration<['general', 'pricing', 'landing']> & Schema.Attribute.Required;
    heading: Schema.Attribute.String;
  };
}

export interface SectionsFeatures extends Struct.ComponentSchema {
  collectionName: 'components_sections_features';
  info: {
    displayName: 'Features';
    icon: 'grid';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    group: Schema.Attribute.Enumeration<['why-us', 'services', 'key', 'included', 'support']> & Schema.Attribute.Required;
    heading: Schema.Attribute.String;
    intro: Schema.Attribute.Text;
    numbered: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface SectionsFreeReport extends Struct.ComponentSchema {
  collectionName: 'components_sections_free_reports';
  info: {
    description: "'Get a free sample report': signed out \u2192 login; signed in \u2192 the report from Site settings is emailed at once";
    displayName: 'Free report call to action';
    icon: 'file';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    body: Schema.Attribute.Text;
    buttonLabel: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'Get a free sample report'>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsGrowthChart extends Struct.ComponentSchema {
  collectionName: 'components_sections_growth_chart';
  info: {
    displayName: 'Growth chart';
    icon: 'chartLine';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
  };
}

export interface SectionsHero extends Struct.ComponentSchema {
  collectionName: 'components_sections_hero';
  info: {
    displayName: 'Hero';
    icon: 'star';
  };
  attributes: {
    ctaLabel: Schema.Attribute.String;
    ctaLink: Schema.Attribute.String;
    eyebrow: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
    subheading: Schema.Attribute.Text;
    tone: Schema.Attribute.Enumeration<['light', 'dark', 'brand']> & Schema.Attribute.DefaultTo<'brand'>;
  };
}

export interface SectionsHighlight extends Struct.ComponentSchema {
  collectionName: 'components_sections_highlight';
  info: {
    displayName: 'Highlighted note';
    icon: 'lightbulb';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    body: Schema.Attribute.Text;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    tone: Schema.Attribute.Enumeration<['success', 'info', 'warning']> & Schema.Attribute.DefaultTo<'success'>;
  };
}

export interface SectionsLeadForm extends Struct.ComponentSchema {
  collectionName: 'components_sections_lead_form';
  info: {
    displayName: 'Lead form';
    icon: 'envelop';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    buttonLabel: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    kind: Schema.Attribute.Enumeration<['free-trial', 'contact', 'landing-contact', 'whatsapp', 'newsletter', 'grievance', 'sales-lead']> &
      Schema.Attribute.Required;
  };
}

export interface SectionsPricingTable extends Struct.ComponentSchema {
  collectionName: 'components_sections_pricing_table';
  info: {
    displayName: 'Pricing table';
    icon: 'shoppingCart';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    audience: Schema.Attribute.Enumeration<['pricing', 'landing', 'account']> & Schema.Attribute.Required;
    heading: Schema.Attribute.String;
    intro: Schema.Attribute.Text;
    note: Schema.Attribute.Text;
  };
}

export interface SectionsQuestionnaire extends Struct.ComponentSchema {
  collectionName: 'components_sections_questionnaire';
  info: {
    displayName: 'Questionnaire';
    icon: 'question';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    newsletterHeading: Schema.Attribute.String;
    newsletterIntro: Schema.Attribute.Text;
  };
}

export interface SectionsRichText extends Struct.ComponentSchema {
  collectionName: 'components_sections_rich_text';
  info: {
    displayName: 'Rich text';
    icon: 'feather';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    heading: Schema.Attribute.String;
  };
}

export interface SectionsSampleStocks extends Struct.ComponentSchema {
  collectionName: 'components_sections_sample_stocks';
  info: {
    displayName: 'Sample stocks';
    icon: 'picture';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String;
    intro: Schema.Attribute.Text;
    limit: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<9>;
    showCharts: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
  };
}

export interface SectionsStats extends Struct.ComponentSchema {
  collectionName: 'components_sections_stats';
  info: {
    displayName: 'Statistics band';
    icon: 'chartBubble';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String;
    items: Schema.Attribute.Component<'shared.stat', true>;
  };
}

export interface SectionsStockChart extends Struct.ComponentSchema {
  collectionName: 'components_sections_stock_chart';
  info: {
    displayName: 'Stock chart';
    icon: 'chartLine';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
  };
}

export interface SectionsTestimonials extends Struct.ComponentSchema {
  collectionName: 'components_sections_testimonials';
  info: {
    displayName: 'Testimonials';
    icon: 'quote';
  };
  attributes: {
    anchor: Schema.Attribute.String;
    heading: Schema.Attribute.String;
    limit: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<6>;
  };
}

export interface SharedLabelledValue extends Struct.ComponentSchema {
  collectionName: 'components_shared_labelled_value';
  info: {
    displayName: 'Labelled value';
    icon: 'bulletList';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedNavLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_nav_links';
  info: {
    description: 'A link in the header or footer: a site path (/pricing, /#services) or a full https:// address';
    displayName: 'Navigation link';
    icon: 'link';
  };
  attributes: {
    href: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface SharedPlanFeature extends Struct.ComponentSchema {
  collectionName: 'components_shared_plan_feature';
  info: {
    displayName: 'Plan feature';
    icon: 'check';
  };
  attributes: {
    included: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    text: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_link';
  info: {
    displayName: 'Social link';
    icon: 'link';
  };
  attributes: {
    platform: Schema.Attribute.Enumeration<['facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'telegram', 'whatsapp']> &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedStat extends Struct.ComponentSchema {
  collectionName: 'components_shared_stat';
  info: {
    displayName: 'Statistic';
    icon: 'chartPie';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedStickyCta extends Struct.ComponentSchema {
  collectionName: 'components_shared_sticky_cta';
  info: {
    displayName: 'Sticky header call to action';
    icon: 'cursor';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    offset: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<-200>;
    target: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedTextItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_item';
  info: {
    displayName: 'Text item';
    icon: 'quote';
  };
  attributes: {
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'charts.growth-point': ChartsGrowthPoint;
      'charts.point': ChartsPoint;
      'complaints.month-figures': ComplaintsMonthFigures;
      'complaints.trend-figures': ComplaintsTrendFigures;
      'lead-forms.option': LeadFormsOption;
      'lead-forms.question': LeadFormsQuestion;
      'sections.call-to-action': SectionsCallToAction;
      'sections.complaint-data': SectionsComplaintData;
      'sections.contact-details': SectionsContactDetails;
      'sections.disclaimer-footer': SectionsDisclaimerFooter;
      'sections.escalation-matrix': SectionsEscalationMatrix;
      'sections.faq-list': SectionsFaqList;
      'sections.features': SectionsFeatures;
      'sections.free-report': SectionsFreeReport;
      'sections.growth-chart': SectionsGrowthChart;
      'sections.hero': SectionsHero;
      'sections.highlight': SectionsHighlight;
      'sections.lead-form': SectionsLeadForm;
      'sections.pricing-table': SectionsPricingTable;
      'sections.questionnaire': SectionsQuestionnaire;
      'sections.rich-text': SectionsRichText;
      'sections.sample-stocks': SectionsSampleStocks;
      'sections.stats': SectionsStats;
      'sections.stock-chart': SectionsStockChart;
      'sections.testimonials': SectionsTestimonials;
      'shared.labelled-value': SharedLabelledValue;
      'shared.nav-link': SharedNavLink;
      'shared.plan-feature': SharedPlanFeature;
      'shared.social-link': SharedSocialLink;
      'shared.stat': SharedStat;
      'shared.sticky-cta': SharedStickyCta;
      'shared.text-item': SharedTextItem;
    }
  }
}
