/**
 * The dead-code check (`npm run knip`, part of `npm test`): files nothing reaches, exports nothing imports,
 * dependencies used but not listed. Knip's plugins already find most entry points from the tools' own
 * configs: electron-vite (src/main/index.ts, src/preload/index.ts, src/renderer/index.html and its
 * main.ts), Vite (the `new Worker(new URL(…))` bot worker), Vitest, Playwright, ESLint, and the
 * package.json scripts (`tsx src/cli/index.ts`, `tsx src/cli/bench.ts`, scripts/*.mjs). Listed here is
 * what no config names.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The CLI's worker threads, started by path (src/cli/arena.ts, soak.ts through ts-worker/bundled-worker).
    'src/cli/*-worker.ts',
    // The registry and the loaders it hands out (`ui: () => import('./<id>/ui/index')`, `cli: () => import('./<id>/cli')`).
    'games/index.ts',
    'games/*/ui/index.ts',
    'games/*/cli.ts',
    // The card gallery of the Koi-Koi deck: a script (`npx tsx …/build-gallery.ts`) and a Vite app of its own.
    'games/shared/hanafuda/art/gallery/build-gallery.ts',
    // Tuning, measuring and screenshot scripts, run with `npx tsx tools/<id>/<script>.ts`; repo scripts.
    'tools/**/*.ts',
    'scripts/*.{ts,mjs}',
    // The unit-test config Stryker runs against each mutant (named in stryker.config.mjs, `npm run mutation`).
    'vitest.mutation.config.ts',
    // The sight check's report writer (`npx tsx tests/e2e/sight/report.ts <findings.jsonl>`).
    'tests/e2e/sight/report.ts',
    // Files tests use by path, not by import: the outside bots the protocol tests spawn, the deliberately
    // insecure app the security gate must reject, the component the i18n check must flag.
    'tests/support/bots/*.mjs',
    'tests/support/insecure-app/main.js',
    'tests/unit/i18n/fixtures/*.vue',
    // The games' registry of the e2e build with Tiny Bids, swapped in by that build's resolver (tests/e2e/tiny-build).
    'tests/e2e/tiny-build/registry.ts',
  ],
  project: ['src/**/*.{ts,vue}', 'games/**/*.{ts,vue}', 'tests/**/*.{ts,mjs,js,vue}', 'tools/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.ts'],
  // The e2e build with Tiny Bids registered (built by the e2e global setups by path) and the registry it swaps in.
  vite: { config: ['vite.web.config.ts', 'games/shared/hanafuda/art/gallery/vite.config.ts', 'tests/e2e/tiny-build/vite.config.ts'] },
  playwright: { config: ['playwright.config.ts', 'tests/e2e/sight/sight.config.ts'] },
};

export default config;
