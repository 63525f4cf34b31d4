/**
 * Builds the main process and the preload with the project's electron-vite config (into a temporary
 * directory; the renderer is the renderer's business) and checks what ships: an ES-module main that needs
 * nothing but Electron and Node, and a CommonJS preload that runs where `require` only knows 'electron'.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { build } from 'electron-vite';
import { describe, expect, it } from 'vitest';
import { useTempDir } from './tmp-dir';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const configFile = fileURLToPath(new URL('./fixtures/main-and-preload.config.ts', import.meta.url));
const dir = useTempDir();

/** Builds into <temp>/main and <temp>/preload, as `electron-vite build` does into out/. */
async function buildMainAndPreload(out: string): Promise<void> {
  await build({ root, configFile, logLevel: 'silent', build: { outDir: out } });
}

describe('the electron-vite build', () => {
  it('bundles main and preload with their dependencies, for a sandboxed preload', async () => {
    const out = dir.path;
    await buildMainAndPreload(out);

    const mainCode = await fs.readFile(path.join(out, 'main', 'index.js'), 'utf8');
    const imports = new Set([...mainCode.matchAll(/\bfrom "([^"]+)"/g)].map((m) => m[1]));
    expect(imports).toContain('electron');
    for (const specifier of imports) expect(specifier).toMatch(/^(electron|node:[a-z_/]+|path|fs|url)$/);
    const chunks = await fs.readdir(path.join(out, 'main', 'chunks'));
    expect(chunks.some((f) => /^icon-.*\.png$/.test(f))).toBe(true);

    const preloadCode = await fs.readFile(path.join(out, 'preload', 'index.cjs'), 'utf8');
    expect([...preloadCode.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);

    const exposed: Record<string, unknown> = {};
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: { invoke: async (...args: unknown[]) => invoked.push(args), on() {}, removeListener() {} },
    };
    const sandboxRequire = (id: string): unknown => {
      if (id === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${id}`);
    };
    vm.runInNewContext(preloadCode, { require: sandboxRequire, module: { exports: {} }, exports: {}, console });
    expect(Object.keys(exposed)).toEqual(['hanafuda']);
    const bridge = exposed.hanafuda as { settings: { set: (p: unknown) => Promise<unknown> } };
    await bridge.settings.set({ language: 'ja' });
    await expect(bridge.settings.set({ language: 'xx' })).rejects.toThrow('Invalid settings:set request');
    expect(invoked).toEqual([['settings:set', { language: 'ja' }]]);
  }, 60_000);
});
