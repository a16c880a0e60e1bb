import type { ResourceListParams } from './resource-list-params';

/** Query keys of the resources feature, all under 'resources'. */
export const resourceKeys = {
  all: ['resources'] as const,
  /** Every page of `GET /api/resources` (students' published list, alumni's own uploads). */
  lists: ['resources', 'list'] as const,
  list: (params: ResourceListParams) => ['resources', 'list', params] as const,
  /** Every page of `GET /api/resources/admin/all`. */
  adminLists: ['resources', 'admin'] as const,
  adminList: (params: ResourceListParams) => ['resources', 'admin', params] as const,
  stats: ['resources', 'stats'] as const,
};
