import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes a drawer and the header gets a menu toggle (SPEC 9). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

/** The system setting 'reduce motion' (WCAG 2.3.3): dialogs, menus and toasts then appear without animation. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
