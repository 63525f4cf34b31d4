#!/usr/bin/env node
/**
 * `npm start`: builds the app with electron-vite, then runs it in Electron.
 * Where Electron's binary is not installed (it is downloaded by its postinstall script, which can fail
 * offline or behind a proxy), says so in one line and points to the browser build instead.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

const UNAVAILABLE =
  'Electron is not available on this machine (its binary could not be downloaded); run `npm run web` to play in a browser.';

/**
 * The Electron executable, or null when it is missing. This mirrors what `require('electron')` resolves,
 * without calling it: since Electron 45 that call starts a download when the binary is absent.
 */
function electronBinary() {
  let packageDir;
  try {
    packageDir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = readFileSync(pathFile, 'utf8').trim();
  if (executable === '') return null;
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(packageDir, 'dist');
  const binary = path.join(dist, executable);
  return existsSync(binary) ? binary : null;
}

/** Runs a command with inherited stdio; resolves with its exit code (signals count as failure). */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (e) => {
      console.error(`Could not start ${path.basename(command)}: ${e.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Electron 45 fetches its binary on first use; try that once, quietly, before giving up. */
async function fetchElectron() {
  let installer;
  try {
    installer = path.join(path.dirname(require.resolve('electron/package.json')), 'install.js');
  } catch {
    return;
  }
  await new Promise((resolve) => {
    const child = spawn(process.execPath, [installer], { cwd: root, stdio: 'ignore' });
    child.on('error', resolve);
    child.on('exit', resolve);
  });
}

let electron = electronBinary();
if (electron === null && !process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
  await fetchElectron();
  electron = electronBinary();
}
if (electron === null) {
  console.error(UNAVAILABLE);
  process.exit(1);
}

const electronVite = path.join(path.dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
const built = await run(process.execPath, [electronVite, 'build']);
if (built !== 0) process.exit(built);

// ELECTRON_RUN_AS_NODE, if inherited from a tool's environment, would make Electron behave as plain Node.
const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
process.exit(await run(electron, ['.', ...process.argv.slice(2)], env));
