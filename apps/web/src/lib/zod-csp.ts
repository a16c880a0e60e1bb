declare global {
  /** Zod keeps its global configuration here so that every copy of zod shares it. */
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The server's CSP forbids eval. Zod compiles fast object parsers with `new Function`, and even its probe
 * for that is reported as a CSP violation, so the browser app runs zod without it. This sets zod's own
 * `jitless` option without importing zod, which would put it in the entry chunk (the pages load zod only
 * when they need it). Works whether zod has loaded yet or not: zod adopts an existing config object.
 */
export function disableZodJit(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
