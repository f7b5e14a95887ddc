/**
 * Test helper (not a test): renders a screen inside the app's providers, as the mount does,
 * with a fake navigate and location.
 */
import * as React from 'react';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider, type Navigate } from '../../session/AppContext';
import { ToastProvider } from '../../ui/toasts';

export function renderWithApp(ui: React.ReactElement, { pathname = '/', search = '' }: { pathname?: string; search?: string } = {}) {
  const navigate = jest.fn<Navigate>();
  const user = userEvent.setup();
  const utils = render(
    <AppProvider location={{ pathname, search }} navigate={navigate} supportEmail="support@example.in">
      <ToastProvider>{ui}</ToastProvider>
    </AppProvider>,
  );
  return { navigate, user, ...utils };
}

/** The texts of the toasts currently shown. */
export const toastTexts = (): string[] => Array.from(document.querySelectorAll('[data-testid="toast"]')).map((el) => el.textContent ?? '');
