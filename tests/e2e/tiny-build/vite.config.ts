/**
 * The web build of the end-to-end specs that need a game the app does not ship: the app as `npm run
 * build:web` builds it, with the games' registry (games/index.ts) swapped for registry.ts here wherever the
 * app or its bot worker imports it. Built into dist-web-tiny by the e2e global setup.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import type { Plugin, UserConfig } from 'vite';
import web from '../../../vite.web.config';

const here = dirname(fileURLToPath(import.meta.url));
const REGISTRY = resolve(here, 'registry.ts');
const SHIPPED = resolve(here, '../../../games/index.ts');

/** Points every import of the games' registry but the test registry's own at the test registry. */
function testRegistry(): Plugin {
  return {
    name: 'test-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === REGISTRY || !source.includes('games/index')) return null;
      const path = resolve(dirname(importer), source);
      return path === SHIPPED || `${path}.ts` === SHIPPED ? REGISTRY : null;
    },
  };
}

const base = web as UserConfig;

export default {
  ...base,
  plugins: [testRegistry(), ...(base.plugins ?? [])],
  worker: { ...base.worker, plugins: () => [testRegistry(), vue()] },
  build: { ...base.build, outDir: resolve(here, '../../../dist-web-tiny') },
} satisfies UserConfig;
