// Playwright against the built app on real servers, in Debian's Chromium (never a downloaded browser).
// Several workers, each with a server of its own (its own port and DATA_DIR, so its own database): the
// specs of one worker run one after another on its server, as the whole suite did on one server before,
// and no spec sees another worker's rows, settings or products.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';
import { E2E_ADMIN } from './support/env';

/**
 * Workers, and as many servers: one per core. Under `npm test` the unit part is the longest and the run is
 * CPU-bound, so a third worker (a Chromium, a server and a Playwright process more) made the browser tests
 * end sooner but everything else later: on the 2-core machine `bash .ci/run` took 7.7 min with three and
 * 7.4 min with two, the e2e part 240 → 262 s (docs/decisions.md, issue #23). One spec file named on the
 * command line gets one. E2E_WORKERS overrides it.
 */
const specFiles = process.argv.filter((arg) => /\.spec\.ts$/.test(arg)).length;
const E2E_WORKERS = Number(
  process.env.E2E_WORKERS ?? (specFiles === 1 ? 1 : Math.max(2, os.availableParallelism())),
);

// Chosen once in the main process; workers inherit the environment, so they agree on ports and folders.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 1500));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-e2e-'));
const basePort = Number(process.env.E2E_PORT);
const root = path.resolve(import.meta.dirname, '..');
/** Worker i talks to server i: Playwright sets TEST_PARALLEL_INDEX in a worker before it loads this file. */
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * Chromium features turned off. Chromium 156 prepares the address bar's two drop-down pages
 * (`chrome://omnibox-popup.top-chrome/`, `WebUIOmniboxPopup` and `WebUIOmniboxAimPopup`) in a renderer of
 * their own for every browser context, that is for every test, where no one ever types in an address bar:
 * they were a third of the browsers' CPU (docs/decisions.md, "`npm test`: the browsers' hidden pages"). The
 * headless shell below has no address bar; this is for Chromium, when the shell is not installed. Chromium
 * reads only the last `--disable-features`, so this one repeats the list Playwright passes (playwright-core
 * 1.65's `chromiumSwitches`); `playwrightDisabledFeatures` finds that list in the installed Playwright, and
 * the config stops if it names a feature missing here.
 */
const DISABLED_FEATURES = [
  // Playwright's own.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: the address bar's drop-down pages.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];
const missing = playwrightDisabledFeatures().filter((f) => !DISABLED_FEATURES.includes(f));
if (missing.length) {
  throw new Error(
    `e2e/playwright.config.ts: Playwright now also disables ${missing.join(', ')}; add them to DISABLED_FEATURES`,
  );
}

/** The features the installed Playwright turns off in Chromium (empty if its bundle no longer reads so). */
function playwrightDisabledFeatures(): string[] {
  const bundle = path.join(root, 'node_modules/playwright-core/lib/coreBundle.js');
  if (!fs.existsSync(bundle)) return [];
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(fs.readFileSync(bundle, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/^\s*"(\w+)",?\s*$/gm)].map((m) => m[1]!);
}

/**
 * The browser: Debian's Chromium headless shell when it is installed (the same Chromium without the desktop
 * browser around it: 78 → 54 CPU-s on six specs), else Debian's Chromium (scripts/chromium.mjs).
 */
const CHROMIUM = chromiumPath();

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    // The browsers ask for reduced motion, as a founder may: no transitions, spinners or chart animations to
    // draw frame by frame. The browsers were the suite's largest CPU cost (issue #23: about 400 of the
    // run's ~1,100 CPU-s); a calm page cut theirs by about a tenth, and no test waits on an animation.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    // What `npm start` runs: the bundle `npm run build` (part of `npm run test:e2e`) makes.
    command: `node apps/server/dist/main.js`,
    cwd: root,
    url: `http://127.0.0.1:${basePort + i}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: String(basePort + i),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR!, `server-${i}`),
      DATABASE_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // One address drives every journey in the suite.
      RATE_LIMITS: 'off',
      ACCESS_LINKS_IN_RESPONSE: 'local',
    },
  })),
});
