const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Walked with a stack, not recursion: a body may nest thousands of levels deep. */
export function hasUnpairedSurrogate(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (UNPAIRED.test(value)) return true;
    } else if (Array.isArray(value)) {
      // One by one: spreading a list of a million items into push() would overflow the call stack.
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (UNPAIRED.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
