import { useCallback, useEffect, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A message that clears itself: success after `successMs`, errors after `errorMs` (null keeps errors
 * until the next message). Part 1 section 4: success text clears after 3 s; errors after 5 s on the
 * alumni screen.
 */
export function useTimedMessage(successMs: number, errorMs: number | null) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const delay = message.tone === 'success' ? successMs : errorMs;
    if (delay === null) return;
    const timer = setTimeout(() => setMessage(null), delay);
    return () => clearTimeout(timer);
  }, [message, successMs, errorMs]);

  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
