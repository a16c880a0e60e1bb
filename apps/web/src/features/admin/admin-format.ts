import { AUDIT_ACTION_LABELS, type AuditAction, type Role } from '@mentorbridge/shared';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const WEEK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const toDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function formatDay(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? DAY.format(date) : '—';
}

export function formatDayTime(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? DAY_TIME.format(date) : '—';
}

export function formatWeek(day: string): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date ? WEEK.format(date) : day;
}

export function formatLastActive(iso: string | null | undefined, now: number = Date.now()): string {
  const date = toDate(iso);
  if (!date) return 'Never';
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return DAY.format(date);
}

export const ROLE_LABELS: Record<Role, string> = { student: 'Student', alumni: 'Alumni', admin: 'Admin' };

/** An act this build does not know reads as its code. */
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const FIELD_LABELS: Record<string, string> = {
  isActive: 'Active',
  isVerified: 'Published',
  status: 'Status',
  role: 'Role',
  name: 'Name',
  email: 'E-mail',
  title: 'Title',
  refusalReason: 'Refusal reason',
};

export function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A deletion has only `before`: each field reads 'value → —'. */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({
      field: fieldLabel(key),
      before: formatValue(before?.[key]),
      after: formatValue(after?.[key]),
    }))
    .filter((change) => change.before !== change.after);
}

export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}%`;

export function formatHours(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value < 1) return `${Math.round(value * 60)} min`;
  return `${Math.round(value * 10) / 10} h`;
}
