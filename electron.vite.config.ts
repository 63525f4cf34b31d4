/**
 * electron-vite build of the desktop app into out/:
 *   out/main/index.js      the main process (ES module; package.json has "type": "module")
 *   out/preload/index.cjs  the preload (CommonJS: a sandboxed preload cannot be an ES module)
 *   out/renderer/          the Vue app (entry src/renderer/index.html)
 * Dependencies such as zod are bundled into main and preload (externalizeDeps: false), so the packaged app
 * ships no node_modules, and the sandboxed preload, which cannot require() packages, works at all.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { aliases } from './vite.aliases';
import { bundledLicences } from './scripts/bundled-licences';
import { appCharacters } from './scripts/app-characters';

const at = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  main: {
    // electron-vite treats resources/ as a public dir whose `?asset` imports stay outside out/; pointing the
    // public dir elsewhere makes the window icon an emitted asset (out/main/chunks/), so out/** is the whole app.
    publicDir: at('./src/main/no-public-dir'),
    build: {
      externalizeDeps: false,
      lib: { entry: at('./src/main/index.ts') },
      outDir: at('./out/main'),
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      lib: { entry: at('./src/preload/index.ts') },
      outDir: at('./out/preload'),
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: at('./src/renderer'),
    plugins: [vue(), bundledLicences(), appCharacters()],
    resolve: { alias: aliases },
    // The bot worker imports the games' registry, whose entries carry (never-called there) loaders of the UI manifests.
    worker: { format: 'es', plugins: () => [vue()] },
    // vue-i18n: Composition API only, no devtools hooks in production (as in vite.web.config.ts).
    define: {
      __VUE_I18N_FULL_INSTALL__: true,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
    },
    build: {
      outDir: at('./out/renderer'),
      rolldownOptions: { input: at('./src/renderer/index.html') },
      chunkSizeWarningLimit: 1500,
    },
  },
});
