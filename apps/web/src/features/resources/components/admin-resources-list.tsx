import type { Resource } from '@mentorbridge/shared';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fileSummary, formatDate, uploaderName } from '../resource-format';
import { ResourceStatusBadge } from './resource-status-badge';

interface AdminResourcesListProps {
  resources: Resource[];
  onReview: (resource: Resource) => void;
  caption: string;
}

function ReviewButton({
  resource,
  onReview,
}: {
  resource: Resource;
  onReview: (resource: Resource) => void;
}) {
  return (
    <Button size="sm" variant="secondary" onClick={() => onReview(resource)}>
      <Eye className="size-4" aria-hidden="true" />
      Review <span className="sr-only">{resource.title}</span>
    </Button>
  );
}

export function AdminResourcesTable({ resources, onReview, caption }: AdminResourcesListProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-[22%] px-4 py-3">
              Title
            </th>
            <th scope="col" className="w-[14%] px-4 py-3">
              Uploader
            </th>
            <th scope="col" className="w-[14%] px-4 py-3">
              Category
            </th>
            <th scope="col" className="w-[12%] px-4 py-3">
              Type / Size
            </th>
            <th scope="col" className="w-[14%] px-4 py-3">
              Status
            </th>
            <th scope="col" className="w-[12%] px-4 py-3">
              Date
            </th>
            <th scope="col" className="w-[12%] px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {resources.map((resource) => (
            <tr key={resource._id} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900 wrap-anywhere">
                {resource.title}
              </th>
              <td className="px-4 py-3 text-slate-800 wrap-anywhere">{uploaderName(resource)}</td>
              <td className="px-4 py-3 text-slate-800 wrap-anywhere">{resource.category}</td>
              <td className="px-4 py-3 text-slate-700">{fileSummary(resource)}</td>
              <td className="px-4 py-3">
                <ResourceStatusBadge resource={resource} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={resource.createdAt}>{formatDate(resource.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <ReviewButton resource={resource} onReview={onReview} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AdminResourcesCards({ resources, onReview, caption }: AdminResourcesListProps) {
  return (
    <ul aria-label={caption} className="space-y-4">
      {resources.map((resource) => (
        <li key={resource._id}>
          <article
            aria-labelledby={`admin-resource-${resource._id}`}
            className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3
                id={`admin-resource-${resource._id}`}
                className="min-w-0 font-semibold text-slate-900 wrap-anywhere"
              >
                {resource.title}
              </h3>
              <ResourceStatusBadge resource={resource} />
            </div>
            <p className="text-sm text-slate-700 wrap-anywhere">
              {uploaderName(resource)} · {resource.category}
            </p>
            <p className="text-xs text-slate-600">
              {fileSummary(resource)} ·{' '}
              <time dateTime={resource.createdAt}>{formatDate(resource.createdAt)}</time>
            </p>
            <ReviewButton resource={resource} onReview={onReview} />
          </article>
        </li>
      ))}
    </ul>
  );
}
