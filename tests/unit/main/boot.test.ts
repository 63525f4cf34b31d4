/**
 * Boots the desktop app as it is built and packed — out/main/index.js, from `electron-vite build` — under
 * Node, with the stand-in `electron` module (fake-electron.ts) in place of the Electron binary, which cannot
 * run here. Checks what a white window or an open door would come from: one window with the secure web
 * preferences and the built preload; a page that is in out/renderer, with every script and style it names;
 * the IPC channels main handles exactly those the built preload calls; the content-security policy.
 *
 * The bundle is loaded by Node's own ES-module loader (not Vitest's transform), with one loader hook that
 * answers `electron` with the stand-in for modules under out/, so each name the bundle imports from
 * 'electron' must exist in the stand-in, as in Electron. out/ is built first when it is missing or older than its sources (about half a minute on
 * a busy machine), so `npm run test:unit` needs no build step of its own; a fresh out/ is used as it is.
 */
import { existsSync, promises as fs, statSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { build } from 'electron-vite';
import { tsImport } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as electron from './fake-electron';
import { isStale } from '../../e2e/global-setup-freshness';

const { BrowserWindow, app, calls, session } = electron;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = path.join(root, 'out');
const built = {
  main: path.join(out, 'main', 'index.js'),
  preload: path.join(out, 'preload', 'index.cjs'),
  renderer: path.join(out, 'renderer'),
};
/** What the three bundles are built from. */
const SOURCES = ['src/main', 'src/preload', 'src/shared', 'src/renderer', 'src/framework', 'src/plugin-api', 'games', 'resources'];
const CONFIGS = ['electron.vite.config.ts', 'vite.aliases.ts', 'package.json'];

function outIsStale(): boolean {
  const outputs = [built.main, built.preload, path.join(built.renderer, 'index.html')];
  if (outputs.some((file) => isStale(file, SOURCES.map((dir) => path.join(root, dir))))) return true;
  const oldest = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return CONFIGS.some((file) => statSync(path.join(root, file)).mtimeMs > oldest);
}

/** Node loader hooks: `electron`, imported from a module under out/, is the stand-in the test holds. */
const HOOKS = `
let scope = '';
let names = [];
export function initialize(data) {
  scope = data.scope;
  names = data.names;
}
export function resolve(specifier, context, next) {
  if (specifier === 'electron' && context.parentURL !== undefined && context.parentURL.startsWith(scope)) {
    const source = 'const e = globalThis.__standInElectron; export const { ' + names.join(', ') + ' } = e; export default e;';
    return { url: 'data:text/javascript,' + encodeURIComponent(source), shortCircuit: true };
  }
  return next(specifier, context);
}`;

const flush = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

let userData = '';
let loaded = '';
const win = (): electron.BrowserWindow => BrowserWindow.created[0]!;
const fromPage = (): { senderFrame: { url: string }; sender: electron.FakeWebContents } => ({ senderFrame: { url: loaded }, sender: win().webContents });

/** The file a URL or path the window loads stands for, as the packaged app would read it, or null. */
async function fetchFromApp(url: string): Promise<{ status: number; body: Buffer; headers: Headers | null }> {
  if (url.startsWith('file:')) {
    const file = fileURLToPath(url);
    return existsSync(file) ? { status: 200, body: await fs.readFile(file), headers: null } : { status: 404, body: Buffer.alloc(0), headers: null };
  }
  const scheme = new URL(url).protocol.slice(0, -1);
  const handler = calls.protocolHandlers.get(scheme);
  if (!handler) throw new Error(`the window loads ${url}, but nothing serves ${scheme}:`);
  const response = await handler(new Request(url));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

beforeAll(async () => {
  if (outIsStale()) await build({ root, logLevel: 'warn' });
  delete process.env.ELECTRON_RENDERER_URL;
  userData = await fs.mkdtemp(path.join(os.tmpdir(), 'hanafuda-built-boot-'));
  process.env.HANAFUDA_USER_DATA_DIR = userData;
  (globalThis as { __standInElectron?: unknown }).__standInElectron = electron;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, {
    data: { scope: pathToFileURL(out + path.sep).href, names: Object.keys(electron).filter((name) => name !== 'default') },
  });
  // Node's own import(), as Electron's would be: Vitest runs test files in a context whose import() it
  // handles itself (transformed, without Node's loader hooks), and tsx's import API is a plain one from outside.
  await tsImport(pathToFileURL(built.main).href, import.meta.url);
  app.becomeReady();
  await flush();
  const urls = [...calls.loadedUrls, ...calls.loadedFiles.map((file) => pathToFileURL(path.resolve(file)).href)];
  loaded = urls[0] ?? '';
}, 240_000);

afterAll(async () => {
  delete process.env.HANAFUDA_USER_DATA_DIR;
  await fs.rm(userData, { recursive: true, force: true });
});

describe('the built desktop app (out/main/index.js) starting under a stand-in Electron', () => {
  it('opens exactly one window, with the secure web preferences', () => {
    expect(BrowserWindow.created).toHaveLength(1);
    const prefs = win().options.webPreferences ?? {};
    expect(prefs).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    expect(prefs.webSecurity).not.toBe(false);
  });

  it('gives the window the built preload, which exists', () => {
    const preload = win().options.webPreferences?.preload ?? '';
    expect(path.resolve(preload)).toBe(built.preload);
    expect(existsSync(preload)).toBe(true);
  });

  it('loads one page, which is out/renderer/index.html, and every script and style it names is there too', async () => {
    expect([...calls.loadedUrls, ...calls.loadedFiles]).toHaveLength(1);
    const page = await fetchFromApp(loaded);
    expect(page.status).toBe(200);
    expect(page.body.equals(await fs.readFile(path.join(built.renderer, 'index.html')))).toBe(true);
    const html = page.body.toString('utf8');
    const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1]!, loaded).href);
    expect(linked.some((url) => url.endsWith('.js'))).toBe(true);
    expect(linked.some((url) => url.endsWith('.css'))).toBe(true);
    for (const url of linked) expect({ url, status: (await fetchFromApp(url)).status }).toEqual({ url, status: 200 });
  });

  it('handles exactly the IPC channels the built preload calls, and sends only events it listens to', async () => {
    // The preload as the sandbox runs it: CommonJS whose require knows only 'electron'.
    const invoked = new Set<string>();
    const listened = new Set<string>();
    const exposed: Record<string, unknown> = {};
    const ipcRenderer = {
      invoke: async (channel: string) => {
        invoked.add(channel);
        return channel === 'notices:take' ? [] : null;
      },
      on: (channel: string) => listened.add(channel),
      removeListener: () => undefined,
    };
    const contextBridge = { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) };
    const sandboxRequire = (id: string): unknown => {
      if (id === 'electron') return { contextBridge, ipcRenderer };
      throw new Error(`a sandboxed preload cannot require ${id}`);
    };
    vm.runInNewContext(await fs.readFile(built.preload, 'utf8'), { require: sandboxRequire, module: { exports: {} }, exports: {}, console });
    expect(Object.keys(exposed)).toEqual(['hanafuda']);

    // Every function of the bridge, called with a listener: an event subscription listens (and asks for the
    // backlog of notices), a request with good arguments is sent, and one the preload refuses names its
    // channel in the error. Each function must end up on a channel.
    const unaccounted: string[] = [];
    const visit = async (value: unknown, name: string): Promise<void> => {
      if (typeof value === 'function') {
        const before = invoked.size + listened.size;
        let refused: string | undefined;
        try {
          await (value as (listener: () => void) => unknown)(() => undefined);
        } catch (e) {
          refused = /^Invalid (\S+) request/.exec((e as Error).message)?.[1];
          if (refused) invoked.add(refused);
        }
        if (refused === undefined && invoked.size + listened.size === before) unaccounted.push(name);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) await visit(inner, `${name}.${key}`);
      }
    };
    await visit(exposed.hanafuda, 'hanafuda');
    expect(unaccounted).toEqual([]);
    expect([...invoked].sort()).toEqual([...calls.ipcHandlers.keys(), ...calls.ipcListeners.keys()].sort());

    // Events main sends the page: a menu command, and a storage notice once the page has taken the backlog.
    await calls.ipcHandlers.get('notices:take')!(fromPage());
    await fs.writeFile(path.join(userData, 'statistics.json'), '{"version": 1, "games": ');
    await calls.ipcHandlers.get('statistics:get')!(fromPage());
    const menu = calls.menus.at(-1) as { submenu?: { click?: () => void }[] }[];
    menu.flatMap((item) => item.submenu ?? []).find((item) => item.click)!.click!();
    const sent = new Set(win().webContents.sent.map(([channel]) => channel));
    expect([...sent].sort()).toEqual(['menu', 'storage:notice']);
    for (const channel of sent) expect(listened).toContain(channel);
  });

  it('sets the content-security policy: on every response of the app and in the page itself', async () => {
    let headers: Record<string, string | string[]> | undefined;
    session.defaultSession.headersListener!({ url: loaded, responseHeaders: {} }, (response) => {
      headers = response.responseHeaders;
    });
    const policy = String(headers?.['Content-Security-Policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect((await fetchFromApp(loaded)).headers?.get('content-security-policy')).toBe(policy);
    const html = await fs.readFile(path.join(built.renderer, 'index.html'), 'utf8');
    expect(html).toMatch(/<meta\s+http-equiv="Content-Security-Policy"\s+content="default-src 'self'; script-src 'self';/);
  });
});
