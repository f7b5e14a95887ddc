/**
 * The shared Login / Signup screen: query sources (free_report, pricing) with
 * their toasts, login → /myaccount or /pricing#pricing_section, signup → toast → /login; a failed
 * login says why (a refused password, too many attempts, the service out of reach). An account
 * with two-factor sign-in on gets the code step after its password; an administrator who must
 * still enrol (ADMIN_MFA=required) goes to the enrolment screen.
 */
import * as React from 'react';
import { endpoints } from '../api/endpoints';
import { useApp, useQueryParam } from '../session/AppContext';
import { useToast } from '../ui/toasts';
import Field from '../ui/Field';
import { useSchemaForm } from '../ui/useSchemaForm';
import AuthCard from '../ui/AuthCard';
import SubmitButton from '../ui/SubmitButton';
import {
  APP_ROUTES,
  FREE_REPORT_SOURCE,
  LEAD_LEVELS,
  isMfaChallenge,
  loginSchema,
  signupSchema,
  PASSWORD_HINT,
  type LoginAnswer,
} from 'contracts';
import { setAuthToken } from '../api/client';
import { failureMessage } from '../api/errors';
import type { AxiosError } from 'axios';
import SecondStep from '../account-security/SecondStep';

type Mode = 'login' | 'signup';

/**
 * Why a login failed: 'Incorrect Credentials' only when the server refused the email and
 * password (401); a rate limit, an unreachable service or anything else is said as it is
 * (api/errors.ts), so nobody retypes a right password against a service that is down.
 */
function loginFailureMessage(err: unknown): string {
  if ((err as AxiosError | undefined)?.response?.status === 401) return 'Incorrect Credentials';
  return failureMessage(err, 'Oops some error occured!');
}
interface Values {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
}

export default function AuthScreen({ mode }: { mode: Mode }) {
  const { session, navigate, signIn, privacyNotice } = useApp();
  const toast = useToast();
  const source = useQueryParam('source');
  const signup = mode === 'signup';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    reset,
  } = useSchemaForm<Values>(signup ? signupSchema : loginSchema);
  // The second step's token once the password answered a two-factor challenge.
  const [mfaToken, setMfaToken] = React.useState<string | null>(null);

  // On load: a stored token goes to My Account; otherwise the source's toast.
  React.useEffect(() => {
    if (mode !== 'login') return;
    if (session.accesstoken) {
      navigate(APP_ROUTES.myAccount, { replace: true });
      return;
    }
    if (source === 'pricing') toast('Please login to continue', { kind: 'info', ms: 5000 });
    if (source === FREE_REPORT_SOURCE)
      toast('You will receive a sample report at your email within 24 hours once you sign up.', { kind: 'info', ms: 7000 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  const onSubmit = async (v: Values) => {
    if (signup) {
      try {
        await endpoints.signup({
          first_name: v.first_name!,
          last_name: v.last_name!,
          email: v.email,
          phone: v.phone!,
          password: v.password,
          // The account remembers a free report request; the first login sends it.
          ...(source === FREE_REPORT_SOURCE ? { source } : {}),
        });
        // The firm hears of every signup; its failure must not fail the signup.
        endpoints
          .contact({ name: `${v.first_name} ${v.last_name}`, level: LEAD_LEVELS.signup, email: v.email, mobile: v.phone!, otherQuery: '' })
          .catch(() => {});
        reset();
        toast('Your account has been made. Please Login to continue', { ms: 3000 });
        navigate(source === 'pricing' ? `${APP_ROUTES.login}?source=pricing` : APP_ROUTES.login);
      } catch {
        toast('Oops some error occured!', { kind: 'error' });
      }
      return;
    }
    try {
      const answer = await endpoints.login(v.email, v.password);
      if (isMfaChallenge(answer)) setMfaToken(answer.mfaToken);
      else await signedIn(answer);
    } catch (err) {
      toast(loginFailureMessage(err), { kind: 'error' });
    }
  };

  /** A session, from the password or its second step: stored, then on to where the user was going. */
  const signedIn = async (answer: LoginAnswer) => {
    const user = await endpoints.user(answer.userId, answer.id);
    setAuthToken(answer.id);
    signIn(answer.id, { id: user.id, first_name: user.first_name, email: user.email, phone: user.phone, admin: user.admin });
    reset();
    if (answer.mfaEnrolmentRequired) navigate(APP_ROUTES.twoFactor);
    else navigate(source === 'pricing' ? '/pricing#pricing_section' : APP_ROUTES.myAccount);
  };

  if (mfaToken) return <SecondStep mfaToken={mfaToken} onSignedIn={signedIn} onRestart={() => setMfaToken(null)} />;

  const q = source ? `?source=${encodeURIComponent(source)}` : '';
  return (
    <AuthCard
      title={signup ? 'Sign up' : 'Login'}
      intro={signup ? 'Create your account to subscribe and read your research reports.' : 'Welcome back. Sign in to your account.'}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={signup ? 'Sign up' : 'Login'}>
        {signup && (
          <div className="row">
            <div className="col-sm-6">
              <Field
                id="first_name"
                label="First Name"
                registration={register('first_name')}
                error={errors.first_name}
                autoComplete="given-name"
              />
            </div>
            <div className="col-sm-6">
              <Field
                id="last_name"
                label="Last Name"
                registration={register('last_name')}
                error={errors.last_name}
                autoComplete="family-name"
              />
            </div>
          </div>
        )}
        <Field id="email" label="Email" type="email" registration={register('email')} error={errors.email} autoComplete="email" />
        {signup && (
          <Field
            id="phone"
            label="Mobile Number"
            registration={register('phone')}
            error={errors.phone}
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
          />
        )}
        <Field
          id="password"
          label="Password"
          type="password"
          registration={register('password')}
          error={errors.password}
          hint={PASSWORD_HINT}
          autoComplete={signup ? 'new-password' : 'current-password'}
        />
        <SubmitButton busy={isSubmitting} className="w-100">
          {signup ? 'Sign up' : 'Login'}
        </SubmitButton>
        {signup && privacyNotice}
      </form>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-4 small">
        {signup ? (
          <span>
            Already have an account?{' '}
            <a
              href={`${APP_ROUTES.login}${q}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`${APP_ROUTES.login}${q}`);
              }}
            >
              Login
            </a>
          </span>
        ) : (
          <span>
            New here?{' '}
            <a
              href={`${APP_ROUTES.signup}${q}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`${APP_ROUTES.signup}${q}`);
              }}
            >
              Sign up
            </a>
          </span>
        )}
        <a
          href={APP_ROUTES.forgotPassword}
          onClick={(e) => {
            e.preventDefault();
            navigate(APP_ROUTES.forgotPassword);
          }}
        >
          Forgot password?
        </a>
      </div>
    </AuthCard>
  );
}
