import { RECOMMENDATION_LIMITS } from '@mentorbridge/shared';
import { MessageCircleReply } from 'lucide-react';
import { StatRow } from '@/components/ui/stat-row';
import { formatPercent } from '../admin-format';
import { useRecommendationAnalytics } from '../api/get-recommendation-analytics';
import { LoadState } from './load-state';

const mentorsOf = (count: number) => `${count} ${count === 1 ? 'mentor' : 'mentors'}`;

/** Today's figure, whatever the range: of the mentors recommendations may show, who answered their last request. */
export function RecommendationAnalytics() {
  const figures = useRecommendationAnalytics();
  const data = figures.data;
  return (
    <section
      aria-labelledby="recommendation-analytics-title"
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <h4 id="recommendation-analytics-title" className="text-sm font-semibold text-slate-900">
        Mentor recommendations
      </h4>
      <LoadState query={figures} label="recommendation analytics">
        {data ? (
          <StatRow
            className="grid gap-3 sm:grid-cols-2"
            stats={[
              {
                label: `Recommended mentors who answered their last request in ${RECOMMENDATION_LIMITS.answeredWithinDays} days`,
                value: formatPercent(data.answeredShare),
                icon: <MessageCircleReply className="size-4" />,
                tone: 'green',
                note:
                  data.mentors > 0
                    ? `${data.answered} of ${mentorsOf(data.mentors)} that recommendations can show now`
                    : 'No mentor recommendations can show has had a request answered or expired yet',
              },
            ]}
          />
        ) : null}
      </LoadState>
    </section>
  );
}
