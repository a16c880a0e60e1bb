import {
  lastActiveLabel,
  type MentorResponsiveness,
  RESPONSIVENESS_MESSAGES,
  replyTimeLabel,
} from '@mentorbridge/shared';
import { Activity, CirclePause, MessageCircleReply } from 'lucide-react';

/**
 * An alumni profile's responsiveness line (issue 17): usual reply time (after a first answer), last activity,
 * and a note while they are not taking new requests.
 */
export function ProfileResponsiveness({
  responsiveness,
  now,
}: {
  responsiveness: MentorResponsiveness | undefined;
  now?: Date;
}) {
  if (!responsiveness) return null;
  const reply = replyTimeLabel(responsiveness.replyWithinDays);
  const active = lastActiveLabel(responsiveness.lastActiveAt, now);
  const isPaused = !responsiveness.isAcceptingRequests;
  if (!reply && !active && !isPaused) return null;
  return (
    <ul
      aria-label="Responsiveness"
      className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-600 md:justify-start"
    >
      {reply ? (
        <li className="flex items-center gap-1.5">
          <MessageCircleReply className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          {reply}
        </li>
      ) : null}
      {active ? (
        <li className="flex items-center gap-1.5">
          <Activity className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {active}
        </li>
      ) : null}
      {isPaused ? (
        <li className="flex items-center gap-1.5 font-medium text-amber-800">
          <CirclePause className="size-4 shrink-0" aria-hidden="true" />
          {RESPONSIVENESS_MESSAGES.notTakingRequests}
        </li>
      ) : null}
    </ul>
  );
}
