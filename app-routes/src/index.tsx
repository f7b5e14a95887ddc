/**
 * The client-only app, mounted by the site at each of contracts' CLIENT_ONLY_PREFIXES (/login,
 * /signup, /forgot-password, /reset-password, /myaccount and /admin/*). One small router over
 * the pathname; the mount renders it after hydration and hands in Gatsby's navigate.
 */
import * as React from 'react';
import { APP_ROUTES } from 'contracts';
import { AppProvider, Navigate } from './session/AppContext';
import { ToastProvider } from './ui/toasts';
import Guard from './ui/Guard';
import AuthScreen from './screens/AuthScreen';
import ForgotPassword from './screens/ForgotPassword';
import ResetPassword from './screens/ResetPassword';
import MyAccount from './screens/account/MyAccount';
import TwoFactorRequired from './account-security/TwoFactorRequired';
import AdminLayout from './screens/admin/AdminLayout';
import StocksList from './screens/admin/StocksList';
import AddNewStock from './screens/admin/AddNewStock';
import AddNewUser from './screens/admin/AddNewUser';
import UsersList from './screens/admin/UsersList';
import PerformanceOverview from './screens/admin/PerformanceOverview';
import PricesImport from './screens/admin/PricesImport';

/**
 * What the site's own pages take from the app, through this entry (the package's only one): the
 * toasts, the lazily loaded API endpoints and their failure messages, the purchase flow, and the
 * API client the site's unit tests stub. package.json's `sideEffects: false` lets webpack take a
 * page's import of one of these straight from its module, without this file and the screens.
 */
export { ToastProvider, clearToasts, useToast } from './ui/toasts';
export { endpoints } from './api/lazy-endpoints';
export { failureMessage } from './api/errors';
export { api } from './api/client';
export { default as Purchase, type PurchaseProps } from './payments/Purchase';

const R = APP_ROUTES;

interface ScreenEntry {
  path: string;
  title: string;
  render: () => React.ReactElement;
}

/** The signed-out screens, one per route. */
const SCREENS: ScreenEntry[] = [
  { path: R.login, title: 'Login', render: () => <AuthScreen mode="login" /> },
  { path: R.signup, title: 'Sign up', render: () => <AuthScreen mode="signup" /> },
  { path: R.forgotPassword, title: 'Forgot password', render: () => <ForgotPassword /> },
  { path: R.resetPassword, title: 'Reset password', render: () => <ResetPassword /> },
];

/** The admin area's screens; any other path under /admin is the stock list. */
const ADMIN_SCREENS: ScreenEntry[] = [
  { path: R.adminAddStock, title: 'Add New Stock', render: () => <AddNewStock /> },
  { path: R.adminAddUser, title: 'Add New User', render: () => <AddNewUser /> },
  { path: R.adminUsers, title: 'Users List', render: () => <UsersList /> },
  { path: R.adminPerformance, title: 'Performance', render: () => <PerformanceOverview /> },
  { path: R.adminPrices, title: 'Prices', render: () => <PricesImport /> },
];
const STOCKS_LIST: ScreenEntry = { path: R.admin, title: 'Stocks List', render: () => <StocksList /> };

const clean = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const adminScreen = (path: string) => ADMIN_SCREENS.find((s) => s.path === path) ?? STOCKS_LIST;

/** The screen's title; everything that is neither a signed-out screen nor admin is My Account. */
export function screenTitle(pathname: string): string {
  const path = clean(pathname);
  const screen = SCREENS.find((s) => s.path === path);
  if (screen) return screen.title;
  if (path === R.twoFactor) return 'Two-factor sign-in';
  return isUnder(path, R.admin) ? adminScreen(path).title : 'My Account';
}

function Screen({ pathname }: { pathname: string }) {
  const path = clean(pathname);
  const screen = SCREENS.find((s) => s.path === path);
  if (screen) return screen.render();
  if (path === R.twoFactor)
    return (
      <Guard>
        <TwoFactorRequired />
      </Guard>
    );
  if (isUnder(path, R.admin))
    return (
      <Guard admin>
        <AdminLayout>{adminScreen(path).render()}</AdminLayout>
      </Guard>
    );
  return (
    <Guard>
      <MyAccount />
    </Guard>
  );
}

export function AppRoutes({
  pathname,
  search = '',
  navigate,
  supportEmail,
  firmName,
  privacyNotice,
}: {
  pathname: string;
  search?: string;
  navigate: Navigate;
  supportEmail: string;
  firmName?: string;
  privacyNotice?: React.ReactNode;
}) {
  return (
    <AppProvider
      location={{ pathname, search }}
      navigate={navigate}
      supportEmail={supportEmail}
      firmName={firmName}
      privacyNotice={privacyNotice}
    >
      <ToastProvider>
        <Screen pathname={pathname} />
      </ToastProvider>
    </AppProvider>
  );
}
