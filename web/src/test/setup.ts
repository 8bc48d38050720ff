/** Vitest setup of the unit-web project: jest-dom matchers and DOM cleanup after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
