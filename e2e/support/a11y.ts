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
  // the page, which caught the tornado's axis at 70% (3.59:1) on the results page. So the screen is judged
  // once settled, and again until nothing serious is found; what fails is a finding that stays: found in two
  // readings in a row, the later one past SETTLE_MS. The budget is the page's, not axe's: a reading is never
  // cut short (axe took 7 s to read a long page on a machine slow to hand out memory, CI 2026-11-28), and
  // neither a slow reading nor a finding caught once, in passing, fails a page.
  const deadline = Date.now() + SETTLE_MS;
  let before: string[] | undefined;
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
    const stays = before !== undefined && findings.join('\n') === before.join('\n');
    if (findings.length === 0 || (stays && Date.now() >= deadline)) {
      expect(findings).toEqual([]);
      return;
    }
    before = findings;
    await page.waitForTimeout(AGAIN_MS);
  }
}
