// Test setup: jest-dom matchers, DOM cleanup and fresh fetch mocks between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetKeptState } from '@/features/admin/common/hooks/use-kept-state';

// jsdom lacks these; Radix and the landing page call them.
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

afterEach(async () => {
  // sonner hands a new toast to its Toaster on a zero-delay timer; let any pending one run while the
  // page still exists, or it fires after the file's jsdom is gone ("window is not defined").
  if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
  cleanup();
  // Staff lists keep their filters for the session; each test starts a new one.
  forgetKeptState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
