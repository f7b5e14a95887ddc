/**
 * The lead forms' fields per kind: which fields each kind asks for, in which order, with
 * their controls and options; the values a form starts from; the options editors keep in the CMS.
 */
import { COUNTRIES, DEFAULT_COUNTRY, OTHER_LEVEL, type LeadKind } from 'contracts';
import type { LeadForms } from '../../hooks/useLeadForms';
import { NAME, email, mobile, type FieldSpec, type LeadValues } from './LeadField';

export const FIELDS: Record<LeadKind, FieldSpec[]> = {
  'free-trial': [NAME, email(), mobile()],
  contact: [
    NAME,
    email(),
    mobile(),
    {
      name: 'level',
      label: 'What are you looking for?',
      control: 'select',
      options: [['', 'Select an option']],
      cmsOptions: (content) => content.contactLevels,
    },
    { name: 'otherQuery', label: 'Tell us more', control: 'textarea', optional: true, visibleWhen: (v) => v.level === OTHER_LEVEL },
  ],
  'landing-contact': [NAME, email('Email Address'), mobile()],
  whatsapp: [
    NAME,
    {
      name: 'country',
      label: 'Country code',
      control: 'select',
      col: 'col-sm-5',
      options: COUNTRIES.map((c) => [c.code, `${c.name} (${c.dial})`] as const),
    },
    mobile({ name: 'phone', col: 'col-sm-7' }),
  ],
  newsletter: [NAME, email()],
  grievance: [
    NAME,
    email('Subscription Email'),
    mobile({ counter: true }),
    { name: 'details', label: 'Grievance details', control: 'textarea' },
  ],
  'sales-lead': [NAME, mobile(), email()],
};

export const defaultValues = (fields: FieldSpec[]): LeadValues =>
  Object.fromEntries(fields.map((f) => [f.name, f.name === 'country' ? DEFAULT_COUNTRY : '']));

export /** The field with its CMS options (value → option value, label → option text) after its own. */
function withCmsOptions(spec: FieldSpec, content: LeadForms): FieldSpec {
  if (!spec.cmsOptions) return spec;
  return { ...spec, options: [...(spec.options ?? []), ...spec.cmsOptions(content).map((o) => [o.value, o.label] as const)] };
}
