// Navigates after a pause (the spec's 1- and 2-second redirects); the timer dies with the page.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, run?: () => void) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (run) run();
        else void navigate(to);
      }, delayMs);
    },
    [navigate],
  );
}
