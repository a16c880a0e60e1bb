import {
  type CompanyInsight,
  INSIGHT_LIMITS,
  INSIGHT_MESSAGES,
  rateInsightSchema,
} from '@mentorbridge/shared';
import { type RefObject, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextArea } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useRateCompanyInsight } from '../api/rate-company-insight';

const M = INSIGHT_MESSAGES;

interface RateFormProps {
  id: string;
  insight: CompanyInsight;
  mutation: ReturnType<typeof useRateCompanyInsight>;
  guard: SubmitGuard;
  onRated: (message: string) => void;
}

function RateForm({ id, insight, mutation, guard, onRated }: RateFormProps) {
  // Prefilled with the caller's own rating (part 2 section 4).
  const [rating, setRating] = useState(insight.myRating?.rating ?? 0);
  const [comment, setComment] = useState(insight.myRating?.comment ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const max = INSIGHT_LIMITS.commentMax;

  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={guard(async (event) => {
        event.preventDefault();
        const parsed = rateInsightSchema.safeParse({ rating, comment });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          if (issue?.path[0] === 'rating') {
            setRatingError(issue.message);
            event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
          }
          return;
        }
        try {
          const result = await mutation.mutateAsync({ id: insight._id, body: parsed.data });
          onRated(result.message || M.rated);
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
        placeholder="What was it like to apply or work here?"
        hint={`${comment.length}/${max} characters`}
      />
      {mutation.isError ? <Alert tone="error">{failureMessage(mutation.error, M.rateFailed)}</Alert> : null}
    </form>
  );
}

interface RateInsightDialogProps {
  /** The insight to rate; null keeps the dialog closed. */
  insight: CompanyInsight | null;
  onClose: () => void;
  onRated: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The rating modal (part 2 sections 4 and 5): 1 to 5 stars required, a comment optional. */
export function RateInsightDialog({ insight, onClose, onRated, returnFocusRef }: RateInsightDialogProps) {
  const formId = useId();
  const mutation = useRateCompanyInsight();
  const { guard, isSubmitting } = useSubmitGuard();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <FormDialog
      open={insight !== null}
      onClose={close}
      returnFocusRef={returnFocusRef}
      title={insight ? `Rate ${insight.company}` : ''}
      description={
        insight?.myRating
          ? 'You rated this company before; a new rating replaces it.'
          : 'How would you rate this company as a place to work and to interview with?'
      }
      formId={formId}
      isPending={mutation.isPending}
      isSubmitting={isSubmitting}
      submitLabel="Submit rating"
      pendingLabel="Submitting…"
    >
      {insight ? (
        <RateForm
          key={insight._id}
          id={formId}
          insight={insight}
          mutation={mutation}
          guard={guard}
          onRated={(message) => {
            mutation.reset();
            onRated(message);
          }}
        />
      ) : null}
    </FormDialog>
  );
}
