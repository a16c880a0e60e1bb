import {
  type CompanyInsight,
  INSIGHT_LIMITS,
  INSIGHT_MESSAGES,
  rateInsightSchema,
} from '@mentorbridge/shared';
import type { RefObject } from 'react';
import { RatingDialog } from '@/components/ui/rating-dialog';
import { failureMessage } from '@/lib/failure-message';
import { useRateCompanyInsight } from '../api/rate-company-insight';

const M = INSIGHT_MESSAGES;

interface RateInsightDialogProps {
  insight: CompanyInsight | null;
  onClose: () => void;
  onRated: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function RateInsightDialog({ insight, onClose, onRated, returnFocusRef }: RateInsightDialogProps) {
  const mutation = useRateCompanyInsight();
  return (
    <RatingDialog
      open={insight !== null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      returnFocusRef={returnFocusRef}
      title={insight ? `Rate ${insight.company}` : ''}
      description={
        insight?.myRating
          ? 'You rated this company before; a new rating replaces it.'
          : 'How would you rate this company as a place to work and to interview with?'
      }
      initialRating={insight?.myRating?.rating}
      initialComment={insight?.myRating?.comment}
      comment={{
        maxLength: INSIGHT_LIMITS.commentMax,
        placeholder: 'What was it like to apply or work here?',
      }}
      ratingRequiredMessage={M.ratingRequired}
      isPending={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, M.rateFailed) : null}
      onSubmit={async (value) => {
        if (!insight) return;
        await mutation.mutateAsync({ id: insight._id, body: rateInsightSchema.parse(value) });
        mutation.reset();
        onRated(M.rated);
      }}
    />
  );
}
