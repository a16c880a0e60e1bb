import {
  formatInstantDate,
  MENTOR_REVIEW_LIMITS,
  type MentorSession,
  MENTOR_REVIEW_MESSAGES as R,
} from '@mentorbridge/shared';
import { RatingDialog } from '@/components/ui/rating-dialog';
import { failureMessage } from '@/lib/failure-message';
import { useReviewSession } from '../api/review-session';

interface ReviewSessionDialogProps {
  /** The student's completed session; one with a review opens it for a change. */
  session: MentorSession | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function ReviewSessionDialog({ session, onClose, onSaved }: ReviewSessionDialogProps) {
  const mutation = useReviewSession();
  const given = session?.review ?? null;
  return (
    <RatingDialog
      open={session !== null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      title={given ? 'Edit your review' : 'Rate this session'}
      description={
        session
          ? `How was your session with ${session.alumni.name} on ${formatInstantDate(session.start)}? Your review appears on their profile.`
          : undefined
      }
      initialRating={given?.rating ?? 0}
      initialComment={given?.review ?? ''}
      comment={{
        maxLength: MENTOR_REVIEW_LIMITS.reviewMax,
        placeholder: 'What helped most? What could have been better?',
      }}
      ratingRequiredMessage={R.ratingRequired}
      submitLabel={given ? 'Save review' : 'Submit review'}
      pendingLabel="Saving…"
      isPending={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, R.submitFailed) : null}
      onSubmit={async ({ rating, comment }) => {
        if (!session) return;
        const result = await mutation.mutateAsync({
          sessionId: session._id,
          body: { rating, review: comment.trim() || null },
          isEdit: given !== null,
        });
        mutation.reset();
        onSaved(result.message || (given ? R.updated : R.saved));
      }}
    />
  );
}
