/**
 * Which app the end-to-end specs drive. The real Electron app when its binary is installed (and there is a
 * display to open a window on); otherwise the web build in system Chromium. Neither → a failure that says
 * how to get one, never a silent skip. `E2E_TARGET=web|electron` forces a choice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export type Target =
  | { kind: 'electron'; executable: string; main: string; why: string }
  | { kind: 'web'; chromium: string; distDir: string; why: string };

/** The Electron executable if installed, without triggering the electron package's download. */
function electronBinary(): string | null {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, process.platform === 'win32' ? 'electron.exe' : 'electron');
    return existsSync(p) ? p : null;
  }
  const pathFile = join(root, 'node_modules/electron/path.txt');
  if (!existsSync(pathFile)) return null;
  const p = join(root, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(p) ? p : null;
}

/** CHROMIUM_PATH when set (and then only it), else Debian's or Ubuntu's Chromium. */
export function chromiumBinary(): string | null {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => existsSync(p)) ?? null;
}

const hasDisplay = (): boolean => process.platform !== 'linux' || !!process.env.DISPLAY || !!process.env.WAYLAND_DISPLAY;

export function chooseTarget(): Target {
  const forced = process.env.E2E_TARGET;
  const electron = electronBinary();
  const chromium = chromiumBinary();
  const main = join(root, 'out/main/index.js');
  const distDir = join(root, 'dist-web');

  if (forced !== 'web' && electron && (hasDisplay() || forced === 'electron')) {
    return { kind: 'electron', executable: electron, main, why: `Electron binary at ${electron}` };
  }
  if (forced === 'electron') {
    throw new Error(
      'E2E_TARGET=electron but the Electron binary is not installed. Run `npx install-electron` ' +
        '(or `npm rebuild electron`) so node_modules/electron/dist exists, then `npm run build`.',
    );
  }
  if (chromium) {
    const why = electron
      ? `Electron is installed but there is no display (run under xvfb-run to test Electron); Chromium at ${chromium}`
      : `no Electron binary; Chromium at ${chromium}`;
    return { kind: 'web', chromium, distDir, why };
  }
  throw new Error(
    [
      'No app to test end to end: neither the Electron binary nor a Chromium was found.',
      '  - Electron: `npx install-electron` (node_modules/electron/dist), then `npm run build`; needs a display (xvfb-run on Linux).',
      `  - Web build in Chromium: \`apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium/Chrome binary${
        process.env.CHROMIUM_PATH ? `; CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist` : ''
      }), then \`npm run build:web\`.`,
    ].join('\n'),
  );
}
