import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { bellLabel } from '../notification-format';
import { BELL_CLASSES } from './bell-button';

// The count, the stream and the panel come with TanStack Query in a chunk of their own, fetched once the
// page has rendered and only for a signed-in user: the entry chunk carries this shell alone.
const LiveNotificationBell = lazy(() => import('./live-notification-bell'));

/** Until the live bell has loaded: a plain link to the notifications page, in the same place and look. */
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

/** The bell in the navigation for every signed-in role; nothing when signed out. */
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
