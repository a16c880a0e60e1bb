import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

// Hand-written migrations must leave the latest snapshot equal to the schema, or the next `npm run db:generate`
// writes their tables again.
it('leaves nothing for drizzle-kit to generate: the latest snapshot is the schema', () => {
  const out = `.migration-check-${process.pid}`;
  const config = path.join(SERVER_DIR, `${out}.config.ts`);
  cpSync(path.join(SERVER_DIR, 'migrations'), path.join(SERVER_DIR, out), { recursive: true });
  writeFileSync(
    config,
    `import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'postgresql', schema: './src/db/schema/*.ts', out: './${out}' });\n`,
  );
  try {
    const printed = execFileSync(
      path.join(SERVER_DIR, '../../node_modules/.bin/drizzle-kit'),
      ['generate', '--config', config],
      { cwd: SERVER_DIR, encoding: 'utf8' },
    );
    expect(printed).toContain('No schema changes');
  } finally {
    rmSync(path.join(SERVER_DIR, out), { recursive: true, force: true });
    rmSync(config, { force: true });
  }
}, 60_000);
