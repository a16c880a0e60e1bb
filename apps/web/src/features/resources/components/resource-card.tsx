import type { Resource } from '@mentorbridge/shared';
import { Download, FileText, Flag, Star, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { downloadsLabel, fileSummary, ratingSummary, uploaderName } from '../resource-format';
import { ResourceTags } from './resource-tags';

export type ResourceCardAction = 'download' | 'rate' | 'report';

export interface ResourceCardPermissions {
  canRate: boolean;
  canReport: boolean;
}

interface ResourceCardProps {
  resource: Resource;
  permissions: ResourceCardPermissions;
  onAction: (action: ResourceCardAction, resource: Resource) => void;
  isDownloading: boolean;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

export function ResourceCard({ resource, permissions, onAction, isDownloading }: ResourceCardProps) {
  const headingId = `resource-${resource._id}-title`;
  // The title in each button's name keeps a list of cards unambiguous ('Download Resume Kit').
  const forTitle = (
    <>
      {' '}
      <span className="sr-only">{resource.title}</span>
    </>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700"
        >
          <FileText className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900 wrap-anywhere">
            {resource.title}
          </h3>
          <p className="mt-0.5 text-sm font-medium text-indigo-700">{resource.category}</p>
        </div>
      </div>

      {resource.description ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700 wrap-anywhere">
          {resource.description}
        </p>
      ) : null}
      <ResourceTags tags={resource.tags} />

      <dl className="grid gap-1.5 text-sm text-slate-700">
        <Fact icon={<User className="size-4" aria-hidden="true" />} label="Uploaded by">
          {uploaderName(resource)}
        </Fact>
        <Fact icon={<FileText className="size-4" aria-hidden="true" />} label="File">
          {fileSummary(resource)}
        </Fact>
        <Fact icon={<Download className="size-4" aria-hidden="true" />} label="Downloads">
          {downloadsLabel(resource.downloads)}
        </Fact>
        <Fact icon={<Star className="size-4" aria-hidden="true" />} label="Rating">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <Stars rating={Math.round(resource.averageRating * 10) / 10} />
            <span>{ratingSummary(resource)}</span>
            {resource.myRating ? (
              <span className="text-xs text-slate-600">You rated it {resource.myRating} of 5</span>
            ) : null}
          </span>
        </Fact>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button size="sm" onClick={() => onAction('download', resource)} isLoading={isDownloading}>
          {isDownloading ? null : <Download className="size-4" aria-hidden="true" />}
          {isDownloading ? 'Downloading…' : 'Download'}
          {forTitle}
        </Button>
        {permissions.canRate ? (
          <Button size="sm" variant="secondary" onClick={() => onAction('rate', resource)}>
            <Star className="size-4" aria-hidden="true" />
            Rate{forTitle}
          </Button>
        ) : null}
        {permissions.canReport ? (
          <Button size="sm" variant="ghost" onClick={() => onAction('report', resource)}>
            <Flag className="size-4" aria-hidden="true" />
            Report{forTitle}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
