import { type ReactNode, type RefObject, useId, useState } from 'react';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { Alert } from './alert';
import type { DIALOG_SIZES } from './dialog';
import { TextArea } from './field';
import { FormDialog } from './form-dialog';
import { StarRatingInput } from './star-rating-input';

export interface RatingValue {
  /** 1 to 5. */
  rating: number;
  /** As typed ('' without a comment field); the caller trims or validates it. */
  comment: string;
}

export interface RatingDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The caller's earlier rating (0 or absent: none yet), so a new one starts from it. */
  initialRating?: number;
  initialComment?: string;
  /** Offers an optional comment of at most this length; without it the dialog asks for stars only. */
  comment?: { maxLength: number; placeholder: string };
  /** Shown under the stars when the form is sent without one. */
  ratingRequiredMessage: string;
  /** Sends the rating; a rejection leaves the dialog open, showing `error`. */
  onSubmit: (value: RatingValue) => Promise<unknown>;
  /** The request is in flight (the submit button spins). */
  isPending: boolean;
  /** The last failure, shown under the form. */
  error?: string | null;
  submitLabel?: string;
  pendingLabel?: string;
  size?: keyof typeof DIALOG_SIZES;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

type RatingFormProps = Pick<
  RatingDialogProps,
  'initialRating' | 'initialComment' | 'comment' | 'ratingRequiredMessage' | 'onSubmit' | 'error'
> & { id: string; guard: SubmitGuard };

/** Mounted with each opening (the dialog renders its content only while open), so it starts afresh. */
function RatingForm({
  id,
  guard,
  initialRating = 0,
  initialComment = '',
  comment: commentField,
  ratingRequiredMessage,
  onSubmit,
  error,
}: RatingFormProps) {
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState(initialComment);
  const [ratingError, setRatingError] = useState<string | undefined>();

  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={guard(async (event) => {
        event.preventDefault();
        if (rating < 1) {
          setRatingError(ratingRequiredMessage);
          event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
          return;
        }
        try {
          await onSubmit({ rating, comment: commentField ? comment : '' });
        } catch {
          // The caller's `error` shows the failure under the form.
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
      {commentField ? (
        <TextArea
          label="Comment (optional)"
          rows={4}
          maxLength={commentField.maxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder={commentField.placeholder}
          hint={`${comment.length}/${commentField.maxLength} characters`}
        />
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}

/**
 * Rate something 1 to 5 stars, with an optional comment: a company insight, a resource, a finished
 * workshop. The stars are required; one submission at a time.
 */
export function RatingDialog({
  open,
  onClose,
  title,
  description,
  isPending,
  submitLabel = 'Submit rating',
  pendingLabel = 'Submitting…',
  size,
  returnFocusRef,
  ...form
}: RatingDialogProps) {
  const formId = useId();
  const { guard, isSubmitting } = useSubmitGuard();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size={size}
      returnFocusRef={returnFocusRef}
      title={title}
      description={description}
      formId={formId}
      isPending={isPending}
      isSubmitting={isSubmitting}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <RatingForm id={formId} guard={guard} {...form} />
    </FormDialog>
  );
}
