import { MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import type { RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMentor } from '../api/get-mentor';
import { SendRequestDialog } from './send-request-dialog';

interface MentorRequestLauncherProps {
  mentorId: string;
  pendingMentorIds: ReadonlySet<string>;
  onDone: () => void;
  onSent: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Only an alumni can be asked; any other answer counts as a failed load. */
export function MentorRequestLauncher({
  mentorId,
  pendingMentorIds,
  onDone,
  onSent,
  returnFocusRef,
}: MentorRequestLauncherProps) {
  const { data: mentor, isPending, isError } = useMentor(mentorId);

  if (isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner label="" /> <span role="status">Loading mentor details…</span>
      </p>
    );
  }
  if (isError || mentor.role !== 'alumni') {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{MENTORSHIP_MESSAGES.mentorLoadFailed}</span>
          <Button variant="secondary" size="sm" onClick={onDone}>
            Dismiss
          </Button>
        </div>
      </Alert>
    );
  }

  const profile = mentor.profile && 'currentCompany' in mentor.profile ? mentor.profile : null;
  return (
    <SendRequestDialog
      open
      mentor={{
        _id: mentor._id,
        name: mentor.name,
        avatar: profile?.avatar ?? null,
        position: profile?.currentPosition ?? null,
        company: profile?.currentCompany ?? null,
      }}
      hasPendingRequest={pendingMentorIds.has(mentor._id)}
      isPaused={mentor.responsiveness?.isAcceptingRequests === false}
      onCancel={onDone}
      onSent={onSent}
      returnFocusRef={returnFocusRef}
    />
  );
}
