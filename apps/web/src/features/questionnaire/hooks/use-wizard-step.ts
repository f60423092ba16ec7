// The wizard's step lives in the URL (?step=n), one history entry per step, so browser Back/Forward move between questions.
import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Answers } from '../lib/answers';
import { firstInvalidStep } from '../lib/steps';

/** Kept in a history entry Next pushed: the step it came from, so Previous can go back to that entry. */
type StepEntryState = { wizardFrom?: number };

type WizardStepOptions = {
  /** The step to show when the URL names none (the local draft's, or 1). */
  initial: number;
  total: number;
  answers: Answers;
  /** A step the wizard was held at because an earlier answer is refused: show its messages. */
  onHeld: (step: number) => void;
};

function parseStep(text: string | null): number | null {
  const step = Number(text);
  return text !== null && Number.isInteger(step) && step > 0 ? step : null;
}

export function useWizardStep({ initial, total, answers, onHeld }: WizardStepOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const urlStep = parseStep(searchParams.get('step'));
  const requested = Math.min(urlStep ?? initial, total);
  // Never past a refused answer, whether the URL came from a reload, a link or browser Forward.
  const held = firstInvalidStep(answers, requested);
  const step = held ?? requested;
  /** The step a navigation of ours is on its way to: answers changed with it must not hold the old URL. */
  const pending = useRef<number | null>(null);

  const go = useCallback(
    (to: number, { replace = false, from }: { replace?: boolean; from?: number } = {}) => {
      const params = new URLSearchParams(location.search);
      params.set('step', String(to));
      const state: StepEntryState = from === undefined ? {} : { wizardFrom: from };
      pending.current = to;
      void navigate({ pathname: location.pathname, search: `?${params}` }, { replace, state });
    },
    [navigate, location.pathname, location.search],
  );

  // The URL always names the step shown: the first load (and a held step) replaces the entry. In a task of
  // its own: a navigation ends the visit the server drew (lib/ssr-state.ts), and made among the effects of
  // the page's first render it would have the page's queries, subscribing after it, read again what the
  // page came with (a second render of the whole page while it hydrates).
  useEffect(() => {
    if (pending.current !== null) {
      if (urlStep !== pending.current) return;
      pending.current = null;
    }
    if (urlStep === step) return;
    if (held !== null) onHeld(held);
    // A press meanwhile (a Next pressed before hydration, replayed) has the URL already on its way.
    const timer = window.setTimeout(() => {
      // Nothing on screen changes with it: the page's render for the new URL may yield to the browser.
      if (pending.current === null) startTransition(() => go(step, { replace: true }));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [urlStep, step, held, go, onHeld]);

  const next = useCallback(() => go(Math.min(step + 1, total), { from: step }), [go, step, total]);

  /** Back to the entry Next came from when there is one, so Previous and browser Back agree. */
  const previous = useCallback(() => {
    const from = (location.state as StepEntryState | null)?.wizardFrom;
    if (from === step - 1) void navigate(-1);
    else go(Math.max(1, step - 1));
  }, [location.state, navigate, go, step]);

  return { step, goTo: go, next, previous };
}
