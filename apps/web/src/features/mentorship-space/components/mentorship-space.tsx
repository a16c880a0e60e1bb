import { MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { useMentorshipSpace } from '../api/get-mentorship-space';
import { countNotStarted } from '../space-times';
import { EndMentorshipDialog } from './end-mentorship-dialog';
import { GoalsChecklist } from './goals-checklist';
import { SpaceHeader } from './space-header';
import { SpaceSessions } from './space-sessions';

interface MentorshipSpaceProps {
  mentorshipId: string;
  /** After the end: the page refreshes the request lists and sessions other screens keep. */
  onEnded?: () => void;
}

const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

export function MentorshipSpace({ mentorshipId, onEnded }: MentorshipSpaceProps) {
  const space = useMentorshipSpace(mentorshipId);
  const [isEnding, setEnding] = useState(false);
  const [hasEnded, setEnded] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const { banner, show } = useTimedBanner();

  if (space.isPending) {
    return (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label="Loading the mentorship space" className="size-8" />
      </div>
    );
  }
  if (space.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{failureMessage(space.error, M.loadFailed)}</span>
          {isRefusal(space.error) ? null : (
            <Button variant="secondary" size="sm" onClick={() => space.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </Alert>
    );
  }

  const data = space.data;
  const otherName = data.viewerRole === 'student' ? data.alumni.name : data.student.name;
  return (
    <div ref={top} tabIndex={-1} className="space-y-5 outline-none">
      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}
      <SpaceHeader space={data} onEnd={() => setEnding(true)} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <GoalsChecklist mentorshipId={data._id} goals={data.goals} canEdit={data.canEdit} />
        <SpaceSessions space={data} />
      </div>
      <EndMentorshipDialog
        open={isEnding}
        mentorshipId={data._id}
        otherName={otherName}
        upcomingCount={countNotStarted(data.upcoming, Date.now())}
        onClose={() => setEnding(false)}
        onEnded={(message) => {
          setEnded(true);
          setEnding(false);
          show({ tone: 'success', text: message });
        }}
        onChanged={onEnded}
        returnFocusRef={hasEnded ? top : undefined}
      />
    </div>
  );
}
