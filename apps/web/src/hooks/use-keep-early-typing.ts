// A form the server drew (the checkout, the questionnaire: apps/server/src/http/pages/page-render.ts) can be
// typed into before the app's script has run. React hydrates a controlled field keeping the text in it, but
// the page's state still holds the value the server drew, and the next render would put that back (React
// replays no change for it). Once the form is hydrated, each field whose text differs from what was drawn
// is changed again as typing does, so the page's own onChange takes it; a button pressed meanwhile (Next,
// Apply: the boot script held its submit back, apps/web/build/prerender.ts) is pressed once that change has
// rendered, so it acts on the typed text.
import { useEffect, type RefObject } from 'react';

type BootWindow = Window & { __trajectoryEarlyClick?: HTMLElement | null };

const NOT_TYPED = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'hidden', 'file', 'image']);

/** The field's value set on the element itself, past React's value tracker (an own `value` property). */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/** Changes again, as typing does, every field of `root` holding other text than it was drawn with; how many. */
export function replayEarlyTyping(root: HTMLElement): number {
  let replayed = 0;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    const typed = field.value;
    const drawn = field.defaultValue;
    if (typed === drawn) continue;
    // React's tracker is told the drawn value, the element keeps the typed one: the input event is a change.
    field.value = drawn;
    setNativeValue(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    replayed += 1;
  }
  for (const select of root.querySelectorAll('select')) {
    const drawn =
      [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value;
    if (drawn === undefined || select.value === drawn) continue;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}

/** Keeps what was typed into the form at `ref` before it was hydrated (once, when it mounts). */
export function useKeepEarlyTyping(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root || replayEarlyTyping(root) === 0) return;
    // A button of this form pressed before hydration is pressed after the typed text has rendered, not in
    // this task (its handler would read the state drawn by the server).
    const boot = window as BootWindow;
    const button = boot.__trajectoryEarlyClick;
    if (!button || !root.contains(button)) return;
    boot.__trajectoryEarlyClick = null;
    window.setTimeout(() => {
      if (button.isConnected) button.click();
    }, 0);
  }, [ref]);
}
