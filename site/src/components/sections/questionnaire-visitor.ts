/**
 * Who answers the /welcome questionnaire: the fields that ask for the visitor when
 * the site does not know them, whether it knows enough, and the answer sent with who gave it.
 */
import type { QuestionnaireAnswer, QuestionnaireFlavour } from 'contracts';
import type { Visitor } from '../../lib/visitor';
import { NAME, email, mobile, type FieldSpec, type LeadValues } from './LeadField';

/** Each question's key (budget, investment, strategy) → the value of the chosen option ('' before a choice). */
export type QuestionnaireAnswers = Record<string, string>;

/**
 * What is sent: the answers with who gave them: the welcome flavour keeps the visitor's
 * phone, the newsletter flavour their email.
 */
export function answerOf(answers: QuestionnaireAnswers, visitor: Visitor, newsletter: boolean): QuestionnaireAnswer {
  return {
    name: visitor.name ?? '',
    ...(newsletter ? { email: visitor.email ?? '' } : { phone: visitor.phone ?? '' }),
    newsletter,
    budget: answers.budget,
    investment: answers.investment,
    strategy: answers.strategy,
  };
}

/**
 * The fields that say who the visitor is, per flavour, as the lead forms show them (LeadField.tsx)
 * and validate them (contracts' questionnaireVisitorSchemas, the lead forms' own rules).
 */
export const VISITOR_FIELDS: Record<QuestionnaireFlavour, FieldSpec[]> = {
  welcome: [{ ...NAME, col: 'col-md-6' }, mobile()],
  newsletter: [{ ...NAME, col: 'col-md-6' }, email()],
};

/** Whether the site knows enough of the visitor to send the flavour's answers: the name, and the phone or the email. */
export const knowsEnough = (visitor: Visitor, newsletter: boolean): boolean =>
  Boolean(visitor.name && (newsletter ? visitor.email : visitor.phone));

/** The visitor as the fields hold them (the welcome flavour's mobile is the visitor's phone). */
export const visitorOf = (v: LeadValues, newsletter: boolean): Visitor =>
  newsletter ? { name: v.name, email: v.email } : { name: v.name, phone: v.mobile };
