/**
 * The renderer's side of the bridge, built on ipcRenderer. Every call is validated here before it is sent
 * (and again by the main process), and events are checked before they reach the page; the page never sees
 * ipcRenderer or an IPC event object.
 */
import type { IpcRenderer } from 'electron';
import {
  EVENT_CHANNELS,
  menuCommandSchema,
  parseRequest,
  storageNoticeSchema,
  type HanafudaBridge,
  type MenuCommand,
  type RequestArgs,
  type RequestChannel,
  type StorageNotice,
} from '../shared/bridge';

export type IpcRendererLike = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createBridge(ipc: IpcRendererLike): HanafudaBridge {
  const call = <T>(channel: RequestChannel, ...args: unknown[]): Promise<T> => {
    const parsed = parseRequest(channel, args);
    if (!parsed.ok) return Promise.reject(new Error(parsed.error));
    return ipc.invoke(channel, ...(parsed.args as RequestArgs<typeof channel>)) as Promise<T>;
  };

  const notices = noticeFeed(ipc);

  return {
    settings: {
      get: () => call('settings:get'),
      set: (patch) => call('settings:set', patch),
    },
    saves: {
      get: (gameId) => call('saves:get', gameId),
      put: (gameId, save) => call('saves:put', gameId, save),
      clear: (gameId) => call('saves:clear', gameId),
    },
    statistics: {
      get: () => call('statistics:get'),
      record: (match) => call('statistics:record', match),
      recordPractice: (result) => call('statistics:practice', result),
      reset: (gameId) => (gameId === undefined ? call('statistics:reset') : call('statistics:reset', gameId)),
    },
    history: {
      list: (gameId) => (gameId === undefined ? call('history:list') : call('history:list', gameId)),
      add: (match) => call('history:add', match),
      setReview: (gameId, finishedAt, review) => call('history:review', gameId, finishedAt, review),
    },
    files: {
      openSavedGame: () => call('files:open-game'),
    },
    onMenu(listener) {
      const handler = (_event: unknown, command: unknown): void => {
        const parsed = menuCommandSchema.safeParse(command);
        if (parsed.success) listener(parsed.data as MenuCommand);
      };
      ipc.on(EVENT_CHANNELS.menu, handler);
      return () => {
        ipc.removeListener(EVENT_CHANNELS.menu, handler);
      };
    },
    onStorageNotice: notices.subscribe,
    appInfo: () => call('app:info'),
  };
}

/**
 * Storage notices for the page. Notices raised before the page listened are fetched from the main process
 * when the first listener arrives, and notices arriving while nobody listens are kept for the next one.
 */
function noticeFeed(ipc: IpcRendererLike): { subscribe: HanafudaBridge['onStorageNotice'] } {
  const listeners = new Set<(notice: StorageNotice) => void>();
  const waiting: StorageNotice[] = [];
  let connected = false;

  const deliver = (value: unknown): void => {
    const parsed = storageNoticeSchema.safeParse(value);
    if (!parsed.success) return;
    if (listeners.size === 0) {
      waiting.push(parsed.data);
      return;
    }
    for (const listener of listeners) {
      try {
        listener(parsed.data);
      } catch (e) {
        console.error('[preload] storage notice listener failed:', e);
      }
    }
  };

  const connect = (): void => {
    connected = true;
    ipc.on(EVENT_CHANNELS.storageNotice, (_event, notice: unknown) => deliver(notice));
    void (ipc.invoke('notices:take') as Promise<unknown>).then(
      (backlog) => {
        if (Array.isArray(backlog)) backlog.forEach(deliver);
      },
      (e: unknown) => console.error('[preload] could not fetch storage notices:', e),
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!connected) connect();
      for (const notice of waiting.splice(0)) deliver(notice);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
