// Types only: the jest-dom matchers (registered at runtime by /jest.setup.ts) on @jest/globals' expect,
// so `tsc` over this folder's project type-checks the unit tests.
import '@testing-library/jest-dom/jest-globals';
