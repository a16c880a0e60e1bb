import { AUDIT_ACTION_LABELS, type AuditAction, formatInstant, type Role } from '@mentorbridge/shared';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const WEEK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const toDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function formatDay(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? DAY.format(date) : '—';
}

/** In the viewer's zone, named. `timeZone` is for tests. */
export function formatDayTime(iso: string | null | undefined, timeZone?: string): string {
  return formatInstant(iso, timeZone) || '—';
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

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** `timeZone` is for tests; instants are shown in the viewer's zone. */
export function formatValue(value: unknown, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length ? value.map((item) => formatValue(item, timeZone)).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatInstant(value, timeZone) || value;
  return String(value);
}

export interface FieldChange {
  field: string;
  /** Null when the act recorded no earlier state: the field reads as its new value alone. */
  before: string | null;
  after: string;
}

/** A deletion has only `before`: each field reads 'value → —'. */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  timeZone?: string,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({
      field: fieldLabel(key),
      before: before === null ? null : formatValue(before[key], timeZone),
      after: formatValue(after?.[key], timeZone),
    }))
    .filter((change) => change.before !== change.after);
}

const MINUTE_MS = 60_000;

function countOf(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Rounded to the largest whole unit: "3 days", "5 hours", "40 minutes". */
export function formatLeadTime(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
  if (minutes < 60) return countOf(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return countOf(hours, 'hour');
  return countOf(Math.round(hours / 24), 'day');
}

const instantOf = (value: unknown) => (typeof value === 'string' ? toDate(value) : null);

/** One sentence for an act whose fields say little one by one; null for the others. */
export function summarizeEntry(
  entry: { action: string; after: Record<string, unknown> | null },
  timeZone?: string,
): string | null {
  if (entry.action !== 'workshop.complete_early') return null;
  const scheduled = instantOf(entry.after?.scheduledDate);
  const completed = instantOf(entry.after?.completedAt);
  if (!scheduled || !completed) return null;
  const lead = formatLeadTime(scheduled.getTime() - completed.getTime());
  return `Completed ${lead} before its start (scheduled ${formatInstant(scheduled, timeZone)}; completed ${formatInstant(completed, timeZone)}).`;
}

export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}%`;

export function formatHours(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value < 1) return `${Math.round(value * 60)} min`;
  return `${Math.round(value * 10) / 10} h`;
}

/** Hours up to two days, then days: "36 h", "3.5 days". */
export function formatHoursOrDays(value: number | null | undefined): string {
  if (value === null || value === undefined || value < 48) return formatHours(value);
  const days = Math.round((value / 24) * 10) / 10;
  return `${days} days`;
}
