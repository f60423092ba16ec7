// The Chromium the browser tests and the Lighthouse bench run: Debian's headless shell when installed (`apt-get
// install chromium-headless-shell`, the same Chromium without the desktop browser around it, whose hidden
// address-bar pages took a renderer of their own), else Debian's Chromium; CHROMIUM_PATH overrides both.
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}
