import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTempDir } from './tmp-dir';

const START = fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url));
const dir = useTempDir();

/** A copy of scripts/start.mjs in a project whose electron package is installed as `electron` describes. */
async function projectWithElectron(electron: { pathTxt?: string; binary?: string } | null): Promise<string> {
  const root = dir.path;
  await fs.mkdir(path.join(root, 'scripts'));
  await fs.copyFile(START, path.join(root, 'scripts', 'start.mjs'));
  await fs.writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  if (electron) {
    const pkg = path.join(root, 'node_modules', 'electron');
    await fs.mkdir(path.join(pkg, 'dist'), { recursive: true });
    await fs.writeFile(path.join(pkg, 'package.json'), '{"name":"electron","main":"index.js"}');
    // Requiring the real package would start a download; the script must not do that.
    await fs.writeFile(path.join(pkg, 'index.js'), 'console.log("Downloading Electron binary..."); process.exit(9);');
    if (electron.pathTxt !== undefined) await fs.writeFile(path.join(pkg, 'path.txt'), electron.pathTxt);
    if (electron.binary !== undefined) await fs.writeFile(path.join(pkg, 'dist', electron.binary), '');
  }
  return root;
}

function start(root: string) {
  const env = { ...process.env };
  delete env.ELECTRON_OVERRIDE_DIST_PATH;
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, encoding: 'utf8', env });
}

const MESSAGE =
  'Electron is not available on this machine (its binary could not be downloaded); run `npm run web` to play in a browser.\n';

describe('npm start without an Electron binary', () => {
  it.each([
    ['the binary was never downloaded', { pathTxt: 'electron' }],
    ['the download never finished (no path.txt)', {}],
    ['the electron package is not installed at all', null],
  ])('prints one line and fails when %s', async (_case, electron) => {
    const result = start(await projectWithElectron(electron));
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(MESSAGE);
  });
});
