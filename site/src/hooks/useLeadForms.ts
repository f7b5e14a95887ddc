import { graphql, useStaticQuery } from 'gatsby';

/** A choice in a lead form: `value` is sent with the answer and stays when editors rename `label`. */
export interface FormOption {
  value: string;
  label: string;
}
/** A /welcome question; `key` names the answer it fills (budget, investment or strategy). */
export interface Question {
  key: string;
  legend: string;
  options: FormOption[];
}
export interface LeadForms {
  questions: Question[];
  contactLevels: FormOption[];
  /** With the placeholders {firm} (the firm's name) and {link} (consentPageLabel → consentPageHref). */
  consentText: string;
  consentPageLabel: string;
  consentPageHref: string;
}

/** The lead forms' editable texts and options (CMS single type "Lead forms"). */
export function useLeadForms(): LeadForms {
  const data = useStaticQuery<{ strapiLeadForm: LeadForms }>(graphql`
    query LeadForms {
      strapiLeadForm {
        questions {
          key
          legend
          options {
            value
            label
          }
        }
        contactLevels {
          value
          label
        }
        consentText
        consentPageLabel
        consentPageHref
      }
    }
  `);
  return data.strapiLeadForm;
}
