/**
 * Values a read cache keeps and hands to every reader. They are never changed after they are kept (a
 * reader's own data is merged into copies), so what is derived from one, such as its serialised JSON, can
 * be derived once and reused for as long as the value lives (platform/http/serializer.ts).
 */
const KEPT = new WeakSet<object>();

/**
 * Marks a kept value (only objects can be; a primitive is cheap to serialise anyway), and the objects a plain
 * kept object holds directly: a route may answer with a part of what is kept (the directory's `items` of a
 * kept `{items, total}`).
 */
export function markKept(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  KEPT.add(value);
  if (Array.isArray(value)) return;
  for (const part of Object.values(value)) if (typeof part === 'object' && part !== null) KEPT.add(part);
}

export function isKept(value: unknown): value is object {
  return typeof value === 'object' && value !== null && KEPT.has(value);
}
