/**
 * What an editor may save in "Lead forms" (api::lead-form.lead-form): the rules the schema alone
 * cannot say, each refused with a message that names the place to fix.
 *
 * Checked in a document-service middleware rather than a database lifecycle: every save (the CMS
 * panel, the REST API, the seed) goes through the document service, and only there does the
 * document arrive whole, its questions with their options; the database layer sees each component
 * row apart. The consent link is checked by the one safe-link rule (lib/safe-links.ts).
 */
import type { Core } from '@strapi/strapi';
import { CONTACT_LEVELS } from 'contracts';
import { errors } from '../../lib/http';
import questionSchema from '../../components/lead-forms/question.json';
import optionSchema from '../../components/lead-forms/option.json';
import leadFormSchema from './content-types/lead-form/schema.json';

export const LEAD_FORM_UID = 'api::lead-form.lead-form' as const;

/** The answers the questionnaire sends, one question each (the enumeration of the question's key). */
export const QUESTION_KEYS: readonly string[] = questionSchema.attributes.key.enum;

/** Placeholders the consent text may use: the firm's name and where the link goes. */
export const CONSENT_PLACEHOLDERS = ['{firm}', '{link}'] as const;

const OPTION_MAX = optionSchema.attributes.label.maxLength;
const LEGEND_MAX = questionSchema.attributes.legend.maxLength;
const CONSENT_MAX = leadFormSchema.attributes.consentText.maxLength;
const LINK_LABEL_MAX = leadFormSchema.attributes.consentPageLabel.maxLength;

type Data = Record<string, unknown>;

const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const list = (v: unknown): Data[] => (Array.isArray(v) ? v : []);

/** A short text that must be filled and fit: the problem, or null. */
function textProblem(value: unknown, what: string, max: number): string | null {
  if (isBlank(value)) return `${what} must not be empty.`;
  if ((value as string).length > max) return `${what} must be at most ${max} characters.`;
  return null;
}

/** A list of options (value + label): at least `min`, none empty, no value twice. */
function optionsProblem(options: unknown, where: string, min: number): string | null {
  const rows = list(options);
  if (rows.length < min) return `${where} needs at least ${min} option${min === 1 ? '' : 's'}.`;
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const problem =
      textProblem(row.label, `${where}: the label of option ${i + 1}`, OPTION_MAX) ??
      textProblem(row.value, `${where}: the value of option ${i + 1}`, OPTION_MAX);
    if (problem) return problem;
    const value = (row.value as string).trim();
    if (seen.has(value)) return `${where}: the value "${value}" is used by two options; each option needs its own value.`;
    seen.add(value);
  }
  return null;
}

/**
 * The first problem of the fields present in `data` (a partial update checks only what it sends),
 * or null when it may be saved.
 */
export function leadFormProblem(data: Data): string | null {
  if ('questions' in data) {
    const questions = list(data.questions);
    const keys = questions.map((q) => q.key);
    for (const key of QUESTION_KEYS) {
      if (keys.filter((k) => k === key).length !== 1) {
        return `The questionnaire must ask each of ${QUESTION_KEYS.join(', ')} exactly once (the answers sent are named after them); "${key}" is asked ${keys.filter((k) => k === key).length} times.`;
      }
    }
    if (questions.length !== QUESTION_KEYS.length) return `Every question needs its key, one of ${QUESTION_KEYS.join(', ')}.`;
    for (const q of questions) {
      const where = `Question "${q.key}"`;
      const problem = textProblem(q.legend, `${where}: the question`, LEGEND_MAX) ?? optionsProblem(q.options, where, 2);
      if (problem) return problem;
    }
  }
  if ('contactLevels' in data) {
    const where = "The contact form's 'What are you looking for?'";
    const problem = optionsProblem(data.contactLevels, where, 1);
    if (problem) return problem;
    // The contact form accepts only the contract's levels: a value outside them could never be sent.
    const stray = list(data.contactLevels)
      .map((row) => (row.value as string).trim())
      .find((v) => !(CONTACT_LEVELS as readonly string[]).includes(v));
    if (stray)
      return `${where}: the value "${stray}" is not one the contact form can send; use one of: ${CONTACT_LEVELS.join(' | ')} (the label is free).`;
  }
  if ('consentText' in data) {
    const problem = textProblem(data.consentText, 'The consent text', CONSENT_MAX);
    if (problem) return problem;
    const text = data.consentText as string;
    const unknown = (text.match(/\{[^}]*\}/g) ?? []).find((p) => !(CONSENT_PLACEHOLDERS as readonly string[]).includes(p));
    if (unknown) return `The consent text may use only the placeholders ${CONSENT_PLACEHOLDERS.join(' and ')}, not ${unknown}.`;
    if (text.split('{link}').length !== 2)
      return 'The consent text must contain {link} once, where the link to the terms or privacy page goes.';
  }
  if ('consentPageLabel' in data) {
    const problem = textProblem(data.consentPageLabel, 'The consent link text', LINK_LABEL_MAX);
    if (problem) return problem;
  }
  return null;
}

/** Refuses, with a 400 and the problem as its message, every create or update of Lead forms that breaks a rule above. */
export function refuseInvalidLeadForms(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    const data = (ctx.params as { data?: unknown } | undefined)?.data;
    if (ctx.uid === LEAD_FORM_UID && (ctx.action === 'create' || ctx.action === 'update') && data && typeof data === 'object') {
      const problem = leadFormProblem(data as Data);
      if (problem) throw new errors.ValidationError(problem, { errors: [{ path: [], message: problem, name: 'ValidationError' }] });
    }
    return next();
  });
}
