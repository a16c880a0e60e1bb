import { TIMERS } from '@mentorbridge/shared';
import { useCallback, useEffect, useState } from 'react';

export interface Banner {
  tone: 'success' | 'error';
  text: string;
}

/** `errorClearAfterMs` null keeps an error until the next banner; a new banner restarts the clock. */
export function useTimedBanner(
  clearAfterMs: number = TIMERS.successClear,
  errorClearAfterMs: number | null = clearAfterMs,
) {
  const [banner, setBanner] = useState<(Banner & { id: number }) | null>(null);

  useEffect(() => {
    if (!banner) return;
    const delay = banner.tone === 'success' ? clearAfterMs : errorClearAfterMs;
    if (delay === null) return;
    const timer = setTimeout(() => setBanner(null), delay);
    return () => clearTimeout(timer);
  }, [banner, clearAfterMs, errorClearAfterMs]);

  const show = useCallback((next: Banner) => setBanner({ ...next, id: Date.now() + Math.random() }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
}
