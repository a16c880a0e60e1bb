import type { Resource, resourceListResponseSchema, resourceSavedResponseSchema } from '@mentorbridge/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiResult } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';

export const RESOURCES_API = '/api/resources';

export const resourcePath = (id: string, rest = '') => `${RESOURCES_API}/${encodeURIComponent(id)}${rest}`;

export type ResourceSavedResponse = z.infer<typeof resourceSavedResponseSchema>;

/** With category Other the custom category goes beside it and is stored instead. */
export interface ResourceEditBody {
  title: string;
  description: string;
  category: string;
  customCategory?: string;
  tags: string[];
}

export interface ResourcePage {
  resources: Resource[];
  total: number;
}

export function readResourcePage({
  data,
  headers,
}: ApiResult<z.infer<typeof resourceListResponseSchema>>): ResourcePage {
  const resources = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { resources, total: Number.isFinite(total) && total >= resources.length ? total : resources.length };
}

export function replaceCachedResource(queryClient: QueryClient, resource: Resource) {
  const replace = (page: ResourcePage | undefined) =>
    page
      ? { ...page, resources: page.resources.map((item) => (item._id === resource._id ? resource : item)) }
      : page;
  queryClient.setQueriesData<ResourcePage>({ queryKey: resourceKeys.lists }, replace);
  queryClient.setQueriesData<ResourcePage>({ queryKey: resourceKeys.adminLists }, replace);
}

/** Shared with the admin exports, hence in lib. */
export { type FetchedFile, fetchFile as fetchResourceFile, saveBlob } from '@/lib/file-download';
