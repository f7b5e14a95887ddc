// jest-dom matchers (toBeInTheDocument, toHaveAccessibleDescription, …), typed for @jest/globals.
import '@testing-library/jest-dom/jest-globals';
