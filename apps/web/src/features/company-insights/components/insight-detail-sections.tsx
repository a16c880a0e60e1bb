import type { CompanyInsight } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { Stars } from '@/components/ui/stars';
import { formatDate, formatSalary, keyedTexts } from '../insight-format';

const NOT_GIVEN = <p className="text-sm text-slate-500">Not specified</p>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Paragraph({ text }: { text: string }) {
  return text ? <p className="text-sm whitespace-pre-line text-slate-700">{text}</p> : NOT_GIVEN;
}

function Bullets({ items, label }: { items: readonly string[]; label?: string }) {
  if (items.length === 0) return NOT_GIVEN;
  return (
    <ul aria-label={label} className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {keyedTexts(items).map(({ key, text }) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

export function InsightDetailSections({ insight }: { insight: CompanyInsight }) {
  const { hiringProcess: process, expectations } = insight;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
        <Pair label="Industry">{insight.industry}</Pair>
        <Pair label="Location">{insight.location || 'Not specified'}</Pair>
        <Pair label="Company size">{insight.companySize}</Pair>
      </dl>

      <Section title="Recruitment pattern">
        <Paragraph text={insight.recruitmentPattern} />
      </Section>
      <Section title="Roles offered">
        <Bullets items={insight.rolesOffered} />
      </Section>
      <Section title="Hiring process">
        <dl className="grid grid-cols-2 gap-3">
          <Pair label="Rounds">{process.rounds || 'Not specified'}</Pair>
          <Pair label="Duration">{process.duration || 'Not specified'}</Pair>
        </dl>
        <Paragraph text={process.description} />
      </Section>
      <Section title="Salary">
        <p className="text-sm text-slate-700">
          {formatSalary(insight.salaryRange)}
          {insight.salaryRange.min || insight.salaryRange.max ? ` (${insight.salaryRange.currency})` : ''}
        </p>
      </Section>
      <Section title="Work culture">
        <Paragraph text={insight.workCulture} />
      </Section>
      <Section title="Benefits">
        <Bullets items={insight.benefits} />
      </Section>
      <Section title="What they expect">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <h4 className="text-sm font-medium text-slate-800">Technical</h4>
            <Bullets items={expectations.technical} />
          </div>
          <div className="space-y-1">
            <h4 className="text-sm font-medium text-slate-800">Behavioral</h4>
            <Bullets items={expectations.behavioral} />
          </div>
        </div>
        <div className="space-y-1">
          <h4 className="text-sm font-medium text-slate-800">Educational</h4>
          <Paragraph text={expectations.educational} />
        </div>
      </Section>
      <Section title="Tips for candidates">
        <Paragraph text={insight.tips} />
      </Section>
    </div>
  );
}

export function RecentRatings({ insight, isLoading }: { insight: CompanyInsight; isLoading: boolean }) {
  return (
    <Section title="Recent ratings">
      {isLoading ? (
        <p className="text-sm text-slate-600">Loading ratings…</p>
      ) : insight.ratings.length === 0 ? (
        <p className="text-sm text-slate-600">No ratings yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {insight.ratings.map((rating) => (
            <li key={`${rating.user}-${rating.createdAt}`} className="space-y-1 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{rating.userName}</span>
                <Stars rating={rating.rating} />
              </div>
              {rating.comment ? <p className="text-sm text-slate-700">{rating.comment}</p> : null}
              <p className="text-xs text-slate-500">{formatDate(rating.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
