import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { filled, requireFilled } from '../lib/cms-data';

type LeadFormsEntry = Queries.LeadFormsQuery['strapiLeadForm'];

/**
 * The lead forms' content with the fields the CMS requires present. A choice's `value` is sent
 * with the answer and stays when editors rename its `label`; a question's `key` names the answer
 * it fills (budget, investment or strategy). The consent text has the placeholders {firm} (the
 * firm's name) and {link} (consentPageLabel → consentPageHref).
 */
function leadFormsOf(entry: LeadFormsEntry) {
  const forms = requireFilled('Lead forms', entry, 'consentText', 'consentPageLabel', 'consentPageHref');
  return {
    ...forms,
    questions: filled(forms.questions, 'key', 'legend').map((question) => ({
      ...question,
      options: filled(question.options, 'value', 'label'),
    })),
    contactLevels: filled(forms.contactLevels, 'value', 'label'),
  };
}

export type LeadForms = ReturnType<typeof leadFormsOf>;

/** The lead forms' editable texts and options (CMS single type "Lead forms"). */
export function useLeadForms(): LeadForms {
  const data = useStaticQuery<Queries.LeadFormsQuery>(graphql`
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
  return React.useMemo(() => leadFormsOf(data.strapiLeadForm), [data]);
}
