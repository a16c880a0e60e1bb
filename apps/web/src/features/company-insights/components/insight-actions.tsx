import type { CompanyInsight } from '@mentorbridge/shared';
import { Eye, Flag, Pencil, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { InsightPermissions } from '../insight-permissions';

export type InsightAction = 'details' | 'rate' | 'delete' | 'report';

interface InsightActionsProps {
  insight: CompanyInsight;
  permissions: InsightPermissions;
  onAction: (action: InsightAction, insight: CompanyInsight) => void;
  hasDetails?: boolean;
}

/** Each button's name ends with the company, so a list of cards reads unambiguously. */
export function InsightActions({ insight, permissions, onAction, hasDetails = true }: InsightActionsProps) {
  // The space outside the span keeps the name 'Rate Acme' where a name computation trims each node.
  const forCompany = (
    <>
      {' '}
      <span className="sr-only">{insight.company}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {hasDetails ? (
        <Button size="sm" onClick={() => onAction('details', insight)}>
          <Eye className="size-4" aria-hidden="true" />
          View Details{forCompany}
        </Button>
      ) : null}
      {permissions.canRate ? (
        <Button size="sm" variant="secondary" onClick={() => onAction('rate', insight)}>
          <Star className="size-4" aria-hidden="true" />
          Rate{forCompany}
        </Button>
      ) : null}
      {permissions.canEdit ? (
        <>
          <Link to={paths.companyInsightsEdit(insight._id)} className={buttonClasses('secondary', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit{forCompany}
          </Link>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onAction('delete', insight)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete{forCompany}
          </Button>
        </>
      ) : null}
      {permissions.canReport ? (
        <Button size="sm" variant="ghost" onClick={() => onAction('report', insight)}>
          <Flag className="size-4" aria-hidden="true" />
          Report{forCompany}
        </Button>
      ) : null}
    </div>
  );
}
