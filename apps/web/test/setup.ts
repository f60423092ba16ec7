// Test setup: jest-dom matchers, DOM cleanup and fresh fetch mocks between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { forgetKeptState } from '@/features/admin/common/hooks/use-kept-state';

// jsdom lacks these; Radix and the landing page call them.
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// findBy/waitFor wait up to 5 s, not 1: on the 2-core machine, with the server tests and browsers beside
// them, a render can take longer than a second, and a slow pass is still a pass.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Staff lists keep their filters for the session; each test starts a new one.
  forgetKeptState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// sonner removes a closed toast 200 ms later, and hands new ones to its Toaster on a zero-delay timer;
// a timer still pending when the file ends fires after jsdom is gone ("window is not defined"), so a file
// that showed any toast waits that long before its page goes.
afterAll(async () => {
  if (toast.getHistory().length > 0 && !vi.isFakeTimers()) {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});
