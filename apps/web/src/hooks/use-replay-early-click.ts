// The landing page and the server-rendered statements pages (apps/server/src/http/pages/page-render.ts)
// show their buttons before the app's script has run (the landing page's starts only on the first press);
// the boot script (apps/web/build/prerender.ts) remembers the last one pressed until then. Once the page
// is hydrated, that button is pressed again, so an early "Get it Now" opens registration instead of doing
// nothing.
import { useEffect } from 'react';

type BootWindow = Window & { __trajectoryEarlyClick?: HTMLElement | null; __trajectoryHydrated?: boolean };

export function useReplayEarlyClick() {
  useEffect(() => {
    const boot = window as BootWindow;
    if (boot.__trajectoryHydrated) return;
    boot.__trajectoryHydrated = true;
    const button = boot.__trajectoryEarlyClick;
    boot.__trajectoryEarlyClick = null;
    if (!button?.isConnected) return;
    // Some controls act on the press itself (a tab opens on mousedown), others on the click.
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    button.click();
  }, []);
}
