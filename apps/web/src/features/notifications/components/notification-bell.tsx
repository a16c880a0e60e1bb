import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { bellLabel } from '../notification-format';
import { BELL_CLASSES } from './bell-button';

// A chunk of its own, fetched after the page renders and only when signed in: the entry chunk
// carries this shell alone.
const LiveNotificationBell = lazy(() => import('./live-notification-bell'));

function BellFallback() {
  return (
    <Link
      to={paths.notifications}
      aria-label={bellLabel(undefined)}
      data-testid="notification-bell"
      className={BELL_CLASSES}
    >
      <Bell className="size-5" aria-hidden="true" />
    </Link>
  );
}

export function NotificationBell() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={<BellFallback />}>
      {/* A new user gets a new bell: a fresh stream, no panel left open. */}
      <LiveNotificationBell key={session._id} />
    </Suspense>
  );
}
