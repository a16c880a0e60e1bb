import { type StudentBooking, WORKSHOP_LIMITS, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import type { RefObject } from 'react';
import { RatingDialog } from '@/components/ui/rating-dialog';
import { failureMessage } from '@/lib/failure-message';
import { useLeaveFeedback } from '../api/leave-feedback';

export const RATING_REQUIRED = 'Please select a rating';
export const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';

interface FeedbackDialogProps {
  booking: StudentBooking | null;
  onClose: () => void;
  onSent: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function FeedbackDialog({ booking, onClose, onSent, returnFocusRef }: FeedbackDialogProps) {
  const mutation = useLeaveFeedback();
  return (
    <RatingDialog
      open={booking !== null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      returnFocusRef={returnFocusRef}
      title="Leave feedback"
      description={booking ? `How was “${booking.workshopTitle}” with ${booking.mentor.name}?` : undefined}
      comment={{
        maxLength: WORKSHOP_LIMITS.commentMax,
        placeholder: 'What was most useful? What could be better?',
      }}
      ratingRequiredMessage={RATING_REQUIRED}
      submitLabel="Submit feedback"
      pendingLabel="Sending…"
      isPending={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, FEEDBACK_FAILED) : null}
      onSubmit={async ({ rating, comment }) => {
        if (!booking) return;
        const text = comment.trim();
        const result = await mutation.mutateAsync({
          workshopId: booking.workshopId,
          rating,
          ...(text ? { comment: text } : {}),
        });
        mutation.reset();
        onSent(result.message || WORKSHOP_MESSAGES.feedbackThanks);
      }}
    />
  );
}
