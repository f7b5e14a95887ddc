import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import { useLeadForms } from '../../hooks/useLeadForms';
import { isFilled } from '../../lib/cms-data';
import * as styles from './Questionnaire.module.scss';

export type QuestionnaireSection = Queries.QuestionnaireSectionFragment;

/** Each question's key (budget, investment, strategy) → the value of the chosen option ('' before a choice). */
export type QuestionnaireAnswers = Record<string, string>;

/** Placeholder until the answers are saved (a later issue): they are only logged. */
function onValid(answers: QuestionnaireAnswers, newsletter: boolean) {
  console.info('[questionnaire] answers (not sent yet)', { ...answers, newsletter });
}

/**
 * The /welcome questionnaire (spec §2.7); its questions and options are content (CMS "Lead forms"),
 * and an answer is the chosen option's stable value, not its label. ?newsletter=true switches to the newsletter flavour's
 * heading and intro; that happens after mount so server and first client render are identical.
 */
export default function Questionnaire({ section, index }: { section: QuestionnaireSection; index: number }) {
  const [newsletter, setNewsletter] = React.useState(false);
  const { questions } = useLeadForms();
  const [answers, setAnswers] = React.useState<QuestionnaireAnswers>(() => Object.fromEntries(questions.map((q) => [q.key, ''])));
  React.useEffect(() => {
    setNewsletter(new URLSearchParams(window.location.search).get('newsletter') === 'true');
  }, []);

  const complete = questions.every((q) => answers[q.key]);
  const id = `questionnaire-${index}`;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (complete) onValid(answers, newsletter);
  };
  if (!isFilled(section, 'heading')) return null;

  return (
    <SectionShell anchor={section.anchor} tone="muted">
      <Swap
        as="h2"
        className="section__heading"
        second={newsletter}
        texts={[section.heading, section.newsletterHeading || section.heading]}
      />
      {(section.intro || section.newsletterIntro) && (
        <Swap
          as="p"
          className="section__intro lead"
          second={newsletter}
          texts={[section.intro ?? '', section.newsletterIntro || section.intro || '']}
        />
      )}

      <form className={`card-soft ${styles.card}`} onSubmit={submit}>
        {questions.map((q) => (
          <fieldset key={q.key} className={styles.question}>
            <legend className={styles.legend}>{q.legend}</legend>
            <div className={styles.options}>
              {q.options.map((option, i) => {
                const optionId = `${id}-${q.key}-${i}`;
                return (
                  <React.Fragment key={option.value}>
                    <input
                      type="radio"
                      className="btn-check"
                      id={optionId}
                      name={`${id}-${q.key}`}
                      value={option.value}
                      checked={answers[q.key] === option.value}
                      onChange={() => setAnswers((a) => ({ ...a, [q.key]: option.value }))}
                    />
                    <label className={`btn btn-outline-primary ${styles.option}`} htmlFor={optionId}>
                      {option.label}
                    </label>
                  </React.Fragment>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={`btn-cta ${styles.submit}`} disabled={!complete} aria-describedby={`${id}-hint`}>
            Submit
          </button>
          <p id={`${id}-hint`} className="form-text m-0">
            {/* "three": the CMS keeps exactly the budget, investment and strategy questions. */}
            {complete ? 'All answered. You can submit now.' : 'Answer all three questions to submit.'}
          </p>
        </div>
      </form>
    </SectionShell>
  );
}

/**
 * Two alternative texts stacked in one grid cell, only one visible: the box is as tall as the
 * taller text, so switching after mount causes no layout shift. One element when they are equal.
 */
function Swap({
  as: Tag,
  className,
  second,
  texts: [a, b],
}: {
  as: 'h2' | 'p';
  className: string;
  second: boolean;
  texts: [string, string];
}) {
  if (a === b) return <Tag className={className}>{a}</Tag>;
  const variant = (text: string, hidden: boolean) => (
    <Tag className={hidden ? `${className} ${styles.inactive}` : className} aria-hidden={hidden || undefined}>
      {text}
    </Tag>
  );
  return (
    <div className={styles.swap}>
      {variant(a, second)}
      {variant(b, !second)}
    </div>
  );
}

export const query = graphql`
  fragment QuestionnaireSection on STRAPI__COMPONENT_SECTIONS_QUESTIONNAIRE {
    anchor
    heading
    intro
    newsletterHeading
    newsletterIntro
  }
`;
