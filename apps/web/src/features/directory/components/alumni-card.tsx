import { type AlumniListItem, RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { Building, CirclePause, HeartHandshake, School } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { MentorRatingBadge } from '@/components/ui/mentor-rating';
import { ResponsivenessFacts } from '@/components/ui/responsiveness-facts';
import { paths } from '@/config/paths';
import { mentorshipRequestPath } from '../directory-query';
import { OverflowTags } from './overflow-tags';

export interface AlumniCardLayout {
  maxSkills: number;
  /** 0 hides them. */
  maxInterests: number;
  moreLabel: (hidden: number) => string;
}

interface AlumniCardProps extends AlumniCardLayout {
  alumni: AlumniListItem;
  rankBadge?: ReactNode;
  /** The page composes the request dialog and 'Request Sent'. */
  requestAction?: ReactNode;
}

export function AlumniCard({
  alumni,
  maxSkills,
  maxInterests,
  moreLabel,
  rankBadge,
  requestAction,
}: AlumniCardProps) {
  const { profile } = alumni;
  // A paused alumni (several requests expired in a row) takes no new requests until they resume.
  const isPaused = alumni.responsiveness?.isAcceptingRequests === false;
  return (
    <article
      aria-labelledby={`alumni-${alumni._id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        {/* UserAvatar sizes its initial with text-sm; `!` scales the letter to this larger circle. */}
        <UserAvatar name={alumni.name} src={profile.avatar} className="size-14 text-lg!" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`alumni-${alumni._id}`} className="text-base font-semibold text-slate-900">
              {alumni.name}
            </h3>
            {profile.graduationYear ? (
              <span className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                Ex. {profile.graduationYear}
              </span>
            ) : null}
            {rankBadge}
          </div>
          {profile.currentPosition ? (
            <p className="line-clamp-2 text-sm text-slate-700">{profile.currentPosition}</p>
          ) : null}
          {profile.currentCompany ? (
            <p className="flex items-center gap-1 text-sm font-medium text-indigo-700">
              <Building className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="line-clamp-2">{profile.currentCompany}</span>
            </p>
          ) : null}
        </div>
      </div>
      {profile.collegeName ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
          <School className="size-4 shrink-0" aria-hidden="true" />
          <span className="line-clamp-2">
            {profile.collegeName}
            {profile.branch ? ` · ${profile.branch}` : ''}
          </span>
        </p>
      ) : null}
      <MentorRatingBadge rating={alumni.mentorRating} className="mt-3" />
      <ResponsivenessFacts responsiveness={alumni.responsiveness} className="mt-3 space-y-1" />
      <div className="mt-3 space-y-2">
        <OverflowTags
          label="Technical skills"
          items={profile.technicalSkills}
          max={maxSkills}
          moreLabel={moreLabel}
        />
        <OverflowTags
          label="Career interests"
          items={profile.careerInterests}
          max={maxInterests}
          moreLabel={moreLabel}
          tone="amber"
        />
      </div>
      <div className="mt-auto grid gap-2 pt-4">
        <Link
          to={paths.alumniPublicProfile(alumni._id)}
          className={buttonClasses('secondary', 'md', 'no-underline')}
          aria-describedby={`alumni-${alumni._id}`}
        >
          Show Full Profile
        </Link>
        {isPaused ? (
          <>
            <p id={`alumni-${alumni._id}-paused`} className="text-center text-sm text-amber-800">
              {RESPONSIVENESS_MESSAGES.notTakingRequests}
            </p>
            <Button
              variant="secondary"
              disabled
              aria-describedby={`alumni-${alumni._id} alumni-${alumni._id}-paused`}
            >
              <CirclePause className="size-4" aria-hidden="true" />
              Request Mentorship
            </Button>
          </>
        ) : (
          (requestAction ?? (
            <Link
              to={mentorshipRequestPath(alumni._id)}
              className={buttonClasses('primary', 'md', 'no-underline')}
              aria-describedby={`alumni-${alumni._id}`}
            >
              <HeartHandshake className="size-4" aria-hidden="true" />
              Request Mentorship
            </Link>
          ))
        )}
      </div>
    </article>
  );
}
