#!/usr/bin/env node
/**
 * Fails on an import cycle in the server (with packages/shared) or in the web app. madge only warns
 * about an import it cannot resolve, hiding cycles through it, so an unresolved own import fails too.
 *
 *   node scripts/check-cycles.mjs [root folder, default the repository]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import ts from 'typescript';

const ROOT = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

const GRAPHS = [
  {
    name: 'server',
    tsconfig: 'apps/server/tsconfig.json',
    sources: ['apps/server/src', 'packages/shared/src'],
    extensions: ['ts'],
  },
  { name: 'web', tsconfig: 'apps/web/tsconfig.json', sources: ['apps/web/src'], extensions: ['ts', 'tsx'] },
];

const WORKSPACE_SCOPE = '@mentorbridge/';

/**
 * Written back in tsconfig's JSON form: madge's parsed form loses the module resolution and the base of
 * `paths`, leaving imports unresolved.
 */
function resolverOptions(tsconfigPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic(diagnostic) {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  const { module, moduleResolution, paths, baseUrl, pathsBasePath } = parsed.options;
  return {
    module: ts.ModuleKind[module ?? ts.ModuleKind.ESNext],
    moduleResolution: ts.ModuleResolutionKind[moduleResolution ?? ts.ModuleResolutionKind.Bundler],
    allowImportingTsExtensions: true,
    ...(paths && { baseUrl: baseUrl ?? pathsBasePath, paths }),
  };
}

function isOwnCode(specifier, aliases) {
  return (
    /^[./#~]/.test(specifier) ||
    specifier.startsWith(WORKSPACE_SCOPE) ||
    aliases.some((alias) => specifier === alias || specifier.startsWith(alias.replace(/\*$/, '')))
  );
}

let failed = false;
for (const graph of GRAPHS) {
  const compilerOptions = resolverOptions(path.join(ROOT, graph.tsconfig));
  const result = await madge(
    graph.sources.map((source) => path.join(ROOT, source)),
    { baseDir: ROOT, fileExtensions: graph.extensions, tsConfig: { compilerOptions } },
  );
  const cycles = result.circular();
  const aliases = Object.keys(compilerOptions.paths ?? {});
  const skipped = result.warnings().skipped;
  const unresolved = skipped.filter((specifier) => isOwnCode(specifier, aliases));
  for (const cycle of cycles) console.error(`${graph.name}: import cycle: ${cycle.join(' > ')}`);
  for (const specifier of unresolved) {
    console.error(`${graph.name}: cannot resolve '${specifier}', so a cycle through it would go unseen`);
  }
  if (cycles.length > 0 || unresolved.length > 0) failed = true;
  else {
    const files = Object.keys(result.obj()).length;
    console.log(`${graph.name}: ${files} files, no import cycle (npm imports left out: ${skipped.length})`);
  }
}
if (failed) process.exit(1);
