/**
 * Serves the web build for the sight check: dist-web (rebuilt first when older than its sources), or the
 * build named by SIGHT_DIST as it is. Sets what tests/e2e/harness.ts reads.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumBinary, root } from '../harness-target';
import { serveStatic } from '../global-setup-server';
import { isStale } from '../global-setup-freshness';

const SOURCES = ['src/renderer', 'src/framework', 'src/shared', 'src/plugin-api', 'games'].map((d) => join(root, d));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromium = chromiumBinary();
  if (!chromium) throw new Error('the sight check needs Chromium: `apt-get install -y chromium`, or set CHROMIUM_PATH');
  const given = process.env.SIGHT_DIST ? resolve(process.env.SIGHT_DIST) : null;
  const distDir = given ?? join(root, 'dist-web');
  if (given === null && isStale(join(distDir, 'index.html'), SOURCES)) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`no web build at ${distDir}`);
  // The test build with Tiny Bids registered, for the screens of a table of more than two.
  const tinyDir = join(root, 'dist-web-tiny');
  if (isStale(join(tinyDir, 'index.html'), [...SOURCES, join(root, 'tests/support'), join(root, 'tests/e2e/tiny-build')])) {
    execFileSync('npx', ['vite', 'build', '--config', 'tests/e2e/tiny-build/vite.config.ts'], { cwd: root, stdio: 'inherit' });
  }
  // Snapshots, so a rebuild during the run (another terminal) cannot pull files away.
  const snapshots = [distDir, tinyDir].map((dir) => {
    const snapshot = mkdtempSync(join(tmpdir(), 'hanafuda-sight-'));
    cpSync(dir, snapshot, { recursive: true });
    return snapshot;
  });
  const [server, tiny] = await Promise.all(snapshots.map((s) => serveStatic(s)));
  process.env.E2E_RESOLVED_TARGET = JSON.stringify({ kind: 'web', chromium, distDir, why: 'the sight check looks at the web build' });
  process.env.E2E_BASE_URL = server!.url;
  process.env.E2E_TINY_URL = tiny!.url;
  console.log(`\n[sight] web build ${distDir} at ${server!.url} in ${chromium}\n`);
  return async () => {
    await Promise.all([server!.close(), tiny!.close()]);
    for (const s of snapshots) rmSync(s, { recursive: true, force: true });
  };
}
