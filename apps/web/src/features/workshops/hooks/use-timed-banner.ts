import { TIMERS } from '@mentorbridge/shared';
import { useCallback, useEffect, useState } from 'react';

export interface Banner {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A success or failure banner that clears itself after `clearAfterMs` (part 2 section 9: banners 3 s).
 * Showing a new banner restarts the clock, even with the same text.
 */
export function useTimedBanner(clearAfterMs: number = TIMERS.successClear) {
  const [banner, setBanner] = useState<(Banner & { id: number }) | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [banner, clearAfterMs]);

  const show = useCallback((next: Banner) => setBanner({ ...next, id: Date.now() + Math.random() }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}
