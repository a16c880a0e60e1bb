import type { Resource } from '@mentorbridge/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { downloadsLabel, fileSummary, formatDate, ratingSummary } from '../resource-format';
import { ResourceStatusBadge } from './resource-status-badge';
import { ResourceTags } from './resource-tags';

export type MyResourceAction = 'edit' | 'delete';

interface MyResourcesListProps {
  resources: Resource[];
  onAction: (action: MyResourceAction, resource: Resource) => void;
  caption: string;
}

function Actions({ resource, onAction }: { resource: Resource; onAction: MyResourcesListProps['onAction'] }) {
  if (!resource.canEdit) return null;
  const forTitle = (
    <>
      {' '}
      <span className="sr-only">{resource.title}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => onAction('edit', resource)}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit{forTitle}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => onAction('delete', resource)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete{forTitle}
      </Button>
    </div>
  );
}

function Rating({ resource }: { resource: Resource }) {
  return (
    <span className="flex flex-col gap-0.5">
      <Stars rating={Math.round(resource.averageRating * 10) / 10} />
      <span className="text-xs text-slate-600">{ratingSummary(resource)}</span>
    </span>
  );
}

export function MyResourcesTable({ resources, onAction, caption }: MyResourcesListProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-[34%] px-4 py-3">
              Resource
            </th>
            <th scope="col" className="w-[18%] px-4 py-3">
              Status
            </th>
            <th scope="col" className="w-[10%] px-4 py-3">
              Downloads
            </th>
            <th scope="col" className="w-[14%] px-4 py-3">
              Rating
            </th>
            <th scope="col" className="w-[24%] px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {resources.map((resource) => (
            <tr key={resource._id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-slate-900 wrap-anywhere">{resource.title}</span>
                <span className="mt-0.5 block text-xs text-slate-600">
                  {resource.category} · {fileSummary(resource)} · {formatDate(resource.createdAt)}
                </span>
                <div className="mt-2">
                  <ResourceTags tags={resource.tags} />
                </div>
              </th>
              <td className="px-4 py-3">
                <ResourceStatusBadge resource={resource} hasReason />
              </td>
              <td className="px-4 py-3 text-slate-800 tabular-nums">{resource.downloads}</td>
              <td className="px-4 py-3">
                <Rating resource={resource} />
              </td>
              <td className="px-4 py-3">
                <Actions resource={resource} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cards on narrow screens: no sideways scroll at 375 px. */
export function MyResourcesCards({ resources, onAction, caption }: MyResourcesListProps) {
  return (
    <ul aria-label={caption} className="space-y-4">
      {resources.map((resource) => (
        <li key={resource._id}>
          <article
            aria-labelledby={`my-resource-${resource._id}`}
            className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3
                id={`my-resource-${resource._id}`}
                className="min-w-0 font-semibold text-slate-900 wrap-anywhere"
              >
                {resource.title}
              </h3>
              <ResourceStatusBadge resource={resource} hasReason />
            </div>
            <p className="text-xs text-slate-600">
              {resource.category} · {fileSummary(resource)} · {formatDate(resource.createdAt)}
            </p>
            <ResourceTags tags={resource.tags} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
              <span>{downloadsLabel(resource.downloads)}</span>
              <Rating resource={resource} />
            </div>
            <Actions resource={resource} onAction={onAction} />
          </article>
        </li>
      ))}
    </ul>
  );
}
