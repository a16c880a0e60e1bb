import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { QueryScope } from '@/lib/query-client';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

/** A non-modal dialog: it takes focus when it opens; Escape gives focus back to the bell. */
function LiveBell() {
  const { count } = useNotificationStream();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!isOpen) return;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    // Focus moving outside (tabbing past the last control) closes it too.
    const onOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen]);

  return (
    <div ref={wrapper} className="relative">
      <BellButton
        ref={button}
        count={count}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((open) => !open)}
      />
      {isOpen ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="fixed inset-x-4 top-16 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <NotificationPanel headingId={headingId} unreadCount={count} onClose={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

/** Loaded lazily so only a signed-in user pulls in TanStack Query. */
export default function LiveNotificationBell() {
  return (
    <QueryScope>
      <LiveBell />
    </QueryScope>
  );
}
