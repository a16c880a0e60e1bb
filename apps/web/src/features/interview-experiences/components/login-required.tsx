import { EXPERIENCE_MESSAGES } from '@mentorbridge/shared';
import { Lock, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export function LoginRequired() {
  return (
    <EmptyState
      icon={<Lock className="size-10" aria-hidden="true" />}
      title={EXPERIENCE_MESSAGES.loginRequired}
      text="Sign in to read interview experiences shared by alumni."
      action={
        <Link to={paths.login} className={buttonClasses('primary')}>
          <LogIn className="size-4" aria-hidden="true" />
          Login
        </Link>
      }
    />
  );
}
