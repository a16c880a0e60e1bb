import type { CompanyInsight } from '@mentorbridge/shared';
import { Banknote, Building2, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatSalary } from '../insight-format';
import type { InsightPermissions } from '../insight-permissions';
import { type InsightAction, InsightActions } from './insight-actions';
import { RatingBadge } from './rating-badge';
import { RoleTags } from './role-tags';

interface InsightCardProps {
  insight: CompanyInsight;
  permissions: InsightPermissions;
  onAction: (action: InsightAction, insight: CompanyInsight) => void;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function InsightCard({ insight, permissions, onAction }: InsightCardProps) {
  const headingId = `insight-${insight._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-2xl"
        >
          {insight.logo}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {insight.company}
          </h3>
          <p className="text-sm text-slate-600">{insight.industry}</p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <RatingBadge average={insight.averageRating} count={insight.totalRatings} />
        {insight.myRating ? (
          <span className="text-xs text-slate-600">You rated it {insight.myRating.rating} of 5</span>
        ) : null}
      </div>

      <dl className="grid gap-1.5 text-sm text-slate-700">
        <Fact icon={<MapPin className="size-4" aria-hidden="true" />} label="Location">
          {insight.location || 'Not specified'}
        </Fact>
        <Fact icon={<Users className="size-4" aria-hidden="true" />} label="Company size">
          {insight.companySize}
        </Fact>
        <Fact icon={<Banknote className="size-4" aria-hidden="true" />} label="Salary range">
          {formatSalary(insight.salaryRange)}
        </Fact>
        <Fact icon={<Building2 className="size-4" aria-hidden="true" />} label="Hiring rounds">
          {insight.hiringProcess.rounds
            ? `${insight.hiringProcess.rounds} ${insight.hiringProcess.rounds === 1 ? 'round' : 'rounds'}`
            : 'Rounds not specified'}
        </Fact>
      </dl>

      <RoleTags roles={insight.rolesOffered} />

      <div className="mt-auto border-t border-slate-100 pt-4">
        <InsightActions insight={insight} permissions={permissions} onAction={onAction} />
      </div>
    </article>
  );
}
