/** A fresh temporary directory per test, removed afterwards. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

export function useTempDir(): { readonly path: string } {
  const state = { path: '' };
  beforeEach(async () => {
    state.path = await mkdtemp(path.join(os.tmpdir(), 'hanafuda-main-'));
  });
  afterEach(async () => {
    await rm(state.path, { recursive: true, force: true });
  });
  return state;
}
