import { RECOMMENDATION_MESSAGES, type RecommendedMentor } from '@mentorbridge/shared';
import { Building, ChevronDown, CircleCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { buttonClasses } from '@/components/ui/button';
import { MentorRatingBadge } from '@/components/ui/mentor-rating';
import { ResponsivenessFacts } from '@/components/ui/responsiveness-facts';
import { paths } from '@/config/paths';
import { pointsText } from '../recommendation-format';

interface RecommendedMentorCardProps {
  mentor: RecommendedMentor;
  /** The page composes the request dialog; without it the card links to the profile only. */
  requestAction?: (headingId: string) => ReactNode;
  /** Heading level of the mentor's name inside its section. */
  headingLevel?: 'h3' | 'h4';
}

export function RecommendedMentorCard({
  mentor,
  requestAction,
  headingLevel = 'h3',
}: RecommendedMentorCardProps) {
  const { profile } = mentor;
  const idBase = useId();
  const headingId = `${idBase}-name`;
  const whyId = `${idBase}-why`;
  const [isWhyOpen, setWhyOpen] = useState(false);
  const Heading = headingLevel;
  const role = [profile.currentPosition, profile.currentCompany].filter(Boolean);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <UserAvatar name={mentor.name} src={profile.avatar} className="size-12 text-base!" />
        <div className="min-w-0 flex-1">
          <Heading id={headingId} className="text-base font-semibold text-slate-900">
            {mentor.name}
          </Heading>
          {role.length > 0 ? (
            <p className="flex items-start gap-1 text-sm text-slate-700">
              <Building className="mt-0.5 size-3.5 shrink-0 text-indigo-700" aria-hidden="true" />
              <span className="line-clamp-2">{role.join(' at ')}</span>
            </p>
          ) : null}
        </div>
      </div>
      <ul className="mt-3 space-y-1.5" aria-label={`Why ${mentor.name} fits you`}>
        {mentor.reasons.map((reason) => (
          <li key={reason} className="flex items-start gap-1.5 text-sm text-slate-800">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      <MentorRatingBadge rating={mentor.mentorRating} className="mt-3" />
      <ResponsivenessFacts
        responsiveness={mentor.responsiveness}
        className="mt-2 space-y-1 text-sm text-slate-600"
      />
      <div className="mt-3">
        <button
          type="button"
          className={buttonClasses('ghost', 'sm', '-ml-3')}
          aria-expanded={isWhyOpen}
          aria-controls={whyId}
          aria-describedby={headingId}
          onClick={() => setWhyOpen((open) => !open)}
        >
          {RECOMMENDATION_MESSAGES.why}
          <ChevronDown
            className={`size-4 transition-transform ${isWhyOpen ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
        <div id={whyId} hidden={!isWhyOpen} className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Match score {mentor.score}, made of:</p>
          <ul className="mt-1 space-y-1">
            {mentor.parts.map((part) => (
              <li key={part.label} className="flex items-start justify-between gap-3 text-slate-700">
                <span className="min-w-0">{part.label}</span>
                <span className="shrink-0 font-medium tabular-nums text-slate-900">
                  {pointsText(part.points)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-auto grid gap-2 pt-4">
        <Link
          to={paths.alumniPublicProfile(mentor._id)}
          className={buttonClasses('secondary', 'md', 'no-underline')}
          aria-describedby={headingId}
        >
          View Profile
        </Link>
        {requestAction?.(headingId)}
      </div>
    </article>
  );
}
