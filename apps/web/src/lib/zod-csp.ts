declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The server's CSP forbids eval, and even zod's probe for `new Function` is reported as a violation. Sets
 * `jitless` without importing zod, which would put it in the entry chunk; zod adopts an existing config.
 */
export function disableZodJit(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
