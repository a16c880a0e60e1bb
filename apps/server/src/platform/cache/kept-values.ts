/** Kept values are never mutated (readers' data is merged into copies), so derived JSON can be reused. */
const KEPT = new WeakSet<object>();

/** Also marks the objects a kept object holds directly: a route may answer with a part of it. */
export function markKept(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  KEPT.add(value);
  if (Array.isArray(value)) return;
  for (const part of Object.values(value)) if (typeof part === 'object' && part !== null) KEPT.add(part);
}

export function isKept(value: unknown): value is object {
  return typeof value === 'object' && value !== null && KEPT.has(value);
}
