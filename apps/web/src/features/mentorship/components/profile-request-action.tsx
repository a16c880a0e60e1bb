import { RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { Check, CircleCheckBig, CirclePause, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMentorRequestState } from '../hooks/use-mentor-request-state';

interface ProfileRequestActionProps {
  alumniId: string;
  requestPath: string;
  isAcceptingRequests?: boolean;
}

const LINK_CLASSES = 'text-sm font-medium text-indigo-700 underline-offset-2 hover:underline';

export function ProfileRequestAction({
  alumniId,
  requestPath,
  isAcceptingRequests = true,
}: ProfileRequestActionProps) {
  const state = useMentorRequestState(alumniId);

  if (state === 'pending') {
    return (
      <div className="flex flex-col items-center gap-1.5 md:items-end">
        <Button variant="secondary" disabled>
          <Check className="size-4" aria-hidden="true" />
          Request Sent
        </Button>
        <Link to={paths.mentorship} className={LINK_CLASSES}>
          View your request
        </Link>
      </div>
    );
  }
  if (state === 'accepted') {
    return (
      <div className="flex flex-col items-center gap-1.5 md:items-end">
        <p className="inline-flex h-10 items-center gap-2 rounded-md bg-green-50 px-4 text-sm font-medium text-green-800 ring-1 ring-green-200">
          <CircleCheckBig className="size-4" aria-hidden="true" />
          Mentorship Accepted
        </p>
        <Link to={paths.mentorship} className={LINK_CLASSES}>
          View meeting and contact details
        </Link>
      </div>
    );
  }
  if (!isAcceptingRequests) {
    return (
      <div className="flex flex-col items-center gap-1.5 md:items-end">
        <Button variant="secondary" disabled aria-describedby="mentor-paused-note">
          <CirclePause className="size-4" aria-hidden="true" />
          Request Mentorship
        </Button>
        <p id="mentor-paused-note" className="text-center text-sm text-amber-800 md:text-right">
          {RESPONSIVENESS_MESSAGES.paused}
        </p>
      </div>
    );
  }
  return (
    <Link to={requestPath} className={buttonClasses('primary', 'md', 'no-underline')}>
      <HeartHandshake className="size-4" aria-hidden="true" />
      Request Mentorship
    </Link>
  );
}
