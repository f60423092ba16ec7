// Accessibility in the browser specs: axe on the screen as it settles, serious and critical findings fail.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How long a screen may take to settle, and a finding to go away, before what axe finds on it counts. */
const SETTLE_MS = 10_000;
/** The pause between two readings of a screen whose findings may still go away. */
const AGAIN_MS = 500;

export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // A toast still fading in has a washed-out colour, and so has a part of the page that is still working
  // (`aria-busy`, e.g. the tornado at 70% while its drivers settle, which a loaded machine makes slow) or
  // still fading back. A part hydrated in idle time (the what-if panel) can start working while axe reads
  // the page, which twice caught the tornado's axis at 70% (3.59:1) on the results page. So the screen is
  // judged once settled, and judged again until it has settled with nothing serious found: a finding that
  // stays past SETTLE_MS fails. The budget is the page's, not axe's: axe's own reading of a long page took
  // 7 s on a machine slow to hand out memory (CI, 2026-11-28), and a reading is never cut short, so a slow
  // machine cannot fail a clean page, and the last reading, past the budget, is the one that counts.
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (t) => getComputedStyle(t).opacity === '1',
        ) &&
        document.querySelector('[aria-busy="true"]') === null &&
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      { timeout: SETTLE_MS },
    );
    const results = await new AxeBuilder({ page }).analyze();
    const findings = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${where}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
      );
    if (findings.length === 0 || Date.now() >= deadline) {
      expect(findings).toEqual([]);
      return;
    }
    await page.waitForTimeout(AGAIN_MS);
  }
}
