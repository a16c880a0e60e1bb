import { formatInstantDate, type MentorReview, MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import { Flag, MessageSquareQuote } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReportDialog } from '@/components/ui/report-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { failureMessage } from '@/lib/failure-message';
import { useMentorReviews } from '../api/get-mentor-reviews';
import { useReportReview } from '../api/report-review';

function ReviewItem({
  review,
  onReport,
}: {
  review: MentorReview;
  onReport: (review: MentorReview) => void;
}) {
  return (
    <li className="min-w-0 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} />
          <span className="text-sm font-medium break-words text-slate-900">{review.student.name}</span>
          <span className="text-sm text-slate-600">
            Session on <time dateTime={review.sessionDate}>{formatInstantDate(review.sessionDate)}</time>
            {review.editedAt ? ' · edited' : ''}
          </span>
        </div>
        {review.isOwn ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="text-slate-600"
            onClick={() => onReport(review)}
            aria-label={`Report review by ${review.student.name}`}
          >
            <Flag className="size-4" aria-hidden="true" />
            Report
          </Button>
        )}
      </div>
      {review.review ? (
        <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{review.review}</p>
      ) : null}
    </li>
  );
}

interface MentorReviewsProps {
  alumniId: string;
  /**
   * The mentor themself and admins: the section shows even with no reviews. Others see it only when the server
   * lists reviews, which it does from `minRatingsShown` visible ratings on.
   */
  showsEmpty: boolean;
}

/** A mentor's visible session reviews on their profile, newest first, five at a time. */
export function MentorReviews({ alumniId, showsEmpty }: MentorReviewsProps) {
  const titleId = useId();
  const reviews = useMentorReviews(alumniId);
  const report = useReportReview();
  const [reporting, setReporting] = useState<MentorReview | null>(null);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;

  if (!showsEmpty && reviews.isSuccess && items.length === 0) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <MessageSquareQuote className="size-4" aria-hidden="true" />
        </span>
        Session Reviews{reviews.isSuccess && total > 0 ? ` (${total})` : ''}
      </h2>
      {reviews.isPending ? (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner label="Loading reviews" className="size-6" />
        </div>
      ) : reviews.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{failureMessage(reviews.error, R.loadFailed)}</span>
            <Button variant="secondary" size="sm" onClick={() => reviews.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{R.noReviews}. Students can rate a session once it is over.</p>
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((review) => (
              <ReviewItem key={review._id} review={review} onReport={setReporting} />
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              onClick={() => reviews.fetchNextPage()}
              isLoading={reviews.isFetchingNextPage}
            >
              Show more reviews
            </Button>
          ) : null}
        </>
      )}
      <ReportDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        itemLabel={reporting ? `the review by ${reporting.student.name}` : 'this review'}
        onSubmit={(body) => report.mutateAsync({ id: reporting!._id, body })}
      />
    </section>
  );
}
