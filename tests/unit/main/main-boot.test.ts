/**
 * Boots the real main-process entry (src/main/index.ts) against the fake `electron` module and checks the
 * wiring end to end: scheme, security hooks, IPC, menu, window, storage notices and the last write on quit.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrowserWindow, FakeEvent, FakeWebContents, app, calls, session, userData } from './fake-electron';

vi.mock('electron', () => import('./fake-electron'));

const flush = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};
const appEvent = (url = 'app://table/index.html', sender = new FakeWebContents()) => ({ senderFrame: { url }, sender });

beforeAll(async () => {
  delete process.env.ELECTRON_RENDERER_URL;
  userData.path = await fs.mkdtemp(path.join(os.tmpdir(), 'hanafuda-boot-'));
  await fs.writeFile(path.join(userData.path, 'settings.json'), '{"language": "ja", "sound": tru');
  await import('../../../src/main/index');
});
afterAll(async () => {
  await fs.rm(userData.path, { recursive: true, force: true });
});

describe('booting the main process', () => {
  it('registers the app:// scheme as privileged before the app is ready, and nothing else yet', () => {
    expect(calls.privilegedSchemes).toEqual([expect.objectContaining({ scheme: 'app' })]);
    expect(BrowserWindow.created).toHaveLength(0);
    expect(calls.ipcHandlers.size).toBe(0);
  });

  it('once ready, opens one window on the app page, with the menu in the OS language', async () => {
    app.becomeReady();
    await flush();
    expect(BrowserWindow.created).toHaveLength(1);
    expect(calls.loadedUrls).toEqual(['app://table/index.html']);
    const menu = calls.menus.at(-1) as { label: string }[];
    expect(menu.map((m) => m.label)).toContain('ゲーム');
    expect(BrowserWindow.created[0]?.options.webPreferences?.preload).toMatch(/preload[\\/]index\.cjs$/);
  });

  it('serves the renderer through app:// and sets the CSP header on app pages', async () => {
    expect(calls.protocolHandlers.has('app')).toBe(true);
    let headers: Record<string, unknown> | undefined;
    session.defaultSession.headersListener!({ url: 'app://table/index.html', responseHeaders: {} }, (r) => {
      headers = r.responseHeaders;
    });
    expect(Object.keys(headers ?? {})).toEqual(['Content-Security-Policy']);
  });

  it('locks down every web contents that is created', () => {
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents);
    const event = new FakeEvent('https://example.com/');
    contents.emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(true);
    expect(contents.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('reports the damaged settings file to the page once it listens, and runs on the backup-less defaults', async () => {
    const take = calls.ipcHandlers.get('notices:take')!;
    const backlog = (await take(appEvent())) as { document: string; recovery: string }[];
    expect(backlog).toEqual([expect.objectContaining({ document: 'settings', problem: 'unreadable', recovery: 'defaults' })]);
    const settings = (await calls.ipcHandlers.get('settings:get')!(appEvent())) as { language: string };
    expect(settings.language).toBe('ja');
  });

  it('answers bridge requests only from the app page', async () => {
    const getSettings = calls.ipcHandlers.get('settings:get')!;
    await expect(getSettings(appEvent('https://evil.example/'))).rejects.toThrow('Refused');
  });

  it('rebuilds the menu when the language changes', async () => {
    await calls.ipcHandlers.get('settings:set')!(appEvent(), { language: 'en' });
    expect((calls.menus.at(-1) as { label: string }[]).map((m) => m.label)).toContain('Game');
  });

  it('sends menu commands to the window', () => {
    const game = (calls.menus.at(-1) as { label: string; submenu: { label: string; click?: () => void }[] }[])[0]!;
    game.submenu.find((i) => i.label === 'New Game')!.click!();
    expect(BrowserWindow.created[0]?.webContents.sent).toContainEqual(['menu', 'new-game']);
  });

  it('reloads a crashed page (the match was saved), but not forever', () => {
    const contents = BrowserWindow.created[0]!.webContents;
    contents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(contents.reloads).toBe(0);
    for (let i = 0; i < 5; i++) contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(contents.reloads).toBe(3);
  });

  it('remembers the window bounds on close, and holds the quit until they are written', async () => {
    const win = BrowserWindow.created[0]!;
    win.bounds = { x: 12, y: 34, width: 1111, height: 777 };
    win.emit('close');
    const quitting = new FakeEvent();
    app.emit('will-quit', quitting);
    expect(quitting.defaultPrevented).toBe(true);
    await flush();
    expect(calls.quit).toBe(1);
    const stored = JSON.parse(await fs.readFile(path.join(userData.path, 'settings.json'), 'utf8'));
    expect(stored.window).toEqual({ x: 12, y: 34, width: 1111, height: 777, maximized: false });
  });
});
