// Whether the screen is phone-sized (under 768 px, DESIGN.md "Layout by device"), following resizes.
import { useSyncExternalStore } from 'react';

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
 * The phone layout for a page the server rendered: null on the server and while the page hydrates (the
 * server cannot know the screen, so it draws both layouts and CSS shows the right one), then as useIsPhone.
 */
export function usePhoneLayout(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => null,
  );
}
