/** End-to-end tests: the real Electron app when installed, else the web build in system Chromium (tests/e2e/harness*.ts). */
import { defineConfig } from '@playwright/test';

// Several people may run e2e at once on this machine; each run gets its own output folder (workers inherit it).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The sight check is its own run (npm run test:sight, tests/e2e/sight/sight.config.ts).
  testIgnore: 'sight/**',
  globalSetup: './tests/e2e/global-setup.ts',
  // Several helpers share two cores: one worker keeps runs predictable.
  workers: 1,
  fullyParallel: false,
  // Generous: with no retry, a spec must not fail because a shared two-core machine is busy (axe scans
  // of a whole board took up to 34 s during a soak run); a spec that hangs still fails within a minute.
  timeout: 60_000,
  // A wait for a state ends when the state comes; 15 s, not Playwright's 5, because a loaded two-core machine
  // has kept a page from answering for more than 5 s (a board's first showing, a page.evaluate in a poll).
  expect: { timeout: 15_000 },
  // Every deal is seeded from the test's name (tests/e2e/harness.ts), so a spec plays the same game on
  // every run: a failure is a bug to fix, never retried away.
  retries: 0,
  reporter: [['list']],
  outputDir: `test-results/e2e-${process.env.E2E_RUN_ID}`,
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
