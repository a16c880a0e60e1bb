import {
  ADMIN_LIMITS,
  AUDIT_ACTIONS,
  type AuditAction,
  REPORT_KINDS,
  type ReportKind,
  ROLE_VALUES,
  type Role,
  USER_SORTS,
  USER_STATUSES,
  type UserSort,
  type UserStatus,
} from '@mentorbridge/shared';

/**
 * Kept in the address so Back and a reload show the same view; each list has its own keys, so
 * one list's page never moves another's.
 */
export const ADMIN_TABS = ['overview', 'users', 'reports', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const REPORT_STATUS_FILTERS = ['open', 'closed', 'all'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export interface UserListParams {
  q: string;
  role: Role | '';
  status: UserStatus | '';
  sort: UserSort;
  page: number;
}

export interface ReportListParams {
  status: ReportStatusFilter;
  kind: ReportKind | '';
  page: number;
}

export interface AuditListParams {
  action: AuditAction | '';
  page: number;
}

/** '' lets the server choose (the last 12 weeks). */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export interface AdminParams {
  tab: AdminTab;
  users: UserListParams;
  reports: ReportListParams;
  audit: AuditListParams;
  range: AnalyticsRange;
}

/** A value at its default is left out of the address. */
export const PARAM_KEYS = {
  tab: 'tab',
  q: 'q',
  role: 'role',
  status: 'status',
  sort: 'sort',
  page: 'page',
  reportStatus: 'reportStatus',
  kind: 'kind',
  reportPage: 'reportPage',
  action: 'action',
  auditPage: 'auditPage',
  from: 'from',
  to: 'to',
} as const;
export type ParamKey = keyof typeof PARAM_KEYS;

export const DEFAULT_USER_SORT: UserSort = 'newest';
const DEFAULTS: Partial<Record<ParamKey, string>> = {
  tab: 'overview',
  sort: DEFAULT_USER_SORT,
  page: '1',
  reportStatus: 'open',
  reportPage: '1',
  auditPage: '1',
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** Unknown values fall back to the defaults. */
export function readAdminParams(search: URLSearchParams): AdminParams {
  const get = (key: ParamKey) => search.get(PARAM_KEYS[key]);
  return {
    tab: pick(get('tab'), ADMIN_TABS, 'overview') as AdminTab,
    users: {
      q: (get('q') ?? '').trim().slice(0, ADMIN_LIMITS.searchMax),
      role: pick(get('role'), ROLE_VALUES, ''),
      status: pick(get('status'), USER_STATUSES, ''),
      sort: pick(get('sort'), USER_SORTS, DEFAULT_USER_SORT) as UserSort,
      page: pageOf(get('page')),
    },
    reports: {
      status: pick(get('reportStatus'), REPORT_STATUS_FILTERS, 'open') as ReportStatusFilter,
      kind: pick(get('kind'), REPORT_KINDS, ''),
      page: pageOf(get('reportPage')),
    },
    audit: { action: pick(get('action'), AUDIT_ACTIONS, ''), page: pageOf(get('auditPage')) },
    range: { from: dayOf(get('from')), to: dayOf(get('to')) },
  };
}

export type ParamPatch = Partial<Record<ParamKey, string | number | null>>;

/** null, '' or a default value removes the key. */
export function patchParams(current: URLSearchParams, patch: ParamPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, raw] of Object.entries(patch) as [ParamKey, string | number | null][]) {
    const value = raw === null ? '' : String(raw).trim();
    if (!value || value === DEFAULTS[key]) next.delete(PARAM_KEYS[key]);
    else next.set(PARAM_KEYS[key], value);
  }
  return next;
}

export function toUserQuery(params: UserListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.role) query.set('role', params.role);
  if (params.status) query.set('status', params.status);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('limit', String(ADMIN_LIMITS.userPageSize));
  return query;
}

export function toReportQuery(params: ReportListParams): URLSearchParams {
  const query = new URLSearchParams({ status: params.status });
  if (params.kind) query.set('kind', params.kind);
  query.set('page', String(params.page));
  query.set('limit', String(ADMIN_LIMITS.reportPageSize));
  return query;
}

export function toAuditQuery(params: AuditListParams, limit: number = ADMIN_LIMITS.auditPageSize) {
  const query = new URLSearchParams();
  if (params.action) query.set('action', params.action);
  query.set('page', String(params.page));
  query.set('limit', String(limit));
  return query;
}

export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
