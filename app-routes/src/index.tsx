/**
 * The client-only app (login, signup, password screens, My Account, Admin), mounted by the
 * site at its client-only routes. Screens arrive with the app issue; until then each route
 * shows its title so deep links can be checked end to end.
 */
import * as React from 'react';

const SCREENS: [RegExp, string][] = [
  [/^\/login\/?$/, 'Login'],
  [/^\/signup\/?$/, 'Sign up'],
  [/^\/forgot-password\/?$/, 'Forgot password'],
  [/^\/reset-password\/?$/, 'Reset password'],
  [/^\/myaccount\/?$/, 'My Account'],
  [/^\/admin\/addnewstock\/?$/, 'Add New Stock'],
  [/^\/admin\/addnewuser\/?$/, 'Add New User'],
  [/^\/admin\/userlist\/?$/, 'Users List'],
  [/^\/admin(\/.*)?$/, 'Stocks List'],
];

export function screenTitle(pathname: string): string {
  return SCREENS.find(([re]) => re.test(pathname))?.[1] ?? 'My Account';
}

export function AppRoutes({ pathname }: { pathname: string }) {
  const title = screenTitle(pathname);
  return (
    <section aria-labelledby="app-screen-title">
      <h1 id="app-screen-title">{title}</h1>
      <p className="text-body-secondary">This screen is part of the subscriber app.</p>
    </section>
  );
}
