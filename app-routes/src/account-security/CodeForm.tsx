/**
 * One code field and its button: login's second step, turning two-factor sign-in on and off. The
 * field's rule is the server's (contracts' mfaCodeFormSchema); a refusal (a wrong code, too many)
 * is said under it, announced to screen readers, and the field is emptied for the next code.
 */
import * as React from 'react';
import { MFA_TEXTS as T, mfaCodeFormSchema } from 'contracts';
import Field from '../ui/Field';
import SubmitButton from '../ui/SubmitButton';
import { useSchemaForm } from '../ui/useSchemaForm';
import { failureMessage } from '../api/errors';

interface Props {
  id: string;
  hint: string;
  submitLabel: string;
  /** Sends the code; a rejection is shown as the server words it. */
  onCode: (code: string) => Promise<void>;
  /** An app code only (digits on a phone's keyboard), or a recovery code too. */
  digitsOnly?: boolean;
  className?: string;
}

export default function CodeForm({ id, hint, submitLabel, onCode, digitsOnly = false, className = '' }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<{ code: string }>(mfaCodeFormSchema);
  const [failed, setFailed] = React.useState('');

  const submit = async ({ code }: { code: string }) => {
    setFailed('');
    try {
      await onCode(code);
    } catch (err) {
      reset({ code: '' });
      setFailed(failureMessage(err, T.failed));
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={submitLabel} className={className}>
      <Field
        id={id}
        label={T.codeLabel}
        registration={register('code')}
        error={errors.code}
        hint={hint}
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        maxLength={32}
        required
      />
      <p role="alert" className="text-danger small" data-testid={`${id}-failed`}>
        {failed}
      </p>
      <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
