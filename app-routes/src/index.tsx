/**
 * The client-only app, mounted by the site at /login, /signup, /forgot-password,
 * /reset-password, /myaccount and /admin/*. One small router over the pathname; the mount
 * renders it after hydration and hands in Gatsby's navigate.
 */
import * as React from 'react';
import { AppProvider, Navigate } from './session/AppContext';
import { ToastProvider } from './ui/toasts';
import Guard from './ui/Guard';
import AuthScreen from './screens/AuthScreen';
import ForgotPassword from './screens/ForgotPassword';
import ResetPassword from './screens/ResetPassword';
import MyAccount from './screens/account/MyAccount';
import AdminLayout from './screens/admin/AdminLayout';
import StocksList from './screens/admin/StocksList';
import AddNewStock from './screens/admin/AddNewStock';
import AddNewUser from './screens/admin/AddNewUser';
import UsersList from './screens/admin/UsersList';

const TITLES: [RegExp, string][] = [
  [/^\/login$/, 'Login'],
  [/^\/signup$/, 'Sign up'],
  [/^\/forgot-password$/, 'Forgot password'],
  [/^\/reset-password$/, 'Reset password'],
  [/^\/myaccount(\/.*)?$/, 'My Account'],
  [/^\/admin\/addnewstock$/, 'Add New Stock'],
  [/^\/admin\/addnewuser$/, 'Add New User'],
  [/^\/admin\/userlist$/, 'Users List'],
  [/^\/admin(\/.*)?$/, 'Stocks List'],
];

const clean = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export function screenTitle(pathname: string): string {
  return TITLES.find(([re]) => re.test(clean(pathname)))?.[1] ?? 'My Account';
}

function Screen({ pathname }: { pathname: string }) {
  const path = clean(pathname);
  if (path === '/login') return <AuthScreen mode="login" />;
  if (path === '/signup') return <AuthScreen mode="signup" />;
  if (path === '/forgot-password') return <ForgotPassword />;
  if (path === '/reset-password') return <ResetPassword />;
  if (path.startsWith('/admin')) {
    const child = path === '/admin/addnewstock' ? <AddNewStock /> : path === '/admin/addnewuser' ? <AddNewUser /> : path === '/admin/userlist' ? <UsersList /> : <StocksList />;
    return <Guard admin><AdminLayout>{child}</AdminLayout></Guard>;
  }
  return <Guard><MyAccount /></Guard>;
}

export function AppRoutes({ pathname, search = '', navigate, supportEmail }: { pathname: string; search?: string; navigate: Navigate; supportEmail: string }) {
  return (
    <AppProvider location={{ pathname, search }} navigate={navigate} supportEmail={supportEmail}>
      <ToastProvider>
        <Screen pathname={pathname} />
      </ToastProvider>
    </AppProvider>
  );
}
