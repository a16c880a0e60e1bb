import { RECOMMENDATION_MESSAGES as M } from '@mentorbridge/shared';
import { RotateCw, UsersRound } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSimilarMentors } from '../api/get-similar-mentors';
import { RecommendedMentorCard } from './recommended-mentor-card';

export const SIMILAR_MENTORS_SHOWN = 3;
const HEADING_ID = 'similar-mentors-heading';

/** Mentors like the one on the page: same company, shared skills, same industry. */
export function SimilarMentors({ mentorId }: { mentorId: string }) {
  const { data, isPending, isError, refetch, isFetching } = useSimilarMentors(
    mentorId,
    SIMILAR_MENTORS_SHOWN,
  );

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <h2 id={HEADING_ID} className="text-xl font-semibold text-slate-900">
        {M.similarTitle}
      </h2>
      {isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading similar mentors" className="size-6 text-indigo-600" />
        </div>
      ) : isError ? (
        <Alert tone="error" title={M.similarLoadFailed}>
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
      ) : data.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          <UsersRound className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          {M.similarNone}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.data.map((mentor) => (
            <li key={mentor._id}>
              <RecommendedMentorCard mentor={mentor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
