import type { Session } from '@mentorbridge/shared';
import { lazy, Suspense } from 'react';
import { UserAvatar } from './user-avatar';

const FetchedAvatar = lazy(() => import('./fetched-avatar'));

interface NavAvatarProps {
  session: Session;
  className?: string;
}

/** Admin has no profile, so nothing is fetched. */
export function NavAvatar({ session, className }: NavAvatarProps) {
  const immediate = <UserAvatar name={session.name} src={session.avatar ?? null} className={className} />;
  if (session.role === 'admin') return immediate;
  return (
    <Suspense fallback={immediate}>
      <FetchedAvatar session={session} className={className} />
    </Suspense>
  );
}
