import * as React from 'react';
import { graphql } from 'gatsby';
import { useForm } from 'react-hook-form';
import { LEAD_TOASTS, type QuestionnaireFlavour } from 'contracts';
// The API client loads when the answers are first sent (static pages ship without it).
import { endpoints, failureMessage, useToast } from 'app-routes';
import SectionShell from '../ui/SectionShell';
import Consent from '../ui/Consent';
import { useLeadForms } from '../../hooks/useLeadForms';
import { useSettings } from '../../hooks/useSettings';
import { isFilled } from '../../lib/cms-data';
import { leadContext } from '../../lib/lead-context';
import { knownVisitor, rememberVisitor, type Visitor } from '../../lib/visitor';
import LeadField, { type LeadValues } from './LeadField';
import { VISITOR_FIELDS, answerOf, knowsEnough, visitorOf, type QuestionnaireAnswers } from './questionnaire-visitor';
import Swap from './Swap';
import { lazyResolver } from './lazy-resolver';
import * as styles from './Questionnaire.module.scss';

export type QuestionnaireSection = Queries.QuestionnaireSectionFragment;

/**
 * The /welcome questionnaire; its questions and options are content (CMS "Lead forms"),
 * and an answer is the chosen option's stable value, not its label. ?newsletter=true switches to the newsletter flavour's
 * heading and intro; that happens after mount so server and first client render are identical.
 * The visitor's name and phone or email come from the landing form they just sent (localStorage)
 * or the query string; when neither tells (a shared link, another browser, cleared storage), the
 * questionnaire asks for them with the lead forms' fields and rules, filled with what is known,
 * sends nothing until they are valid, and remembers the visitor once saved. Saved: 'Data saved
 * successfully' and the choices reset; failed: the API's message or words for what it could not
 * say (never axios's own), choices and fields kept.
 */
export default function Questionnaire({ section, index }: { section: QuestionnaireSection; index: number }) {
  const [newsletter, setNewsletter] = React.useState(false);
  // null until mounted: the server render cannot know the visitor, and asks nothing.
  const [visitor, setVisitor] = React.useState<Visitor | null>(null);
  const content = useLeadForms();
  const { questions } = content;
  const { firmName } = useSettings();
  const toast = useToast();
  const unanswered = () => Object.fromEntries(questions.map((q) => [q.key, '']));
  const [answers, setAnswers] = React.useState<QuestionnaireAnswers>(unanswered);
  const [saving, setSaving] = React.useState(false);
  const flavour: QuestionnaireFlavour = newsletter ? 'newsletter' : 'welcome';
  const flavourNow = React.useRef(flavour);
  flavourNow.current = flavour;
  const [validation] = React.useState(() => lazyResolver(() => ({ questionnaire: flavourNow.current })));
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<LeadValues>({ resolver: validation.resolver, mode: 'onTouched', reValidateMode: 'onChange' });
  React.useEffect(() => {
    const known = knownVisitor();
    setNewsletter(new URLSearchParams(window.location.search).get('newsletter') === 'true');
    setVisitor(known);
    reset({ name: known.name ?? '', mobile: known.phone ?? '', email: known.email ?? '' });
  }, [reset]);

  const asks = visitor !== null && !knowsEnough(visitor, newsletter);
  const complete = questions.every((q) => answers[q.key]);
  const id = `questionnaire-${index}`;
  const save = async (who: Visitor) => {
    setSaving(true);
    try {
      await endpoints.questionnaireAnswer(answerOf(answers, who, newsletter), leadContext(content.consentText));
      if (asks) {
        // Known from now on, as after a landing form: the next answers go without asking again.
        rememberVisitor(who);
        setVisitor({ ...visitor, ...who });
      }
      setAnswers(unanswered());
      toast(LEAD_TOASTS.answersSaved.text, { kind: 'success', ms: LEAD_TOASTS.answersSaved.ms });
    } catch (err) {
      console.error('[questionnaire] saving failed', err);
      toast(failureMessage(err, LEAD_TOASTS.failed.text), { kind: 'error', ms: LEAD_TOASTS.rawError.ms });
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete || saving || !visitor) return;
    // Unknown visitor: every field is checked (and shows its first error) before anything is sent.
    if (asks) void handleSubmit((v) => save(visitorOf(v, newsletter)))(event);
    else void save(visitor);
  };
  const typed = watch();
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

      <form className={`card-soft ${styles.card}`} onSubmit={submit} aria-label={section.heading} noValidate>
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
        {asks && (
          <div className="row g-3" onFocus={validation.preload}>
            {VISITOR_FIELDS[flavour].map((f) => (
              <LeadField
                key={f.name}
                spec={f}
                id={`${id}-${f.name}`}
                register={register}
                errors={errors}
                length={typed[f.name]?.length ?? 0}
              />
            ))}
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className={`btn-cta ${styles.submit}`} disabled={!complete || saving} aria-describedby={`${id}-hint`}>
            {saving ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                Saving
              </>
            ) : (
              'Submit'
            )}
          </button>
          <p id={`${id}-hint`} className="form-text m-0">
            {/* "three": the CMS keeps exactly the budget, investment and strategy questions. */}
            {complete ? 'All answered. You can submit now.' : 'Answer all three questions to submit.'}
          </p>
        </div>
        <Consent
          className={`small mb-0 ${styles.consent}`}
          text={content.consentText}
          firmName={firmName}
          linkLabel={content.consentPageLabel}
          linkHref={content.consentPageHref}
        />
      </form>
    </SectionShell>
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
