/**
 * Vitest setup of the unit-web project: jest-dom matchers, DOM cleanup after each test, and a no-op
 * window.scrollTo (jsdom does not implement it; ScrollToTop calls it on every navigation — tests spy on it), and
 * a 3 s wait for `findBy…` queries: lazily loaded parts (the enquiry form) are transformed on
 * their first import, which takes over a second on a busy machine.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The server render's tests run in Node (`@vitest-environment node`): no window there.
if (typeof window !== 'undefined') window.scrollTo = () => {};
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
});
