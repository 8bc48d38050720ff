/**
 * Vitest setup of the unit-web project: jest-dom matchers, DOM cleanup after each test, and a no-op
 * window.scrollTo (jsdom does not implement it; ScrollToTop calls it on every navigation — tests spy on it).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
