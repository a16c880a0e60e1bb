import {
  lastActiveLabel,
  type MentorResponsiveness,
  RESPONSIVENESS_MESSAGES,
  replyTimeLabel,
} from '@mentorbridge/shared';
import { Activity, CirclePause, type LucideIcon, MessageCircleReply } from 'lucide-react';

interface FactProps {
  Icon: LucideIcon;
  iconClassName?: string;
  className?: string;
  children: string;
}

interface ResponsivenessFactsProps {
  /** Undefined for a student or an older server: nothing is shown. */
  responsiveness: MentorResponsiveness | undefined;
  /** Adds a line while the alumni takes no new requests (the card says so beside its disabled button). */
  showPaused?: boolean;
  /** Spacing and layout of the list: stacked on a card, wrapping inline on the profile. */
  className?: string;
  now?: Date;
}

function Fact({ Icon, iconClassName = '', className = '', children }: FactProps) {
  return (
    <li className={`flex items-center gap-1.5 ${className}`}>
      <Icon className={`size-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
      {children}
    </li>
  );
}

/**
 * An alumni's responsiveness lines (issue 17) on the directory card and the profile: how soon they usually
 * reply (hidden until their first answer), when they were last active (hidden if never seen) and, where
 * asked, that they are not taking new requests. Renders nothing when there is no line to show.
 */
export function ResponsivenessFacts({
  responsiveness,
  showPaused = false,
  className = '',
  now,
}: ResponsivenessFactsProps) {
  const reply = replyTimeLabel(responsiveness?.replyWithinDays);
  const active = lastActiveLabel(responsiveness?.lastActiveAt, now);
  const isPaused = showPaused && responsiveness?.isAcceptingRequests === false;
  if (!reply && !active && !isPaused) return null;
  return (
    <ul aria-label="Responsiveness" className={`text-sm text-slate-600 ${className}`}>
      {reply ? (
        <Fact Icon={MessageCircleReply} iconClassName="text-emerald-600">
          {reply}
        </Fact>
      ) : null}
      {active ? (
        <Fact Icon={Activity} iconClassName="text-slate-500">
          {active}
        </Fact>
      ) : null}
      {isPaused ? (
        <Fact Icon={CirclePause} className="font-medium text-amber-800">
          {RESPONSIVENESS_MESSAGES.notTakingRequests}
        </Fact>
      ) : null}
    </ul>
  );
}
