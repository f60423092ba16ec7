// Accessibility in the browser specs: axe on the screen as it settles, serious and critical findings fail.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How long a screen may take to settle before what axe finds on it counts. */
const SETTLE_MS = 10_000;

export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // A toast still fading in has a washed-out colour, and so has a part of the page that is still working
  // (`aria-busy`, e.g. the tornado at 70% while its drivers settle, which a loaded machine makes slow) or
  // still fading back. A part hydrated in idle time (the what-if panel) can start working while axe reads
  // the page, which twice caught the tornado's axis at 70% (3.59:1) on the results page. So the screen is
  // judged once settled, and judged again until it has settled with nothing serious found: a finding that
  // stays fails after SETTLE_MS.
  await expect
    .poll(
      async () => {
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('[data-sonner-toast]')].every(
              (t) => getComputedStyle(t).opacity === '1',
            ) &&
            document.querySelector('[aria-busy="true"]') === null &&
            document
              .getAnimations()
              .every(
                (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
              ),
        );
        const results = await new AxeBuilder({ page }).analyze();
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${where}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
          );
      },
      { timeout: SETTLE_MS, intervals: [250, 500, 1_000] },
    )
    .toEqual([]);
}
