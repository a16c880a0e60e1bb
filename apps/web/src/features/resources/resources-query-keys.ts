import type { ResourceListParams } from './resource-list-params';

export const resourceKeys = {
  all: ['resources'] as const,
  lists: ['resources', 'list'] as const,
  list: (params: ResourceListParams) => ['resources', 'list', params] as const,
  adminLists: ['resources', 'admin'] as const,
  adminList: (params: ResourceListParams) => ['resources', 'admin', params] as const,
  stats: ['resources', 'stats'] as const,
};
