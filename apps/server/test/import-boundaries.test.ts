import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * When two biome.json overrides match a file, the later one's noRestrictedImports options replace the
 * earlier one's, so a pattern forgotten in one override opens a hole silently: hence planted imports.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIOME = path.join(REPO_ROOT, 'node_modules/.bin/biome');
const CHECK_CYCLES = path.join(REPO_ROOT, 'scripts/check-cycles.mjs');

const COPIED = [
  'biome.json',
  '.gitignore',
  'tsconfig.base.json',
  'apps/server/tsconfig.json',
  'apps/server/src',
  'apps/server/test',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/web/test',
  'packages/shared/package.json',
  'packages/shared/src',
];

const RULE = {
  otherModule: 'only through what its <domain>.module.ts exports',
  tables: 'import table definitions',
  webToServer: 'The web never imports server code',
  sharedToApps: 'packages/shared never imports server or web code',
  sharedToPackage: 'packages/shared imports nothing but zod',
  featureToFeature: 'never another feature or app/',
  genericToFeature: 'they never import a feature or app/',
  routeZod: 'Route schemas come from @mentorbridge/shared',
};

interface Plant {
  file: string;
  source: string;
}

const ILLEGAL: Array<Plant & { rule: string }> = [
  {
    file: 'apps/server/src/modules/contact/planted-other-module.service.ts',
    source: "import { registerUser } from '../../modules/auth/auth.service';",
    rule: RULE.otherModule,
  },
  {
    file: 'apps/server/src/modules/contact/planted-other-module-src.service.ts',
    source: "import { findUserByEmail } from '../../../src/modules/auth/auth.repository';",
    rule: RULE.otherModule,
  },
  {
    file: 'apps/server/src/modules/contact/planted-tables.routes.ts',
    source: "import { contactMessages } from '../../db/schema/contact';",
    rule: RULE.tables,
  },
  {
    file: 'apps/server/src/modules/contact/planted-tables.service.ts',
    source: "import * as tables from '../../db/schema/contact';",
    rule: RULE.tables,
  },
  {
    file: 'apps/server/src/modules/contact/planted.test-helpers.ts',
    source: "import { contactMessages } from '../../db/schema/contact';",
    rule: RULE.tables,
  },
  {
    file: 'apps/server/src/platform/http/planted-tables.ts',
    source: "import { users } from '../../db/schema/users';",
    rule: RULE.tables,
  },
  {
    file: 'apps/server/src/modules/contact/planted-dynamic-tables.service.ts',
    source: "export const tables = await import('../../db/schema/contact');",
    rule: RULE.tables,
  },
  {
    file: 'apps/web/src/app/pages/planted-server-page.tsx',
    source: "import { buildApp } from '../../../../server/src/app';",
    rule: RULE.webToServer,
  },
  {
    file: 'apps/web/src/app/planted-server-package.ts',
    source: "import { buildApp } from '@mentorbridge/server/src/app';",
    rule: RULE.webToServer,
  },
  {
    file: 'apps/web/src/features/contact/api/planted-server.ts',
    source: "import type { AppError } from '../../../../../server/src/platform/errors';",
    rule: RULE.webToServer,
  },
  {
    file: 'packages/shared/src/planted-server.ts',
    source: "import { AppError } from '../../../apps/server/src/platform/errors';",
    rule: RULE.sharedToApps,
  },
  {
    file: 'apps/server/src/modules/contact/planted-sibling.service.ts',
    source: "import { findUserByEmail } from '../auth/auth.repository';",
    rule: RULE.otherModule,
  },
  {
    file: 'apps/server/src/modules/contact/planted-zod.routes.ts',
    source: "import { z } from 'zod';",
    rule: RULE.routeZod,
  },
  {
    file: 'apps/web/src/features/contact/components/planted-feature.tsx',
    source: "import { useLogin } from '@/features/auth/api/login';",
    rule: RULE.featureToFeature,
  },
  {
    file: 'apps/web/src/lib/planted-feature.ts',
    source: "import { useLogin } from '@/features/auth/api/login';",
    rule: RULE.genericToFeature,
  },
  {
    file: 'packages/shared/src/planted-package.ts',
    source: "import { useState } from 'react';",
    rule: RULE.sharedToPackage,
  },
];

const ALLOWED: Plant[] = [
  {
    file: 'apps/server/src/modules/contact/planted.repository.ts',
    source: "import { contactMessages } from '../../db/schema/contact';",
  },
  {
    file: 'apps/server/src/modules/contact/planted.seed.ts',
    source: "import { contactMessages } from '../../db/schema/contact';",
  },
  {
    file: 'apps/server/src/platform/db/planted.ts',
    source: "import { users } from '../../db/schema/users';",
  },
  {
    file: 'apps/server/src/platform/mail/planted-attachment.ts',
    source: "import type { MailAttachment } from '../../db/schema/mail';",
  },
  {
    file: 'apps/server/src/modules/contact/planted-manifest.service.ts',
    source: "import { authModule } from '../auth/auth.module';",
  },
  {
    file: 'apps/server/src/modules/contact/planted-manifest-long.service.ts',
    source: "import { authModule } from '../../modules/auth/auth.module';",
  },
  {
    file: 'apps/web/src/app/pages/planted-shared-page.tsx',
    source: "import { loginSchema } from '@mentorbridge/shared';",
  },
];

const CYCLE_PLANTS: Plant[] = [
  {
    file: 'apps/web/src/lib/planted-cycle-a.ts',
    source: "import { b } from '@/lib/planted-cycle-b';\nexport const a = () => b;",
  },
  {
    file: 'apps/web/src/lib/planted-cycle-b.ts',
    source: "import { a } from '@/lib/planted-cycle-a';\nexport const b = () => a;",
  },
  {
    file: 'apps/web/src/lib/planted-missing.ts',
    source: "export { missing } from '@/lib/planted-nowhere';",
  },
  {
    file: 'apps/server/src/platform/planted-cycle-a.ts',
    source: "import { b } from './planted-cycle-b';\nexport const a = () => b;",
  },
  {
    file: 'apps/server/src/platform/planted-cycle-b.ts',
    source: "import { a } from './planted-cycle-a';\nexport const b = () => a;",
  },
];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function copyTree(scratch: string, name: string, plants: Plant[]): Promise<string> {
  const root = path.join(scratch, name);
  for (const entry of COPIED) {
    await cp(path.join(REPO_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  // The workspace link npm makes, so that TypeScript resolves @mentorbridge/shared inside the copy.
  await mkdir(path.join(root, 'node_modules/@mentorbridge'), { recursive: true });
  await symlink('../../packages/shared', path.join(root, 'node_modules/@mentorbridge/shared'));
  for (const plant of plants) await writeFile(path.join(root, plant.file), `${plant.source}\n`);
  return root;
}

function lint(root: string): Promise<Run> {
  return run(
    BIOME,
    ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', '.'],
    root,
  );
}

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function diagnosticsOf(result: Run): Diagnostic[] {
  return (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe('import boundaries and the cycle check', () => {
  let scratch: string;
  let plantedLint: Run;
  let unplantedLint: Run;
  let plantedCycles: Run;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'mb-boundaries-'));
    // The cycles are legal for Biome, so that copy also serves as the one without boundary plants.
    const [imports, cycles] = await Promise.all([
      copyTree(scratch, 'imports', [...ILLEGAL, ...ALLOWED]),
      copyTree(scratch, 'cycles', CYCLE_PLANTS),
    ]);
    [plantedLint, unplantedLint, plantedCycles] = await Promise.all([
      lint(imports),
      lint(cycles),
      run(process.execPath, [CHECK_CYCLES, cycles], cycles),
    ]);
  }, 180_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('passes the sources without boundary plants', () => {
    expect(diagnosticsOf(unplantedLint)).toEqual([]);
    expect(unplantedLint.code).toBe(0);
  });

  it.each(ILLEGAL)('reports $file', ({ file, rule }) => {
    const found = diagnosticsOf(plantedLint).filter((diagnostic) => diagnostic.location.path === file);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')).toBe(true);
    expect(found.map((diagnostic) => diagnostic.message).join('\n')).toContain(rule);
  });

  it('reports nothing but the illegal plants', () => {
    const reported = new Set(diagnosticsOf(plantedLint).map((diagnostic) => diagnostic.location.path));
    expect([...reported].sort()).toEqual(ILLEGAL.map((plant) => plant.file).sort());
    expect(plantedLint.code).not.toBe(0);
  });

  it('fails on an @/ cycle, a relative cycle and an unresolved own import, and on nothing else', () => {
    const lines = plantedCycles.stderr.trim().split('\n').sort();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^server: import cycle: apps\/server\/src\/platform\/planted-cycle-[ab]\.ts > /);
    expect(lines[0]).toContain('planted-cycle-a.ts');
    expect(lines[0]).toContain('planted-cycle-b.ts');
    expect(lines[1]).toBe(
      "web: cannot resolve '@/lib/planted-nowhere', so a cycle through it would go unseen",
    );
    expect(lines[2]).toMatch(/^web: import cycle: apps\/web\/src\/lib\/planted-cycle-[ab]\.ts > /);
    expect(lines[2]).toContain('planted-cycle-a.ts');
    expect(lines[2]).toContain('planted-cycle-b.ts');
    expect(plantedCycles.code).toBe(1);
  });
});
