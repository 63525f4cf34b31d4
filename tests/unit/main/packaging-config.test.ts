import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(import.meta.url);
// electron-builder's own loader and schema check (the same ones `electron-builder` runs before packaging).
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
  getConfig: (projectDir: string, configPath: string | null, override: null) => Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  validateConfiguration: (config: unknown, logger: unknown) => Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

const config = await getConfig(root, null, null);

describe('electron-builder.yml', () => {
  it('passes electron-builder’s configuration schema', async () => {
    // A fresh copy: validation normalizes the object it checks.
    const checked = await getConfig(root, null, null);
    await expect(validateConfiguration(checked, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app', () => {
    expect(config).toMatchObject({ appId: 'app.hanafudatable.desktop', productName: 'Hanafuda Table' });
  });

  it('ships only the build output and package.json, never node_modules', () => {
    // The loader normalizes the list to [{ filter: [...] }].
    const files = (config.files as { filter: string[] }[]).flatMap((set) => set.filter);
    expect(files.filter((f) => !f.startsWith('!'))).toEqual(['out/**', 'package.json']);
    expect(files).toContain('!node_modules{,/**}');
  });

  it('builds an AppImage and a .deb for Linux, an NSIS installer for Windows and a dmg for macOS', () => {
    const targets = (list: (string | { target: string })[]) => list.map((t) => (typeof t === 'string' ? t : t.target));
    expect(targets(config.linux.target)).toEqual(['AppImage', 'deb']);
    expect(targets(config.win.target)).toEqual(['nsis']);
    expect(targets(config.mac.target)).toEqual(['dmg']);
  });

  it('uses a 512×512 PNG icon (the size electron-builder needs for .icns and .ico)', () => {
    const png = readFileSync(`${root}${config.icon as string}`);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
