import { lastActiveLabel, type MentorResponsiveness, replyTimeLabel } from '@mentorbridge/shared';
import { Activity, MessageCircleReply } from 'lucide-react';

/**
 * A directory card's responsiveness lines (issue 17): how soon the alumni usually replies (hidden until their
 * first answer) and when they were last active (hidden if never seen).
 */
export function ResponsivenessFacts({
  responsiveness,
  now,
}: {
  responsiveness: MentorResponsiveness | undefined;
  now?: Date;
}) {
  const reply = replyTimeLabel(responsiveness?.replyWithinDays);
  const active = lastActiveLabel(responsiveness?.lastActiveAt, now);
  if (!reply && !active) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-600" aria-label="Responsiveness">
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
    </ul>
  );
}
