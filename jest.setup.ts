// jest-dom matchers (toBeInTheDocument, toHaveAccessibleDescription, …), typed for @jest/globals.
import '@testing-library/jest-dom/jest-globals';

// Toasts live in a module store (they survive route changes): start every test without any.
import { clearToasts } from './app-routes/src/ui/toasts';
import { act } from '@testing-library/react';
import { afterEach } from '@jest/globals';
afterEach(() => {
  act(() => clearToasts());
});
