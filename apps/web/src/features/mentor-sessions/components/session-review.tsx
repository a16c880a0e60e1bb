import { MENTOR_REVIEW_LIMITS, type MentorSession } from '@mentorbridge/shared';
import { Flag, PencilLine, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';

interface SessionReviewProps {
  session: MentorSession;
  viewerRole: 'student' | 'alumni';
  now: number;
  /** The student's: write or change the review. */
  onRate?: (session: MentorSession) => void;
  /** The alumni's: report the review of their session. */
  onReport?: (session: MentorSession) => void;
}

/** A completed session's rating: the student gives and may change it; the alumni reads and may report it. */
export function SessionReview({ session, viewerRole, now, onRate, onReport }: SessionReviewProps) {
  const review = session.review;
  if (!review) {
    if (viewerRole !== 'student' || session.status !== 'completed' || !onRate) return null;
    return (
      <div className="rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
        <p>How was it? Your rating helps other students choose a mentor.</p>
        <Button
          size="sm"
          className="mt-2"
          onClick={() => onRate(session)}
          aria-label={`Rate this session with ${session.alumni.name}`}
        >
          <Star className="size-4" aria-hidden="true" />
          Rate this session
        </Button>
      </div>
    );
  }
  const isStudent = viewerRole === 'student';
  const isRemoved = review.status === 'removed';
  const canEdit = isStudent && !isRemoved && Date.parse(review.editableUntil) > now && onRate;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{isStudent ? 'Your rating' : `${session.student.name}'s rating`}</span>
        <Stars rating={review.rating} />
      </div>
      {review.review ? <p className="mt-1 whitespace-pre-line break-words">{review.review}</p> : null}
      {isRemoved ? (
        <p className="mt-1 text-amber-900">
          Our moderators removed this review after a report; it no longer shows on the mentor's profile.
        </p>
      ) : null}
      {canEdit || (!isStudent && onReport) ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {canEdit ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onRate(session)}
              aria-label={`Edit your review of the session with ${session.alumni.name}`}
              title={`You can change it for ${MENTOR_REVIEW_LIMITS.editDays} days after writing it`}
            >
              <PencilLine className="size-4" aria-hidden="true" />
              Edit review
            </Button>
          ) : null}
          {!isStudent && onReport ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-slate-600"
              onClick={() => onReport(session)}
              aria-label={`Report review by ${session.student.name}`}
            >
              <Flag className="size-4" aria-hidden="true" />
              Report review
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
