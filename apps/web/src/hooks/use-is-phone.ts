// Whether the screen is phone-sized (under 768 px, DESIGN.md "Layout by device"), following resizes.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isServerVisit } from '@/lib/ssr-state';

export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The phone layout for a page the server rendered: null on the server and while the page it drew hydrates
 * (the server cannot know the screen, so it draws both layouts and CSS shows the right one), then as
 * useIsPhone. The switch after hydration is a transition: React drops the unused layout in slices, not in
 * one blocking task (a store whose server value differs would re-render synchronously). A page the
 * browser draws itself knows the screen from its first render.
 */
export function usePhoneLayout(): boolean | null {
  const [isPhone, setIsPhone] = useState<boolean | null>(() =>
    typeof window === 'undefined' || isServerVisit() ? null : (mediaQuery()?.matches ?? false),
  );
  useEffect(() => {
    const query = mediaQuery();
    const update = () => startTransition(() => setIsPhone(query?.matches ?? false));
    update();
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, []);
  return isPhone;
}
