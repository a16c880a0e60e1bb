import {
  RECOMMENDATION_MESSAGES as M,
  RECOMMENDATION_LIMITS,
  type RecommendedMentor,
} from '@mentorbridge/shared';
import { Goal, RotateCw, Sparkles, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useRecommendedMentors } from '../api/get-recommended-mentors';
import { RecommendedMentorCard } from './recommended-mentor-card';

interface MentorsForYouProps {
  /** The page composes the request dialog for a mentor; `describedBy` names the card's heading. */
  requestActionFor?: (mentor: RecommendedMentor, describedBy: string) => ReactNode;
}

const HEADING_ID = 'mentors-for-you-heading';
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

const PLACEHOLDER_IDS = Array.from(
  { length: RECOMMENDATION_LIMITS.defaultLimit },
  (_, n) => `placeholder-${n}`,
);

function Placeholders() {
  return (
    <div className={GRID} aria-hidden="true">
      {PLACEHOLDER_IDS.map((id) => (
        <div key={id} className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
      ))}
    </div>
  );
}

const addTargetsLink = (
  <Link to={paths.completeProfile} className={buttonClasses('primary', 'md', 'no-underline')}>
    <Goal className="size-4" aria-hidden="true" />
    {M.addTargets}
  </Link>
);

/** Six mentors picked for the student, each with its reasons and a "Why?" detail of the score. */
export function MentorsForYou({ requestActionFor }: MentorsForYouProps) {
  const { data, isPending, isError, refetch, isFetching } = useRecommendedMentors();

  let body: ReactNode;
  if (isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading mentors for you
        </p>
        <Placeholders />
      </>
    );
  } else if (isError) {
    body = (
      <Alert tone="error" title={M.loadFailed}>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => refetch()}
          isLoading={isFetching}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      </Alert>
    );
  } else if (data.needsProfile) {
    body = (
      <EmptyState
        icon={<Goal className="size-10" aria-hidden="true" />}
        title="Tell us what you are aiming for"
        text={M.needsProfile}
        action={addTargetsLink}
      />
    );
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        icon={<UsersRound className="size-10" aria-hidden="true" />}
        title="No matches yet"
        text={M.none}
        action={
          <Link to={paths.findMentor} className={buttonClasses('secondary', 'md', 'no-underline')}>
            Browse all mentors
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        {data.hasTargetCompanies ? null : (
          <Alert className="mb-4">
            {M.addTargetsHint}{' '}
            <Link to={paths.completeProfile} className="font-medium text-indigo-700 underline">
              {M.addTargets}
            </Link>
          </Alert>
        )}
        <ul className={GRID}>
          {data.data.map((mentor) => (
            <li key={mentor._id}>
              <RecommendedMentorCard
                mentor={mentor}
                requestAction={
                  requestActionFor ? (headingId) => requestActionFor(mentor, headingId) : undefined
                }
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div>
        <h2 id={HEADING_ID} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Sparkles className="size-5 text-indigo-600" aria-hidden="true" />
          {M.title}
        </h2>
        <p className="text-sm text-slate-600">
          Picked from your target companies, skills, branch and college.
        </p>
      </div>
      {body}
    </section>
  );
}
