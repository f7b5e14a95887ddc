// The app's part of the unit tests' setup (jest.config.js, the app project, which also runs the
// site's tests: the site's forms show the app's toasts). Inside the package, so it reaches the toasts'
// module by path: the package's entry would load every screen, and with them the modules a test
// file mocks, before its mocks apply.
import { act } from '@testing-library/react';
import { afterEach } from '@jest/globals';
// Toasts live in a module store (they survive route changes): start every test without any.
import { clearToasts } from './src/ui/toasts';

afterEach(() => {
  act(() => clearToasts());
});
