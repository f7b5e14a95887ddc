import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Questionnaire from '../Questionnaire';

// The CMS's "Lead forms" as seeded, with a budget label renamed by an editor (its value stays).
jest.mock('../../../hooks/useLeadForms', () => ({
  useLeadForms: () => {
    const content = JSON.parse(JSON.stringify(jest.requireActual('../../../../../content-seed/data/lead-form.json')));
    content.questions[0].options[0].label = 'Up to ₹20,000 <b>a month</b>';
    return content;
  },
}));

const LOG_PREFIX = '[questionnaire] answers (not sent yet)';
const section = { anchor: 'questions', heading: 'Help us know you', intro: null, newsletterHeading: null, newsletterIntro: null };

let info: jest.SpiedFunction<typeof console.info>;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  info.mockRestore();
});

describe('Questionnaire', () => {
  it('asks the CMS’s questions with their options as text, in order', () => {
    render(<Questionnaire section={section} index={0} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'What is your monthly budget for investing?',
      'Have you invested in stocks before?',
      'What is your trading strategy?',
    ]);
    expect(
      within(groups[0])
        .getAllByRole('radio')
        .map((r) => r.nextElementSibling?.textContent),
    ).toEqual(['Up to ₹20,000 <b>a month</b>', '20,000 - 50,000 INR', '1,00,000 TO 5,00,000 INR', 'Above 5,00,000 INR']);
    expect(document.querySelector('b')).toBeNull();
    expect(within(groups[2]).getAllByRole('radio')).toHaveLength(3);
  });

  it('keeps Submit disabled until all three are answered, then sends the options’ values', async () => {
    const user = userEvent.setup();
    render(<Questionnaire section={section} index={0} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Up to ₹20,000 <b>a month</b>'));
    await user.click(screen.getByLabelText('No'));
    expect(submit).toBeDisabled();
    expect(screen.getByText('Answer all three questions to submit.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Long term Investor'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(info).toHaveBeenCalledWith(LOG_PREFIX, {
      budget: '0 - 20,000 INR',
      investment: 'No',
      strategy: 'Long term Investor',
      newsletter: false,
    });
  });
});
