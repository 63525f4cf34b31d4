/**
 * Kill-safe storage, proven: a child process writes settings, statistics and history through the real
 * storage code in a loop and is killed with SIGKILL at random moments, again and again on the same
 * directory. After every kill each document (and its backup) reads back as a whole, valid version, and
 * the next start removes the temporary files the kill left behind.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../../src/main/store';
import { historySchema, statisticsSchema } from '../../../src/shared/records';
import { settingsSchema } from '../../../src/shared/settings';
import { Rng } from '../../../src/framework/rng';

const KILLS = 50;
const work = mkdtempSync(join(tmpdir(), 'kill-safe-'));
const writer = join(work, 'writer.mjs');
const dataDir = join(work, 'data');

beforeAll(async () => {
  // Bundled once to plain JavaScript, so each of the fifty children starts in milliseconds.
  await build({
    configFile: false,
    logLevel: 'silent',
    ssr: { noExternal: true },
    build: {
      ssr: fileURLToPath(new URL('../../support/storage/writer.ts', import.meta.url)),
      outDir: work,
      emptyOutDir: false,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'writer.mjs' } },
    },
  });
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Starts the writer, lets it write for `ms` after its second round, and kills it. */
function writeAndKill(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), ms));
    child.once('error', reject);
    child.once('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`the writer stopped by itself (${code})`))));
  });
}

const documents = [
  ['settings.json', settingsSchema],
  ['statistics.json', statisticsSchema],
  ['history.json', historySchema],
] as const;

describe('storage killed mid-write', () => {
  it(`keeps every document whole and valid through ${KILLS} kills at random moments`, async () => {
    const rng = Rng.fromSeed(2026);
    let leftovers = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      await writeAndKill(rng.int(40));
      for (const [file, schema] of documents) {
        for (const version of [file, `${file}.bak`]) {
          const text = readFileSync(join(dataDir, version), 'utf8');
          const parsed = schema.safeParse(JSON.parse(text));
          expect(parsed.success, `${version} after kill ${kill + 1}`).toBe(true);
        }
      }
      const notices: unknown[] = [];
      const store = new Store({ dir: dataDir, locale: 'en', report: (n) => notices.push(n) });
      leftovers += (await store.removeLeftovers()).length;
      expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      await Promise.all([store.settings(), store.statistics(), store.history()]);
      expect(notices).toEqual([]);
    }
    // The kills did land mid-write now and then (else this test would prove nothing about torn writes).
    expect(leftovers).toBeGreaterThan(0);
  }, 120_000);
});
