// The what-if panel's recompute per slider move (3 scenarios + the full sensitivity) in the system Chromium,
// on the results page of the built app: every move is a real key press on a real slider, and the panel's
// own User Timing entry ('what-if-recompute') gives the recompute's time. Goal: under 4 ms median.
// Run after `npm run build`: npx tsx bench/what-if.ts [--moves 200] [--warmup 20]
import { chromium } from 'playwright-core';
import {
  createStorage,
  parseFlags,
  percentile,
  questionnaireBody,
  startServer,
  call,
  requireBuiltWebApp,
} from './server-harness';

/** The name use-what-if.ts gives its measure (the web app's module is not importable from Node). */
const MEASURE = 'what-if-recompute';
const flags = parseFlags(process.argv.slice(2), { moves: '200', warmup: '20' });
const MOVES = Number(flags.moves);
const WARMUP = Number(flags.warmup);

/** What the script keeps on the page's global object (bench compiles without the DOM types). */
type PageGlobals = {
  keyTimes: number[];
  addEventListener: (type: string, listener: () => void, options: { capture: boolean }) => void;
};

requireBuiltWebApp();

const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length);
  const f = (n: number) => n.toFixed(2);
  return `${label.padEnd(34)} median ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  mean ${f(mean)} ms  max ${f(sorted.at(-1) ?? 0)} ms`;
};

const storage = await createStorage('pglite');
const server = await startServer(storage);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const base = server.url;
  const registered = await call(`${base}/api/prospects`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'What If Founder',
      email: `what-if-${Date.now()}@bench.example.com`,
      businessName: 'What If Bakery',
      phone: '(555) 010-0000',
      consentToContact: true,
    }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const prospect = (await registered.json()) as { id: string };
  const questionnaire = (await (
    await call(`${base}/api/questionnaires`, {
      method: 'POST',
      cookie,
      body: JSON.stringify(questionnaireBody(prospect.id, 1)),
    })
  ).json()) as { id: string };
  await call(`${base}/api/reports/generate`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ prospectId: prospect.id, questionnaireId: questionnaire.id }),
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/results/${prospect.id}`);
  const sliders = page.getByTestId('what-if').getByRole('slider');
  await sliders.first().waitFor();
  const count = await sliders.count();
  // Each key press's time, so a move's latency runs from the key to the end of its recompute.
  await page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals;
    w.keyTimes = [];
    w.addEventListener('keydown', () => w.keyTimes.push(performance.now()), { capture: true });
  });

  const measures = () => page.evaluate((m) => performance.getEntriesByName(m).length, MEASURE);
  /** One move: a key on slider `i % count`, going right then back left so values stay inside ±50. */
  async function move(i: number) {
    const slider = sliders.nth(i % count);
    const before = await measures();
    await slider.focus();
    await page.keyboard.press(Math.floor(i / count) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForFunction(([m, n]) => performance.getEntriesByName(m as string).length > (n as number), [
      MEASURE,
      before,
    ] as const);
  }

  for (let i = 0; i < WARMUP; i++) await move(i);
  await page.evaluate((m) => {
    performance.clearMeasures(m);
    (globalThis as unknown as PageGlobals).keyTimes = [];
  }, MEASURE);
  for (let i = 0; i < MOVES; i++) await move(i);

  const { durations, latencies } = await page.evaluate((m) => {
    const entries = performance.getEntriesByName(m);
    const keys = (globalThis as unknown as PageGlobals).keyTimes;
    // A key's latency: until the end of the first recompute that started after it.
    return {
      durations: entries.map((e) => e.duration),
      latencies: keys.flatMap((t) => {
        const next = entries.find((e) => e.startTime >= t);
        return next ? [next.startTime + next.duration - t] : [];
      }),
    };
  }, MEASURE);
  const rows = await page.getByTestId('tornado').locator('details tbody tr').count();
  console.log(
    `What-if recompute in Chromium (${await browser.version()}): ${durations.length} recomputes for ${MOVES} slider moves ` +
      `(${WARMUP} warm-up moves first), each 3 scenarios + sensitivity over ${rows} drivers.`,
  );
  console.log(summary('recompute (3 scenarios + tornado)', durations));
  console.log(summary('key press → figures recomputed', latencies));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  await storage.dispose();
}
