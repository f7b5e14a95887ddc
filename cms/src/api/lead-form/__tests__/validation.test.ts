import { describe, expect, it } from '@jest/globals';
import seed from 'content-seed/data/lead-form.json';
import { QUESTIONNAIRE_KEYS } from 'contracts';
import { QUESTION_KEYS, leadFormProblem } from '../validation';

/** Lead forms as the tests break them: every field loosened to what an editor could send. */
interface Option {
  value?: string;
  label: string;
}
interface EditableLeadForms {
  questions: { key: string; legend: string; options: Option[] }[];
  contactLevels: Option[];
  consentText: string;
  consentPageLabel: string;
  [field: string]: unknown;
}

/** A fresh copy of the seeded Lead forms to break one thing in. */
const seeded = (): EditableLeadForms => JSON.parse(JSON.stringify(seed));

describe('leadFormProblem', () => {
  it('asks the questions the answers call (POST /api/QuestionnaireAnswers) names: the contract’s keys', () => {
    expect([...QUESTION_KEYS]).toEqual([...QUESTIONNAIRE_KEYS]);
  });

  it('accepts the seed (today’s texts) and a partial update that sends one field', () => {
    expect(leadFormProblem(seeded())).toBeNull();
    expect(leadFormProblem({ consentPageLabel: 'Privacy policy' })).toBeNull();
    expect(leadFormProblem({})).toBeNull();
  });

  it('accepts a renamed label that keeps its value', () => {
    const data = seeded();
    data.questions[0].options[0].label = 'Up to ₹20,000';
    data.contactLevels[2].label = 'Something else';
    expect(leadFormProblem(data)).toBeNull();
  });

  it.each<[string, (d: EditableLeadForms) => void, string]>([
    [
      'an empty option label',
      (d) => {
        d.questions[1].options[0].label = '  ';
      },
      'Question "investment": the label of option 1 must not be empty.',
    ],
    [
      'an empty option value',
      (d) => {
        d.questions[2].options[2].value = '';
      },
      'Question "strategy": the value of option 3 must not be empty.',
    ],
    [
      'a missing option value',
      (d) => {
        delete d.contactLevels[0].value;
      },
      "The contact form's 'What are you looking for?': the value of option 1 must not be empty.",
    ],
    [
      'a long label',
      (d) => {
        d.questions[0].options[1].label = 'x'.repeat(101);
      },
      'Question "budget": the label of option 2 must be at most 100 characters.',
    ],
    [
      'one value twice',
      (d) => {
        d.questions[1].options[1].value = 'Yes';
      },
      'Question "investment": the value "Yes" is used by two options; each option needs its own value.',
    ],
    [
      'a question with one option',
      (d) => {
        d.questions[1].options.pop();
      },
      'Question "investment" needs at least 2 options.',
    ],
    [
      'an empty question',
      (d) => {
        d.questions[0].legend = '';
      },
      'Question "budget": the question must not be empty.',
    ],
    [
      'a question asked twice',
      (d) => {
        d.questions[1].key = 'budget';
      },
      'The questionnaire must ask each of budget, investment, strategy exactly once (the answers sent are named after them); "budget" is asked 2 times.',
    ],
    [
      'a question missing',
      (d) => {
        d.questions.pop();
      },
      'The questionnaire must ask each of budget, investment, strategy exactly once (the answers sent are named after them); "strategy" is asked 0 times.',
    ],
    [
      'a fourth question',
      (d) => {
        d.questions.push({ key: 'age', legend: 'Age?', options: [] });
      },
      'Every question needs its key, one of budget, investment, strategy.',
    ],
    [
      'no contact levels',
      (d) => {
        d.contactLevels = [];
      },
      "The contact form's 'What are you looking for?' needs at least 1 option.",
    ],
    [
      'a contact level the lead call does not accept',
      (d) => {
        d.contactLevels[0].value = 'Pricing';
      },
      "The contact form's 'What are you looking for?': the value \"Pricing\" is not one the contact form can send; use one of: I am a new investor and want to know more. | I am an experienced investor and want to know more | Other (the label is free).",
    ],
    [
      'an empty consent',
      (d) => {
        d.consentText = ' ';
      },
      'The consent text must not be empty.',
    ],
    [
      'a consent without its link',
      (d) => {
        d.consentText = 'We may call you.';
      },
      'The consent text must contain {link} once, where the link to the terms or privacy page goes.',
    ],
    [
      'a consent with two links',
      (d) => {
        d.consentText = 'See {link} and {link}.';
      },
      'The consent text must contain {link} once, where the link to the terms or privacy page goes.',
    ],
    [
      'an unknown placeholder',
      (d) => {
        d.consentText = 'Contacted by {firmName}. See {link}.';
      },
      'The consent text may use only the placeholders {firm} and {link}, not {firmName}.',
    ],
    [
      'an empty link text',
      (d) => {
        d.consentPageLabel = '';
      },
      'The consent link text must not be empty.',
    ],
  ])('refuses %s with a message naming it', (_name, breakIt, message) => {
    const data = seeded();
    breakIt(data);
    expect(leadFormProblem(data)).toBe(message);
  });
});
