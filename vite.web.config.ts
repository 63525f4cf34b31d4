/**
 * The renderer as a plain web app (`npm run web`, `npm run build:web`): same Vue app as in Electron,
 * with the localStorage bridge chosen at startup because `window.hanafuda` is absent.
 */
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';
import { aliases } from './vite.aliases.ts';
import { bundledLicences } from './scripts/bundled-licences.ts';
import { appCharacters } from './scripts/app-characters.ts';

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./dist-web', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [vue(), bundledLicences(), appCharacters()],
  resolve: { alias: aliases },
  server: { host: '127.0.0.1', port: 5178, strictPort: false, fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] } },
  preview: { host: '127.0.0.1', port: 4178 },
  // The bot worker imports the games' registry, whose entries carry (never-called there) loaders of the UI manifests.
  worker: { format: 'es', plugins: () => [vue()] },
  // vue-i18n: Composition API only, no devtools hooks in production.
  define: {
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
  build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
});
