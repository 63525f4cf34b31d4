/**
 * Builds the interactive card gallery (the Vue component with learner labels, both languages):
 *   npx vite build --config games/shared/hanafuda/art/gallery/vite.config.ts
 * Output goes to /tmp/hanafuda-gallery-app; serve that folder with any static server to look at it.
 */
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [vue()],
  build: { outDir: '/tmp/hanafuda-gallery-app', emptyOutDir: true },
});
