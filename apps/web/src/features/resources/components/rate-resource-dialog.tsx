import { RESOURCE_MESSAGES, type Resource } from '@mentorbridge/shared';
import { RatingDialog } from '@/components/ui/rating-dialog';
import { failureMessage } from '@/lib/failure-message';
import { useRateResource } from '../api/rate-resource';

const M = RESOURCE_MESSAGES;

interface RateResourceDialogProps {
  resource: Resource | null;
  onClose: () => void;
  onRated: (message: string) => void;
}

export function RateResourceDialog({ resource, onClose, onRated }: RateResourceDialogProps) {
  const mutation = useRateResource();
  return (
    <RatingDialog
      open={resource !== null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      size="sm"
      title={resource ? `Rate ${resource.title}` : ''}
      description={
        resource?.myRating
          ? 'You rated this resource before; a new rating replaces it.'
          : 'How useful was this resource for your placement preparation?'
      }
      // Prefilled with the caller's own rating: a new one replaces it.
      initialRating={resource?.myRating ?? 0}
      ratingRequiredMessage={M.ratingRange}
      isPending={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, M.rateFailed) : null}
      onSubmit={async ({ rating }) => {
        if (!resource) return;
        const result = await mutation.mutateAsync({ id: resource._id, rating });
        mutation.reset();
        onRated(result?.message || M.rated(rating));
      }}
    />
  );
}
