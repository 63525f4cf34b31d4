/**
 * Worker threads on plain JavaScript bundles of TypeScript modules, for long runs (the soak). Under
 * tsx every module is compiled to CommonJS with getters for imported bindings and a run-time rename
 * of every closure made, which costs a third of the time of a rules-heavy loop; an esbuild bundle of
 * the same sources runs about 1.5 times as fast (measured on the soak of Koi-Koi). The bundles are
 * built once per run into a temporary folder that is removed with `dispose`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'esbuild';

export interface WorkerBundle {
  /** The bundled module of each entry, as a file URL (for a worker, or for `import()` in one). */
  readonly urls: Readonly<Record<string, string>>;
  start(entry: string, workerData: unknown): Worker;
  dispose(): void;
}

/** Keeps `import('./<id>/ui/index')` of games/index.ts out of the bundle, as an import never made. */
const leaveOutGameUis: Plugin = {
  name: 'leave-out-game-uis',
  setup(b) {
    b.onResolve({ filter: /\/ui\/index$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Bundles each named TypeScript module (file URLs) with everything it imports. */
export async function bundleForWorkers(entries: Readonly<Record<string, URL | string>>): Promise<WorkerBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  try {
    const entryPoints = Object.entries(entries).map(([out, url]) => ({ out, in: fileURLToPath(url) }));
    await build({
      entryPoints,
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outExtension: { '.js': '.mjs' },
      // Node's own CommonJS dependencies (zod ships both) are fine inlined; `require` is given to them here.
      banner: { js: "import { createRequire as __workerRequire } from 'node:module'; const require = __workerRequire(import.meta.url);" },
      logLevel: 'error',
      // The registry's loaders of a game's UI manifest (Vue parts) are never called in a worker: left out.
      plugins: [leaveOutGameUis],
    });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const urls = Object.fromEntries(Object.keys(entries).map((out) => [out, pathToFileURL(join(dir, `${out}.mjs`)).href]));
  return {
    urls,
    start(entry, workerData) {
      const url = urls[entry];
      if (!url) throw new Error(`no bundled entry "${entry}"`);
      return new Worker(new URL(url), { workerData });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
