// The prerendered landing page (apps/web/build/prerender.ts) shows its buttons before the app's script has
// run; its boot script remembers the last one pressed until then. Once the page is hydrated, that button is
// pressed again, so an early "Get it Now" opens registration instead of doing nothing.
import { useEffect } from 'react';

type BootWindow = Window & { __trajectoryEarlyClick?: HTMLElement | null; __trajectoryHydrated?: boolean };

export function useReplayEarlyClick() {
  useEffect(() => {
    const boot = window as BootWindow;
    if (boot.__trajectoryHydrated) return;
    boot.__trajectoryHydrated = true;
    const button = boot.__trajectoryEarlyClick;
    boot.__trajectoryEarlyClick = null;
    if (button?.isConnected) button.click();
  }, []);
}
