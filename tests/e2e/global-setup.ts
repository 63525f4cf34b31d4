/**
 * Chooses the target, makes sure its build exists, and for the web target serves dist-web on 127.0.0.1
 * with a tiny static server. The worker processes read the choice from the environment.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseTarget, root } from './harness-target';
import { serveStatic } from './global-setup-server';
import { isStale } from './global-setup-freshness';

/** What the app is built from; a build older than any of these is rebuilt before the run. */
const SOURCES = ['src/renderer', 'src/framework', 'src/plugin-api', 'src/shared', 'games'].map((d) => join(root, d));
/** The test build with Tiny Bids registered (tests/e2e/tiny-build), for the specs of a game that seats two to four. */
const TINY_DIST = join(root, 'dist-web-tiny');
const TINY_SOURCES = [...SOURCES, join(root, 'tests/support'), join(root, 'tests/e2e/tiny-build')];

/** Serves a snapshot of `dist`, so a rebuild during the run (another terminal) cannot pull files away. */
async function serveSnapshot(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const snapshot = mkdtempSync(join(tmpdir(), 'hanafuda-dist-web-'));
  cpSync(dist, snapshot, { recursive: true });
  const server = await serveStatic(snapshot);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(snapshot, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const target = chooseTarget();
  if (target.kind === 'electron') {
    const sources = [...SOURCES, join(root, 'src/main'), join(root, 'src/preload')];
    if (isStale(target.main, sources) || isStale(join(root, 'out/renderer/index.html'), SOURCES)) {
      execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
    }
    process.env.E2E_RESOLVED_TARGET = JSON.stringify(target);
    console.log(`\n[e2e] target: Electron app (${target.main}) — ${target.why}\n`);
    return async () => {};
  }
  if (isStale(join(target.distDir, 'index.html'), SOURCES)) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts'], { cwd: root, stdio: 'inherit' });
  }
  if (isStale(join(TINY_DIST, 'index.html'), TINY_SOURCES)) {
    execFileSync('npx', ['vite', 'build', '--config', 'tests/e2e/tiny-build/vite.config.ts'], { cwd: root, stdio: 'inherit' });
  }
  const server = await serveSnapshot(target.distDir);
  const tiny = await serveSnapshot(TINY_DIST);
  process.env.E2E_RESOLVED_TARGET = JSON.stringify(target);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_TINY_URL = tiny.url;
  console.log(`\n[e2e] target: web build (${target.distDir}) at ${server.url} in ${target.chromium} — ${target.why}\n`);
  return async () => {
    await server.close();
    await tiny.close();
  };
}
