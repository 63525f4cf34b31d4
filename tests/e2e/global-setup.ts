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
  // Serve a snapshot, so a rebuild of dist-web during the run (another terminal) cannot pull files away.
  const snapshot = mkdtempSync(join(tmpdir(), 'hanafuda-dist-web-'));
  cpSync(target.distDir, snapshot, { recursive: true });
  const server = await serveStatic(snapshot);
  process.env.E2E_RESOLVED_TARGET = JSON.stringify(target);
  process.env.E2E_BASE_URL = server.url;
  console.log(`\n[e2e] target: web build (${target.distDir}) at ${server.url} in ${target.chromium} — ${target.why}\n`);
  return async () => {
    await server.close();
    rmSync(snapshot, { recursive: true, force: true });
  };
}
