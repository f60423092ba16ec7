// Values the e2e server is started with, shared by the config and the specs.
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

/** Where specs keep their screenshots (ignored by git; look at them after a run). */
export const SCREENSHOTS = 'e2e/screenshots';
