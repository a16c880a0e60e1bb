import type { Session } from '@mentorbridge/shared';
import { QueryScope } from '@/lib/query-client';
import { useNavAvatar } from './use-nav-avatar';
import { UserAvatar } from './user-avatar';

interface FetchedAvatarProps {
  session: Session;
  className?: string;
}

function ProfileAvatar({ session, className }: FetchedAvatarProps) {
  const avatar = useNavAvatar(session);
  return <UserAvatar name={session.name} src={avatar} className={className} />;
}

/** Loaded lazily so only signed-in students and alumni pull in TanStack Query. */
export default function FetchedAvatar(props: FetchedAvatarProps) {
  return (
    <QueryScope>
      <ProfileAvatar {...props} />
    </QueryScope>
  );
}
