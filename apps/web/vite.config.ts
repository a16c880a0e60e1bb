import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compressAssets } from './build/compress-plugin.ts';

const config = {
  plugins: [react(), tailwindcss(), compressAssets()],
  // As in tsconfig.json's `paths` (vitest.config.ts repeats it).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
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
    // For scripts/check-js-budget.mjs.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        /*
         * Side-effect-free shared modules and pure `z.*(...)` calls let a chunk that needs only constants
         * leave zod (about 23 KB gzip) out. So never rely on a top-level `z.*(...)` call for a side effect.
         */
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
      output: {
        /*
         * Fewer, larger chunks: a dozen small shared chunks and one per lucide icon meant twenty
         * sequential requests, delaying a phone's first paint by a second.
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
   * NODE_ENV=development in the environment would emit React's development runtime, which `npm start` would
   * serve. Vite reads NODE_ENV again after loading this file, so setting it here is enough.
   */
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
