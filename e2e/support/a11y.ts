// Accessibility in the browser specs: axe on the screen as it settles, serious and critical findings fail.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // A toast still fading in has a washed-out colour, and so has a part of the page that is still working
  // (`aria-busy`, e.g. the tornado at 70% while its drivers settle, which a loaded machine makes slow) or
  // still fading back (the tornado's opacity transition after it settled, caught once at 3.59:1): judge
  // the screen as it settles.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (t) => getComputedStyle(t).opacity === '1',
      ) &&
      document.querySelector('[aria-busy="true"]') === null &&
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${where}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
    ),
  ).toEqual([]);
}
