/** What each bridge request does, on top of the store. Arguments arrive already validated (see ipc.ts). */
import type { IpcMainInvokeEvent } from 'electron';
import { EVENT_CHANNELS, type AppInfo, type OpenedFile } from '../shared/bridge';
import type { Settings } from '../shared/settings';
import type { RequestHandlers } from './ipc';
import type { NoticeBoard } from './notices';
import type { Store } from './store';

export interface HandlerContext {
  readonly store: Store;
  readonly notices: NoticeBoard;
  readonly appInfo: () => AppInfo;
  /** E.g. to rebuild the menu in a new language. */
  readonly settingsChanged: (settings: Settings) => void;
  /** Asks the player for a saved game to import, over the window that asked (see main/open-file.ts). */
  readonly openGameFile: (event: IpcMainInvokeEvent) => Promise<OpenedFile | null>;
}

export function requestHandlers({ store, notices, appInfo, settingsChanged, openGameFile }: HandlerContext): RequestHandlers {
  return {
    'settings:get': () => store.settings(),
    'settings:set': async (_event, patch) => {
      const settings = await store.setSettings(patch);
      settingsChanged(settings);
      return settings;
    },
    'saves:get': (_event, gameId) => store.saveDoc(gameId).read(),
    'saves:put': async (_event, gameId, save) => {
      await store.saveDoc(gameId).write(save);
    },
    'saves:clear': (_event, gameId) => store.saveDoc(gameId).remove(),
    'statistics:get': () => store.statistics(),
    'statistics:record': (_event, match) => store.recordMatch(match),
    'statistics:practice': (_event, result) => store.recordPractice(result),
    'statistics:reset': (_event, gameId) => store.resetStatistics(gameId),
    'history:list': (_event, gameId) => store.history(gameId),
    'history:add': (_event, match) => store.addToHistory(match),
    'history:review': (_event, gameId, finishedAt, review) => store.setReview(gameId, finishedAt, review),
    'app:info': () => appInfo(),
    'files:open-game': (event) => openGameFile(event),
    'notices:take': (event) => {
      const sender = event.sender;
      return notices.take((notice) => {
        if (!sender.isDestroyed()) sender.send(EVENT_CHANNELS.storageNotice, notice);
      });
    },
  };
}
