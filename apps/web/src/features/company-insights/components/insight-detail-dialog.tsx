import type { CompanyInsight } from '@mentorbridge/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCompanyInsight } from '../api/get-company-insight';
import { formatDate } from '../insight-format';
import type { InsightPermissions } from '../insight-permissions';
import { type InsightAction, InsightActions } from './insight-actions';
import { InsightDetailSections, RecentRatings } from './insight-detail-sections';
import { RatingBadge } from './rating-badge';

interface InsightDetailDialogProps {
  insight: CompanyInsight | null;
  permissionsFor: (insight: CompanyInsight) => InsightPermissions;
  onAction: (action: InsightAction, insight: CompanyInsight) => void;
  onClose: () => void;
}

function DetailBody({
  insight,
  permissionsFor,
  onAction,
}: Omit<InsightDetailDialogProps, 'insight' | 'onClose'> & { insight: CompanyInsight }) {
  // The card's copy has no ratings but the caller's own; the full record replaces it when it arrives.
  const detail = useCompanyInsight(insight._id, { placeholder: insight });
  const shown = detail.data ?? insight;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <RatingBadge average={shown.averageRating} count={shown.totalRatings} />
        <InsightActions
          insight={shown}
          permissions={permissionsFor(shown)}
          onAction={onAction}
          hasDetails={false}
        />
      </div>
      <InsightDetailSections insight={shown} />
      {detail.isError ? (
        <p className="text-sm text-slate-600">The ratings could not be loaded.</p>
      ) : (
        <RecentRatings insight={shown} isLoading={detail.isPlaceholderData} />
      )}
    </div>
  );
}

export function InsightDetailDialog({
  insight,
  permissionsFor,
  onAction,
  onClose,
}: InsightDetailDialogProps) {
  return (
    <Dialog
      open={insight !== null}
      onClose={onClose}
      size="lg"
      title={
        insight ? (
          <span className="flex items-start gap-2">
            <span aria-hidden="true">{insight.logo}</span>
            {insight.company}
          </span>
        ) : (
          ''
        )
      }
      description={
        insight
          ? `Shared by ${insight.creator?.name ?? 'Former member'} on ${formatDate(insight.createdAt)}`
          : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {insight ? <DetailBody insight={insight} permissionsFor={permissionsFor} onAction={onAction} /> : null}
    </Dialog>
  );
}
