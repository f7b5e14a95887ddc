import * as React from 'react';
import { endpoints } from '../api/endpoints';
import { useApp, useQueryParam } from '../session/AppContext';
import { useToast } from '../ui/toasts';
import Field from '../ui/Field';
import { useSchemaForm } from '../ui/useSchemaForm';
import AuthCard from '../ui/AuthCard';
import SubmitButton from '../ui/SubmitButton';
import { APP_ROUTES, resetSchema, PASSWORD_HINT } from 'contracts';

/** Reset password: the token comes from the mailed link's query (?access_token=). */
export default function ResetPassword() {
  const { navigate } = useApp();
  const toast = useToast();
  const token = useQueryParam('access_token');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<{ password: string }>(resetSchema);
  const onSubmit = async ({ password }: { password: string }) => {
    try {
      await endpoints.resetPassword(token ?? '', password);
      toast('Your password has been reset.', { ms: 3000 });
      navigate(APP_ROUTES.login);
    } catch {
      toast('Oops some error occured!', { kind: 'error' });
    }
  };
  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      {!token && (
        <div className="alert alert-warning" role="alert">
          This page needs the link from your reset email.
        </div>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Reset password">
        <Field
          id="password"
          label="New Password"
          type="password"
          registration={register('password')}
          error={errors.password}
          hint={PASSWORD_HINT}
          autoComplete="new-password"
        />
        <SubmitButton busy={isSubmitting} className="w-100">
          Reset password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
