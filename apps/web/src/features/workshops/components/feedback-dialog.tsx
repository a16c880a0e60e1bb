import { type StudentBooking, WORKSHOP_LIMITS, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { type RefObject, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextArea } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useLeaveFeedback } from '../api/leave-feedback';

export const RATING_REQUIRED = 'Please select a rating';
export const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';

interface FeedbackFormProps {
  id: string;
  booking: StudentBooking;
  onSent: (message: string) => void;
  mutation: ReturnType<typeof useLeaveFeedback>;
  guard: SubmitGuard;
}

function FeedbackForm({ id, booking, onSent, mutation, guard }: FeedbackFormProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const max = WORKSHOP_LIMITS.commentMax;

  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={guard(async (event) => {
        event.preventDefault();
        if (rating < 1) {
          setRatingError(RATING_REQUIRED);
          event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
          return;
        }
        const text = comment.trim();
        try {
          const result = await mutation.mutateAsync({
            workshopId: booking.workshopId,
            rating,
            ...(text ? { comment: text } : {}),
          });
          onSent(result.message || WORKSHOP_MESSAGES.feedbackThanks);
        } catch {
          // The mutation's error state shows the failure under the form.
        }
      })}
    >
      <StarRatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setRatingError(undefined);
        }}
        error={ratingError}
        isAutoFocus
      />
      <TextArea
        label="Comment (optional)"
        rows={4}
        maxLength={max}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder="What was most useful? What could be better?"
        hint={`${comment.length}/${max} characters`}
      />
      {mutation.isError ? (
        <Alert tone="error">{failureMessage(mutation.error, FEEDBACK_FAILED)}</Alert>
      ) : null}
    </form>
  );
}

interface FeedbackDialogProps {
  /** The completed booking to rate; null keeps the dialog closed. */
  booking: StudentBooking | null;
  onClose: () => void;
  onSent: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** 'Leave feedback' on a completed workshop: 1 to 5 stars and a comment up to 1000 characters. */
export function FeedbackDialog({ booking, onClose, onSent, returnFocusRef }: FeedbackDialogProps) {
  const formId = useId();
  const mutation = useLeaveFeedback();
  const { guard, isSubmitting } = useSubmitGuard();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <FormDialog
      open={booking !== null}
      onClose={close}
      returnFocusRef={returnFocusRef}
      title="Leave feedback"
      description={booking ? `How was “${booking.workshopTitle}” with ${booking.mentor.name}?` : undefined}
      formId={formId}
      isPending={mutation.isPending}
      isSubmitting={isSubmitting}
      submitLabel="Submit feedback"
      pendingLabel="Sending…"
    >
      {booking ? (
        <FeedbackForm
          id={formId}
          booking={booking}
          mutation={mutation}
          guard={guard}
          onSent={(message) => {
            mutation.reset();
            onSent(message);
          }}
        />
      ) : null}
    </FormDialog>
  );
}
