// Values the e2e server is started with, shared by the config and the specs.
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

/** Where specs keep their screenshots (ignored by git; look at them after a run). */
export const SCREENSHOTS = 'e2e/screenshots';

/** The two screens every spec judges a page on: a laptop and a phone (DESIGN.md). */
export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
