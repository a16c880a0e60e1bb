import { type ReactNode, type RefObject, useId, useState } from 'react';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { Alert } from './alert';
import type { DIALOG_SIZES } from './dialog';
import { TextArea } from './field';
import { FormDialog } from './form-dialog';
import { StarRatingInput } from './star-rating-input';

export interface RatingValue {
  rating: number;
  /** As typed; the caller trims or validates it. */
  comment: string;
}

export interface RatingDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** 0 or absent: none yet. */
  initialRating?: number;
  initialComment?: string;
  /** Without it the dialog asks for stars only. */
  comment?: { maxLength: number; placeholder: string };
  ratingRequiredMessage: string;
  /** A rejection leaves the dialog open, showing `error`. */
  onSubmit: (value: RatingValue) => Promise<unknown>;
  isPending: boolean;
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

/** Mounted with each opening, so it starts afresh. */
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
          // The caller's `error` shows the failure.
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
