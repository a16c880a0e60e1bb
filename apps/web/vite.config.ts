import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compressAssets } from './build/compress-plugin.ts';

const config = {
  plugins: [react(), tailwindcss(), compressAssets()],
  // `@/…` is `src/…`, as in tsconfig.json's `paths` (vitest.config.ts repeats it).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // The server sends a strict CSP (no data: sources), so every asset stays a file.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json maps chunks to their imports, for scripts/check-js-budget.mjs.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        /*
         * packages/shared mixes plain constants (MESSAGES, DASHBOARD_PATH, STORAGE_KEYS) with zod schemas.
         * Declaring its modules side-effect free and `z.*(...)` calls pure lets a chunk that needs only the
         * constants leave zod (about 23 KB gzip) out. Consequence: a top-level `z.config(...)` or a
         * `z.*(...)` call kept only for its side effect would be dropped; do neither.
         */
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
      output: {
        /*
         * Fewer, larger chunks on the first visit. Left to itself the bundler split what the entry needs into
         * a dozen small shared chunks and gave every lucide icon its own (about 1.3 KB each, half of it
         * headers): twenty requests in sequence behind the page's chunk, which on a phone's network (six
         * connections, 150 ms a round trip) delayed the first paint by a second. Everything the entry
         * imports statically goes into the entry; the icons into one chunk (a few KB compressed).
         */
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  /*
   * A build is always a production build: Vite honours NODE_ENV from the environment, and
   * `NODE_ENV=development` (common on developer machines) would otherwise emit React's development runtime
   * (jsx-dev-runtime, unminified), which `npm start` would then serve. Vite reads NODE_ENV again after
   * loading this file, so setting it here is enough (Vite's docs on NODE_ENV and modes).
   */
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
