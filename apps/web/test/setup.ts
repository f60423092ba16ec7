// Test setup: jest-dom matchers, DOM cleanup and fresh fetch mocks between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetKeptState } from '@/features/admin/common/hooks/use-kept-state';

// jsdom lacks these; Radix and the landing page call them.
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Staff lists keep their filters for the session; each test starts a new one.
  forgetKeptState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
