import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CODE = /\.(ts|tsx|sql|css|html|sh)$/;
/** An issue number beside a line (issue, issues, with or without #): its history belongs in its commit. */
const ISSUE_REFERENCE = /\bissues? #?\d+/i;

it('names no issue numbers in code, migrations included', () => {
  const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'bench', 'e2e', '.ci'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => CODE.test(file) || file === '.ci/run');
  expect(files.length).toBeGreaterThan(500);
  const found = files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});
