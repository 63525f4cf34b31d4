/**
 * The fixture every e2e spec uses: `test` with a `page` from the chosen target (see harness-target.ts),
 * each test in a fresh profile (Electron user data dir, or Chromium persistent context), so storage starts
 * empty and survives `page.reload()` within the test.
 */
import { test as base, expect, chromium, _electron, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Target } from './harness-target';

export { expect };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function resolvedTarget(): Target {
  const json = process.env.E2E_RESOLVED_TARGET;
  if (!json) throw new Error('e2e global setup did not run: start the specs with `npx playwright test`');
  return JSON.parse(json) as Target;
}

export interface AppFixtures {
  page: Page;
  /** Which app the page belongs to. */
  target: Target['kind'];
}

export const test = base.extend<AppFixtures>({
  // eslint-disable-next-line no-empty-pattern
  target: async ({}, use) => {
    await use(resolvedTarget().kind);
  },
  // eslint-disable-next-line no-empty-pattern
  page: async ({}, use) => {
    const target = resolvedTarget();
    const profile = mkdtempSync(join(tmpdir(), 'hanafuda-e2e-'));
    try {
      if (target.kind === 'electron') {
        const app = await _electron.launch({
          executablePath: target.executable,
          args: [target.main, `--user-data-dir=${profile}`],
          env: { ...process.env, HANAFUDA_USER_DATA_DIR: profile } as Record<string, string>,
        });
        try {
          const page = await app.firstWindow();
          await page.waitForLoadState('domcontentloaded');
          await use(page);
        } finally {
          await app.close();
        }
      } else {
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: target.chromium,
          headless: true,
          args: CHROMIUM_ARGS,
          viewport: { width: 1280, height: 860 },
        });
        try {
          const page = context.pages()[0] ?? (await context.newPage());
          await page.goto(`${process.env.E2E_BASE_URL}index.html`);
          await use(page);
        } finally {
          await context.close();
        }
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  },
});
