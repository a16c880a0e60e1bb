import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error during a test is a failure (STYLE.md rule 13).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) throw new Error(`console.error was called during the test: ${String(errors[0])}`);
});
