import {
  type FeedbackItem,
  type MyFeedbackResponse,
  ratingDistribution,
  WORKSHOP_MESSAGES,
} from '@mentorbridge/shared';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { failureMessage } from '@/lib/failure-message';
import { useMyFeedback } from '../api/get-my-feedback';
import { formatDate } from '../format';

const STARS = [5, 4, 3, 2, 1] as const;
const FILTER_OPTIONS = [
  { value: 'all', label: 'All ratings' },
  ...STARS.map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` })),
];

/** The list's own counts when the server sent none. */
export function feedbackDistribution(summary: MyFeedbackResponse): Record<1 | 2 | 3 | 4 | 5, number> {
  const own = ratingDistribution(summary.feedback.map((item) => item.rating));
  const server = summary.distribution ?? {};
  return {
    1: server['1'] ?? own[1],
    2: server['2'] ?? own[2],
    3: server['3'] ?? own[3],
    4: server['4'] ?? own[4],
    5: server['5'] ?? own[5],
  };
}

function Summary({ summary }: { summary: MyFeedbackResponse }) {
  const distribution = feedbackDistribution(summary);
  const total = summary.totalRatings;
  const average = summary.averageRating.toFixed(1);
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
      <div className="text-center sm:border-r sm:border-slate-200 sm:pr-8">
        <p className="text-sm text-slate-600">Overall rating</p>
        <p className="text-5xl font-bold text-slate-900">{average}</p>
        <Stars rating={Number(average)} className="size-5" />
        <p className="mt-1 text-sm text-slate-600">
          {total} {total === 1 ? 'rating' : 'ratings'}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Rating distribution</h3>
        <ul className="mt-3 space-y-2">
          {STARS.map((stars) => {
            const count = distribution[stars];
            const percent = total > 0 ? Math.round((count / total) * 100) : 0;
            return (
              <li key={stars} className="flex items-center gap-3 text-sm">
                <span className="w-14 shrink-0 text-slate-700">
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </span>
                <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-20 shrink-0 text-right text-slate-700">
                  {count} <span className="text-xs text-slate-500">({percent}%)</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Stars rating={item.rating} />
          <span className="text-sm font-semibold text-slate-900">{item.rating.toFixed(1)}</span>
        </div>
        <time dateTime={item.submittedAt} className="text-xs text-slate-600">
          {formatDate(item.submittedAt)}
        </time>
      </div>
      <p className={`mt-2 text-sm ${item.comment ? 'text-slate-800' : 'text-slate-500 italic'}`}>
        {item.comment || 'No comment left.'}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        <span className="font-medium text-slate-800">{item.studentName}</span> · {item.workshopTitle}
      </p>
    </li>
  );
}

export function FeedbackTab() {
  const feedback = useMyFeedback();
  const [filter, setFilter] = useState('all');
  const filterId = useId();

  if (feedback.isPending) {
    return (
      <div className="flex justify-center py-16 text-indigo-700">
        <Spinner label="Loading feedback…" className="size-8" />
      </div>
    );
  }
  if (feedback.isError) {
    return (
      <Alert tone="error" title={failureMessage(feedback.error, WORKSHOP_MESSAGES.feedbackFetchFailed)}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => feedback.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const summary = feedback.data;
  const items =
    filter === 'all'
      ? summary.feedback
      : summary.feedback.filter((item) => Math.floor(item.rating) === Number(filter));

  return (
    <section aria-labelledby="feedback-title" className="space-y-5">
      <h2 id="feedback-title" className="text-xl font-semibold text-slate-900">
        Feedback
      </h2>
      {summary.feedback.length === 0 ? (
        <EmptyState
          icon={<MessageSquareText className="size-10" aria-hidden="true" />}
          title="No feedback yet"
          text="When students rate a workshop you have marked completed, their feedback appears here."
        />
      ) : (
        <>
          <Summary summary={summary} />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">
              What students said <span className="text-sm font-normal text-slate-600">({items.length})</span>
            </h3>
            <SelectField
              id={filterId}
              label="Filter by rating"
              options={FILTER_OPTIONS}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              wrapperClassName="w-full sm:w-48"
            />
          </div>
          {items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
              No feedback with this rating.
            </p>
          ) : (
            <ul className="space-y-3">
              {items.map((item) => (
                <FeedbackEntry key={item._id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
