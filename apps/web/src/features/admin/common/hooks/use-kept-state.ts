// State that outlives its component for the rest of the staff session: a list's filters and page stay
// put when staff switch tabs or the layout swaps tabs for the phone accordion (both remount the list).
import { useEffect, useState } from 'react';

const kept = new Map<string, unknown>();

export function useKeptState<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  useEffect(() => {
    kept.set(key, value);
  }, [key, value]);
  return [value, setValue] as const;
}

/** Forgets every kept value: called when staff sign out, so the next person starts clean. */
export function forgetKeptState(): void {
  kept.clear();
}
