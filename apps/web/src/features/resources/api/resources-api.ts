import type { Resource, resourceListResponseSchema, resourceSavedResponseSchema } from '@mentorbridge/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiResult } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';

/** The API prefix of the resource calls (part 2 section 7). */
export const RESOURCES_API = '/api/resources';

/** `/api/resources/{id}` and below, with the id encoded. */
export const resourcePath = (id: string, rest = '') => `${RESOURCES_API}/${encodeURIComponent(id)}${rest}`;

/** The answer of an upload, edit, rating or review: the sentence to show and the saved resource. */
export type ResourceSavedResponse = z.infer<typeof resourceSavedResponseSchema>;

/**
 * The details an upload sends and an edit may change (part 2 section 5): title, description, category and
 * tags; with category Other the custom category goes beside it and is stored instead.
 */
export interface ResourceEditBody {
  title: string;
  description: string;
  category: string;
  customCategory?: string;
  tags: string[];
}

/** One page of a list and, from X-Total-Count, how many resources match in all. */
export interface ResourcePage {
  resources: Resource[];
  total: number;
}

export function readResourcePage({
  data,
  headers,
}: ApiResult<z.infer<typeof resourceListResponseSchema>>): ResourcePage {
  const resources = Array.isArray(data?.data) ? data.data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { resources, total: Number.isFinite(total) && total >= resources.length ? total : resources.length };
}

/** Puts the server's answer for one resource in every cached page that shows it. */
export function replaceCachedResource(queryClient: QueryClient, resource: Resource) {
  const replace = (page: ResourcePage | undefined) =>
    page
      ? { ...page, resources: page.resources.map((item) => (item._id === resource._id ? resource : item)) }
      : page;
  queryClient.setQueriesData<ResourcePage>({ queryKey: resourceKeys.lists }, replace);
  queryClient.setQueriesData<ResourcePage>({ queryKey: resourceKeys.adminLists }, replace);
}

/** Fetching a stored file with the bearer token and saving it now live in lib (the admin exports use them too). */
export { type FetchedFile, fetchFile as fetchResourceFile, saveBlob } from '@/lib/file-download';
