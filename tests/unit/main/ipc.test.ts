import { describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { requestSchemas, type AppInfo, type StorageNotice } from '../../../src/shared/bridge';
import { requestHandlers } from '../../../src/main/handlers';
import { registerIpc, type RequestHandlers } from '../../../src/main/ipc';
import { NoticeBoard } from '../../../src/main/notices';
import { Store } from '../../../src/main/store';
import { FakeWebContents } from './fake-electron';
import { useTempDir } from './tmp-dir';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

const APP_URL = 'app://table/index.html';
const dir = useTempDir();

function fakeIpcMain(): { handle: (channel: string, listener: Listener) => void; listeners: Map<string, Listener> } {
  const listeners = new Map<string, Listener>();
  return { listeners, handle: (channel, listener) => listeners.set(channel, listener) };
}

const eventFrom = (url: string, sender = new FakeWebContents()): IpcMainInvokeEvent =>
  ({ senderFrame: { url }, sender }) as unknown as IpcMainInvokeEvent;

const appInfo: AppInfo = {
  runtime: 'electron',
  name: 'Hanafuda Table',
  version: '0.1.0',
  platform: 'linux',
  versions: {},
  dataDirectory: '/data',
};

function setUp() {
  const ipc = fakeIpcMain();
  const notices = new NoticeBoard(() => {});
  const store = new Store({ dir: dir.path, locale: 'en', report: notices.report });
  const settingsChanged = vi.fn();
  registerIpc(ipc, requestHandlers({ store, notices, appInfo: () => appInfo, settingsChanged, openGameFile: async () => null }), (event) =>
    event.senderFrame?.url.startsWith('app://table/') === true,
  );
  const invoke = (channel: string, ...args: unknown[]): Promise<unknown> => {
    const listener = ipc.listeners.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener(eventFrom(APP_URL), ...args);
  };
  return { ipc, invoke, store, notices, settingsChanged };
}

const finished = {
  gameId: 'koikoi',
  finishedAt: '2026-11-21T12:00:00.000Z',
  opponent: 'hard',
  preset: null,
  result: 'draw',
  scores: [7, 7],
  reason: 'round-limit',
  moves: 120,
};

describe('IPC handlers', () => {
  it('exist for every request channel of the bridge, and only those', () => {
    const { ipc } = setUp();
    expect([...ipc.listeners.keys()].sort()).toEqual(Object.keys(requestSchemas).sort());
  });

  it('store valid settings and tell the app (to rebuild the menu in the new language)', async () => {
    const { invoke, settingsChanged } = setUp();
    const settings = await invoke('settings:set', { language: 'ja' });
    expect(settings).toMatchObject({ language: 'ja' });
    expect(settingsChanged).toHaveBeenCalledWith(settings);
    expect(await invoke('settings:get')).toMatchObject({ language: 'ja' });
  });

  it.each([
    ['settings:set', [{ language: 'fr' }], 'language'],
    ['settings:set', [{ volume: 1.5 }], 'volume'],
    ['settings:set', ['ja'], 'Invalid settings:set request'],
    ['settings:get', ['extra'], 'Invalid settings:get request'],
    ['saves:get', ['../../etc/passwd'], 'game id'],
    ['saves:put', ['koikoi', { gameId: 'koikoi' }], 'Invalid saves:put request'],
    ['statistics:record', [{ ...finished, result: 'victory' }], 'result'],
    ['statistics:record', [{ ...finished, scores: [7] }], 'scores'],
    ['history:add', [{ ...finished, finishedAt: 'yesterday' }], 'finishedAt'],
    ['history:review', ['koikoi', '2026-11-21T10:00:00.000Z', { version: 1, budgetMs: 300, seats: [4], decisions: [] }], 'seats'],
    ['history:review', ['koikoi', '2026-11-21T10:00:00.000Z', { version: 1, budgetMs: 300, seats: [0], decisions: [{ index: 1, player: 0, round: 1, move: {}, best: {}, winChance: 1.5, winChanceBest: 1 }] }], 'winChance'],
    ['statistics:reset', [42], 'Invalid statistics:reset request'],
  ])('reject an invalid %s payload %j with a clear error', async (channel, args, mention) => {
    const { invoke } = setUp();
    await expect(invoke(channel, ...args)).rejects.toThrow(mention);
  });

  it('reject a save filed under another game', async () => {
    const { invoke, store } = setUp();
    const save = { format: 'hanafuda-table/match', version: 1, gameId: 'hanamikoji', seed: 1, moves: [], meta: {} };
    await expect(invoke('saves:put', 'koikoi', save)).rejects.toThrow('the save belongs to another game');
    expect(await store.saveDoc('koikoi').read()).toBeNull();
  });

  it('never run the action for an invalid payload', async () => {
    const ipc = fakeIpcMain();
    const handlers = Object.fromEntries(Object.keys(requestSchemas).map((c) => [c, vi.fn()])) as unknown as RequestHandlers;
    registerIpc(ipc, handlers, () => true);
    await expect(ipc.listeners.get('statistics:reset')!(eventFrom(APP_URL), 'NOT A GAME')).rejects.toThrow();
    expect(handlers['statistics:reset']).not.toHaveBeenCalled();
  });

  it('refuse requests from pages that are not the app', async () => {
    const { ipc, store } = setUp();
    const listener = ipc.listeners.get('statistics:reset')!;
    await expect(listener(eventFrom('https://evil.example/'), undefined)).rejects.toThrow("did not come from the app's own page");
    await expect(listener({ senderFrame: null } as unknown as IpcMainInvokeEvent)).rejects.toThrow('Refused');
    expect(await store.statistics()).toEqual({ version: 1, games: {}, practice: {} });
  });

  it('save, read back and clear a match in progress', async () => {
    const { invoke } = setUp();
    const save = { format: 'hanafuda-table/match', version: 1, gameId: 'koikoi', seed: 9, moves: [{ type: 'koi' }], meta: {} };
    await invoke('saves:put', 'koikoi', save);
    expect(await invoke('saves:get', 'koikoi')).toEqual(save);
    await invoke('saves:clear', 'koikoi');
    expect(await invoke('saves:get', 'koikoi')).toBeNull();
  });

  it('record statistics and history, and report the app info', async () => {
    const { invoke } = setUp();
    expect(await invoke('statistics:record', finished)).toMatchObject({ games: { koikoi: { played: 1, draws: 1 } } });
    await invoke('history:add', finished);
    expect(await invoke('history:list', 'koikoi')).toEqual([finished]);
    expect(await invoke('history:list', 'hanamikoji')).toEqual([]);
    expect(await invoke('app:info')).toEqual(appInfo);
  });

  it('hand the queued storage notices to the page, then send later ones as they happen', async () => {
    const { ipc, notices } = setUp();
    const notice = (document: StorageNotice['document']): StorageNotice => ({
      document,
      problem: 'unreadable',
      recovery: 'defaults',
      movedTo: `/data/${document}.corrupt.json`,
      detail: 'Unexpected end of JSON input',
    });
    notices.report(notice('settings'));
    const sender = new FakeWebContents();
    expect(await ipc.listeners.get('notices:take')!(eventFrom(APP_URL, sender))).toEqual([notice('settings')]);
    notices.report(notice('history'));
    expect(sender.sent).toEqual([['storage:notice', notice('history')]]);
  });
});
