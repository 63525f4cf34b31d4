/**
 * The sight check (`npm run test:sight`): every screen in every state a person can reach, at three window
 * sizes and in three languages, checked for what a person would see. Kept out of the ordinary e2e run
 * (playwright.config.ts ignores this folder): it is long, and it runs after test:e2e in `npm test`.
 *
 * Always the web build in Chromium: history and saves are seeded through localStorage. SIGHT_DIST names
 * another build to look at (e.g. an older commit's, built with `vite build --outDir`), else dist-web.
 */
import { defineConfig } from '@playwright/test';

process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
process.env.E2E_TARGET = 'web';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.sight.ts',
  globalSetup: './global-setup.ts',
  // Two workers share the machine's two cores; each test (one screen in one language) runs on its own, so
  // the long walks (a Koi-Koi replay) spread over both. SIGHT_WORKERS=1 on a busy machine.
  workers: Number(process.env.SIGHT_WORKERS ?? 2),
  fullyParallel: true,
  // A test walks one screen (and its states) in one language at three sizes; the longest, a Koi-Koi
  // replay at every step, takes about a minute on the shared two-core machine.
  timeout: 300_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: `../../../test-results/sight-${process.env.E2E_RUN_ID}`,
  // A click or wait that cannot happen fails within half a minute, not at the end of the test's time.
  use: { trace: 'off', screenshot: 'only-on-failure', actionTimeout: 30_000, navigationTimeout: 30_000 },
});
