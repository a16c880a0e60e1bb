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
  showPaused?: boolean;
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
