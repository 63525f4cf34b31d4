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

/** A 32-bit seed from a test's name (FNV-1a). */
function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Runs in the page before its scripts: the page's random sources (new-game seeds come from
 * crypto.getRandomValues, a few effects use Math.random) draw from a generator seeded by the test.
 */
function seedRandomness(seed: number): void {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const fill = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
    }
    return array;
  };
  Object.defineProperty(crypto, 'getRandomValues', { value: fill, configurable: true });
  Math.random = () => next() / 4294967296;
}

function resolvedTarget(): Target {
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
  page: async ({}, use, testInfo) => {
    const target = resolvedTarget();
    // Every deal (and with it the computer's randomness, drawn from the deal's seed) follows from the
    // test's own name: each spec plays the same game on every run.
    const seed = seedOf(testInfo.titlePath.join(' › '));
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
          await page.addInitScript(seedRandomness, seed);
          await page.reload();
          await page.waitForLoadState('domcontentloaded');
          await drawn(page);
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
          await context.addInitScript(seedRandomness, seed);
          const page = context.pages()[0] ?? (await context.newPage());
          await page.goto(`${process.env.E2E_BASE_URL}index.html`);
          await drawn(page);
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

/**
 * Waits until the app has mounted and shown its first screen (fonts.ts: it is mounted transparent and shown
 * once the faces of its first screen are in). That can be seconds after the page's load event on a loaded
 * machine; a spec that writes saved data before then races the app's own first read (a damaged save written
 * too early was moved aside by the first page, so the reload that followed had nothing to report).
 */
export async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector<HTMLElement>('#app');
      return root !== null && root.childElementCount > 0 && root.style.opacity === '';
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The specs that start from saved games or finished-game records write them into the web build's
 * localStorage before the app loads. The Electron app keeps them in files its main process owns (their
 * reading and writing are covered by tests/unit/main), and a spec cannot seed those before launch; so these
 * specs run on the web build only. This is the one place that says so.
 */
export function seededThroughLocalStorage(target: string): void {
  test.skip(target !== 'web', 'saved games and records are seeded through the web build’s localStorage (see harness.ts)');
}
