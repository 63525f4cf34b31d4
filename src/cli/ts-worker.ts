/**
 * Starts a worker thread on a TypeScript module. The CLI runs under tsx, whose hooks do not
 * reach worker threads by themselves, so the worker registers them before importing its entry.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// The ESM flavour of tsx's API (require.resolve finds the CommonJS one beside it).
const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;

export function startTsWorker(entry: URL, workerData: unknown): Worker {
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
