import { describe, expect, it, vi } from 'vitest';
import { createBridge, type IpcRendererLike } from '../../../src/preload/bridge-client';
import type { StorageNotice } from '../../../src/shared/bridge';

type Handler = (event: unknown, ...args: unknown[]) => void;

function fakeIpcRenderer(replies: Record<string, unknown> = {}) {
  const handlers = new Map<string, Set<Handler>>();
  const invoke = vi.fn(async (channel: string, ..._args: unknown[]) => replies[channel]);
  const ipc = {
    invoke,
    on: (channel: string, handler: Handler) => {
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      return ipc;
    },
    removeListener: (channel: string, handler: Handler) => {
      handlers.get(channel)?.delete(handler);
      return ipc;
    },
  };
  /** What the main process sending an event looks like from here (the first argument is the IPC event). */
  const emit = (channel: string, payload: unknown): void => {
    for (const handler of handlers.get(channel) ?? []) handler({ sender: 'the ipc event object' }, payload);
  };
  return { ipc: ipc as unknown as IpcRendererLike, invoke, emit };
}

const notice: StorageNotice = {
  document: 'history',
  problem: 'invalid',
  recovery: 'backup',
  movedTo: '/data/history.corrupt-x.json',
  detail: 'matches: expected array',
};
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload bridge', () => {
  it('sends valid calls to their channel', async () => {
    const { ipc, invoke } = fakeIpcRenderer({ 'settings:set': { language: 'ja' } });
    const bridge = createBridge(ipc);
    expect(await bridge.settings.set({ language: 'ja' })).toEqual({ language: 'ja' });
    await bridge.saves.clear('koikoi');
    await bridge.statistics.reset();
    await bridge.history.list('hanamikoji');
    expect(invoke.mock.calls).toEqual([
      ['settings:set', { language: 'ja' }],
      ['saves:clear', 'koikoi'],
      ['statistics:reset'],
      ['history:list', 'hanamikoji'],
    ]);
  });

  it('rejects invalid calls itself, without sending anything', async () => {
    const { ipc, invoke } = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    await expect(bridge.settings.set({ animationSpeed: 'warp' as never })).rejects.toThrow(
      'Invalid settings:set request',
    );
    await expect(bridge.saves.get('../settings')).rejects.toThrow('game id');
    await expect(
      bridge.saves.put('koikoi', { format: 'x', version: 1, gameId: 'koikoi', seed: 1, moves: [() => 1], meta: {} }),
    ).rejects.toThrow('Invalid saves:put request');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('drops keys a settings patch does not know before sending', async () => {
    const { ipc, invoke } = fakeIpcRenderer();
    await createBridge(ipc).settings.set({ sound: true, window: { x: 0 } } as never);
    expect(invoke).toHaveBeenCalledWith('settings:set', { sound: true });
  });

  it('passes menu commands to the page without the IPC event, and ignores unknown ones', () => {
    const { ipc, emit } = fakeIpcRenderer();
    const listener = vi.fn();
    const stop = createBridge(ipc).onMenu(listener);
    emit('menu', 'new-game');
    emit('menu', 'format-disk');
    emit('menu', 'settings');
    expect(listener.mock.calls).toEqual([['new-game'], ['settings']]);
    stop();
    emit('menu', 'rules');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('delivers storage notices raised before the page listened, then live ones', async () => {
    const { ipc, invoke, emit } = fakeIpcRenderer({ 'notices:take': [notice] });
    const bridge = createBridge(ipc);
    const listener = vi.fn();
    bridge.onStorageNotice(listener);
    await flush();
    expect(invoke).toHaveBeenCalledWith('notices:take');
    const live = { ...notice, document: 'settings' };
    emit('storage:notice', live);
    emit('storage:notice', { document: 'nonsense' });
    expect(listener.mock.calls).toEqual([[notice], [live]]);
  });

  it('keeps notices that arrive while nobody listens for the next listener', async () => {
    const { ipc, emit } = fakeIpcRenderer({ 'notices:take': [] });
    const bridge = createBridge(ipc);
    const first = vi.fn();
    const stop = bridge.onStorageNotice(first);
    await flush();
    stop();
    emit('storage:notice', notice);
    const second = vi.fn();
    bridge.onStorageNotice(second);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(notice);
  });

  it('asks the main process for the backlog only once per page', async () => {
    const { ipc, invoke } = fakeIpcRenderer({ 'notices:take': [] });
    const bridge = createBridge(ipc);
    bridge.onStorageNotice(() => {});
    bridge.onStorageNotice(() => {});
    await flush();
    expect(invoke.mock.calls.filter(([channel]) => channel === 'notices:take')).toHaveLength(1);
  });
});

describe('the preload entry', () => {
  it('exposes exactly one object, window.hanafuda, and nothing else', async () => {
    const exposed: [string, unknown][] = [];
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
      ipcRenderer: fakeIpcRenderer().ipc,
    }));
    await import('../../../src/preload/index');
    expect(exposed.map(([key]) => key)).toEqual(['hanafuda']);
    const api = exposed[0]?.[1] as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(
      ['appInfo', 'files', 'history', 'onMenu', 'onStorageNotice', 'saves', 'settings', 'statistics'].sort(),
    );
    vi.doUnmock('electron');
  });
});
