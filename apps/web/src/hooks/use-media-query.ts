import { useCallback, useSyncExternalStore } from 'react';

/**
 * Without matchMedia (jsdom) it answers `fallback`. For layouts that change structure, where rendering
 * both and hiding one with CSS would double the content.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}
