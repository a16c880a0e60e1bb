import { describe, expect, it, vi } from 'vitest';
import { disableZodJit } from './zod-csp';

describe('disableZodJit', () => {
  it('turns on zod jitless mode, whether zod loaded before or after', async () => {
    disableZodJit();
    vi.resetModules();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
