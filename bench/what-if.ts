// The what-if panel in the system Chromium, on the results page of the built app, for the detailed plan of
// issue #25: 5 streams (one subscription), 20 roles with payroll taxes, start-up items, working capital and a
// loan, over 5 years (the Custom plan). Every move is a real key press on a real slider, and the panel's own
// User Timing entries give the times:
// - 'what-if-recompute': the three scenarios recomputed per slider move. Goal: under 4 ms median.
// - 'what-if-sensitivity': the tornado's sensitivity (~50 drivers), computed off the input path (a worker);
//   a burst of moves, then the time from the last key press until the tornado's rows are on screen.
//   Goal: within 200 ms of the last move.
// Run after `npm run build`: npx tsx bench/what-if.ts [--moves 200] [--warmup 20] [--bursts 20] [--db postgres]
import { chromium } from 'playwright-core';
import { PLAN_CODES } from '@trajectory/contracts/products';
import {
  createStorage,
  parseFlags,
  percentile,
  questionnaireBody,
  startServer,
  call,
  requireBuiltWebApp,
} from './server-harness';

/** The names use-what-if.ts gives its measures (the web app's module is not importable from Node). */
const MEASURE = 'what-if-recompute';
const SENSITIVITY_MEASURE = 'what-if-sensitivity';
const flags = parseFlags(process.argv.slice(2), {
  moves: '200',
  warmup: '20',
  bursts: '20',
  db: 'postgres',
});
const MOVES = Number(flags.moves);
const WARMUP = Number(flags.warmup);
const BURSTS = Number(flags.bursts);

/** The detailed answers: 4 more streams beside the bakery's bread, 20 roles, a start-up list, 30/20/15 days. */
function detailedAnswers() {
  return {
    revenueStreams: {
      primaryName: 'Bread',
      streams: [
        {
          name: 'Cakes',
          kind: 'units',
          price: 30,
          unitCost: 9,
          firstMonthVolume: 120,
          startMonth: 3,
          annualGrowthPct: 10,
        },
        {
          name: 'Coffee club',
          kind: 'subscription',
          price: 25,
          unitCost: 6,
          firstMonthVolume: 40,
          monthlyChurnPct: 5,
          annualGrowthPct: 5,
        },
        {
          name: 'Catering',
          kind: 'units',
          price: 200,
          unitCost: 80,
          firstMonthVolume: 8,
          startMonth: 6,
          annualGrowthPct: 15,
        },
        { name: 'Classes', kind: 'units', price: 60, unitCost: 15, firstMonthVolume: 20, startMonth: 12 },
      ],
    },
    staff: {
      roles: Array.from({ length: 20 }, (_, i) => ({
        title: `Role ${i + 1}`,
        headcount: 1 + (i % 3),
        monthlySalary: 2000 + 100 * i,
        startMonth: (i * 3) % 60,
        annualRaisePct: 3,
      })),
      payrollBurdenPct: 12,
    },
    startupItems: {
      items: [
        { name: 'Oven', amount: 15000, kind: 'asset' },
        { name: 'Fit-out', amount: 40000, kind: 'asset' },
        { name: 'Launch', amount: 2500, kind: 'expense' },
      ],
    },
    workingCapital: { receivableDays: 30, inventoryDays: 20, payableDays: 15 },
    financing: { loans: [{ amount: 150000, annualRatePct: 8, termMonths: 84, startMonth: 0 }] },
    // The start-up list sets the one-time purchases to its assets' total.
    assetInfo: { oneTimePurchases: 55000 },
    equityInfo: { initialCash: 60000 },
  };
}

/** What the script keeps on the page's global object (bench compiles without the DOM types). */
type PageGlobals = {
  keyTimes: number[];
  addEventListener: (type: string, listener: () => void, options: { capture: boolean }) => void;
  document: { querySelector: (selector: string) => { getAttribute: (name: string) => string | null } | null };
};

requireBuiltWebApp();

const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length);
  const f = (n: number) => n.toFixed(2);
  return `${label.padEnd(34)} median ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  mean ${f(mean)} ms  max ${f(sorted.at(-1) ?? 0)} ms`;
};

const storage = await createStorage(flags.db === 'pglite' ? 'pglite' : 'postgres');
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
  // The Custom plan projects five years; a founder holds it after a consultation, so the bench sets it.
  await storage.query(
    `UPDATE prospects SET selected_plan_code = '${PLAN_CODES.custom}' WHERE id = '${prospect.id}'`,
  );
  const created = await call(`${base}/api/questionnaires`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ ...questionnaireBody(prospect.id, 1), ...detailedAnswers() }),
  });
  if (!created.ok) throw new Error(`questionnaire: ${created.status} ${await created.text()}`);
  const questionnaire = (await created.json()) as { id: string };
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
  const tornado = page.getByTestId('tornado');
  await tornado.and(page.locator('[aria-busy="false"]')).waitFor();
  const rows = await tornado.locator('details tbody tr').count();
  const years = await page.getByTestId('scenario-base').locator('[data-testid^="base-revenue-year"]').count();

  // Bursts of five quick moves on the base case (whose sensitivity the tornado shows), then the time from
  // the last key press to the tornado's rows on screen for the sliders as they stand.
  const baseSliders = page.getByRole('group', { name: 'Base case' }).getByRole('slider');
  const settles: number[] = [];
  const computes: number[] = [];
  for (let b = 0; b < BURSTS; b++) {
    const slider = baseSliders.nth(b % 4);
    await slider.focus();
    const key = Math.floor(b / 4) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    for (let k = 0; k < 5; k++) await page.keyboard.press(key);
    const lastKey = await page.evaluate(() => (globalThis as unknown as PageGlobals).keyTimes.at(-1) ?? 0);
    await page.waitForFunction(
      ([m, t]) =>
        performance.getEntriesByName(m as string).some((e) => e.startTime >= (t as number)) &&
        (globalThis as unknown as PageGlobals).document
          .querySelector('[data-testid="tornado"]')
          ?.getAttribute('aria-busy') === 'false',
      [SENSITIVITY_MEASURE, lastKey] as const,
    );
    const settled = await page.evaluate(
      ([m, t]) => {
        const after = performance.getEntriesByName(m as string).filter((e) => e.startTime >= (t as number));
        const last = after.at(-1);
        return last ? { end: last.startTime + last.duration, duration: last.duration } : null;
      },
      [SENSITIVITY_MEASURE, lastKey] as const,
    );
    if (settled) {
      settles.push(settled.end - lastKey);
      computes.push(settled.duration);
    }
  }

  // The tornado runs in a worker when the page loaded its script (else in idle time on the main thread).
  const inWorker = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('sensitivity.worker')),
  );
  console.log(
    `What-if in Chromium (${await browser.version()}), ${years} years, ${rows} sensitivity drivers: ${durations.length} ` +
      `recomputes for ${MOVES} slider moves (${WARMUP} warm-up moves first), each the 3 scenarios; ${settles.length} bursts ` +
      `of 5 moves for the tornado (sensitivity ${inWorker ? 'in a worker' : 'in idle time'}). Machine load (1/5/15 min): ${(
        await import('node:os')
      )
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
  );
  console.log(summary('recompute (3 scenarios)', durations));
  console.log(summary('key press → figures recomputed', latencies));
  console.log(summary('sensitivity request → tornado shown', computes));
  console.log(summary('last key press → tornado settled', settles));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  await storage.dispose();
}
