import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Most files share one module graph per worker (`isolate: false`); a `vi.mock` would miss a module another
 * file loaded first, so these files get a fresh graph each.
 */
export const TESTS_THAT_MOCK_MODULES = ['src', 'build'].flatMap((folder) =>
  readdirSync(`${ROOT}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => readFileSync(`${ROOT}${file}`, 'utf8').includes('vi.mock(')),
);

export function webProject(options: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineProject({
    plugins: [react()],
    // Not read from vite.config.ts, which would load Tailwind's plugin into every test run.
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@test': fileURLToPath(new URL('./test', import.meta.url)),
      },
    },
    test: {
      name: options.name,
      environment: 'jsdom',
      include: options.include,
      exclude: ['**/node_modules/**', ...options.exclude],
      isolate: options.isolate,
      setupFiles: ['./test/setup-tests.ts'],
      css: false,
    },
  });
}
