import * as React from 'react';
import { endpoints } from '../api/endpoints';
import { useApp } from '../session/AppContext';
import { useToast } from '../ui/toasts';
import Field from '../ui/Field';
import { useSchemaForm } from '../ui/useSchemaForm';
import AuthCard from '../ui/AuthCard';
import SubmitButton from '../ui/SubmitButton';
import { APP_ROUTES, forgotSchema } from 'contracts';

/** Forgot password: the email gets a reset link (the server answers alike for unknown emails). */
export default function ForgotPassword() {
  const { navigate } = useApp();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    reset,
  } = useSchemaForm<{ email: string }>(forgotSchema);
  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await endpoints.reset(email);
      reset();
      toast('Reset email sent to your registered email', { ms: 3000 });
    } catch {
      toast('Oops some error occured!', { kind: 'error' });
    }
  };
  return (
    <AuthCard title="Forgot password" intro="Enter the email of your account and we will send you a link to choose a new password.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Forgot password">
        <Field id="email" label="Email" type="email" registration={register('email')} error={errors.email} autoComplete="email" />
        <SubmitButton busy={isSubmitting} className="w-100">
          Send reset link
        </SubmitButton>
      </form>
      <p className="small mt-4 mb-0">
        <a
          href={APP_ROUTES.login}
          onClick={(e) => {
            e.preventDefault();
            navigate(APP_ROUTES.login);
          }}
        >
          Back to Login
        </a>
      </p>
    </AuthCard>
  );
}
