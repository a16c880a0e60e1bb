import { RESOURCE_MESSAGES, type Resource, rateResourceSchema } from '@mentorbridge/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/form-dialog';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useRateResource } from '../api/rate-resource';

const M = RESOURCE_MESSAGES;

interface RateFormProps {
  id: string;
  resource: Resource;
  mutation: ReturnType<typeof useRateResource>;
  guard: SubmitGuard;
  onRated: (message: string) => void;
}

function RateForm({ id, resource, mutation, guard, onRated }: RateFormProps) {
  // Prefilled with the caller's own rating: a new one replaces it.
  const [rating, setRating] = useState(resource.myRating ?? 0);
  const [ratingError, setRatingError] = useState<string | undefined>();

  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={guard(async (event) => {
        event.preventDefault();
        const parsed = rateResourceSchema.safeParse({ rating });
        if (!parsed.success) {
          setRatingError(parsed.error.issues[0]?.message ?? M.ratingRange);
          event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
          return;
        }
        try {
          const result = await mutation.mutateAsync({ id: resource._id, rating: parsed.data.rating });
          onRated(result?.message || M.rated(parsed.data.rating));
        } catch {
          // The mutation's error state shows the failure under the stars.
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
      {mutation.isError ? <Alert tone="error">{failureMessage(mutation.error, M.rateFailed)}</Alert> : null}
    </form>
  );
}

interface RateResourceDialogProps {
  /** The resource to rate; null keeps the dialog closed. */
  resource: Resource | null;
  onClose: () => void;
  onRated: (message: string) => void;
}

/** Rate a resource 1 to 5 stars (part 2 section 5); the thank-you is the page's banner. */
export function RateResourceDialog({ resource, onClose, onRated }: RateResourceDialogProps) {
  const formId = useId();
  const mutation = useRateResource();
  const { guard, isSubmitting } = useSubmitGuard();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <FormDialog
      open={resource !== null}
      onClose={close}
      size="sm"
      title={resource ? `Rate ${resource.title}` : ''}
      description={
        resource?.myRating
          ? 'You rated this resource before; a new rating replaces it.'
          : 'How useful was this resource for your placement preparation?'
      }
      formId={formId}
      isPending={mutation.isPending}
      isSubmitting={isSubmitting}
      submitLabel="Submit rating"
      pendingLabel="Submitting…"
    >
      {resource ? (
        <RateForm
          key={resource._id}
          id={formId}
          resource={resource}
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
