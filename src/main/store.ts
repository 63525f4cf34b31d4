/**
 * The app's stored documents in the user-data directory:
 *   settings.json, statistics.json, history.json, saves/<game id>.json (the match in progress).
 */
import path from 'node:path';
import { gameIdSchema, savedGameSchema, type SavedGame } from '../shared/bridge';
import {
  addToHistory,
  withReview,
  type StoredReview,
  emptyHistory,
  emptyStatistics,
  historySchema,
  listHistory,
  recordMatch,
  recordPractice,
  resetStatistics,
  statisticsSchema,
  type FinishedMatch,
  type History,
  type PracticeResult,
  type Statistics,
} from '../shared/records';
import {
  applySettingsPatch,
  defaultSettings,
  settingsSchema,
  type Settings,
  type SettingsPatch,
  type WindowBounds,
} from '../shared/settings';
import { removeLeftoverTemporaries } from './atomic-file';
import { JsonDocument, type ReportNotice } from './json-document';

export interface StoreOptions {
  /** The user-data directory. */
  readonly dir: string;
  /** The OS locale, for the default language. */
  readonly locale: string;
  readonly report: ReportNotice;
  readonly now?: () => Date;
}

export class Store {
  readonly settingsDoc: JsonDocument<Settings>;
  readonly statisticsDoc: JsonDocument<Statistics>;
  readonly historyDoc: JsonDocument<History>;
  private readonly saveDocs = new Map<string, JsonDocument<SavedGame>>();

  constructor(private readonly options: StoreOptions) {
    const { dir, locale, report, now } = options;
    this.settingsDoc = new JsonDocument(
      { document: 'settings', file: path.join(dir, 'settings.json'), schema: settingsSchema, fallback: () => defaultSettings(locale) },
      report,
      now,
    );
    this.statisticsDoc = new JsonDocument(
      { document: 'statistics', file: path.join(dir, 'statistics.json'), schema: statisticsSchema, fallback: emptyStatistics },
      report,
      now,
    );
    this.historyDoc = new JsonDocument(
      { document: 'history', file: path.join(dir, 'history.json'), schema: historySchema, fallback: emptyHistory },
      report,
      now,
    );
  }

  /** Clears what interrupted writes left behind (temporary files) in the data directory and its saves. */
  async removeLeftovers(): Promise<string[]> {
    const { dir } = this.options;
    return [...(await removeLeftoverTemporaries(dir)), ...(await removeLeftoverTemporaries(path.join(dir, 'saves')))];
  }

  async settings(): Promise<Settings> {
    return (await this.settingsDoc.read()) ?? defaultSettings(this.options.locale);
  }

  setSettings(patch: SettingsPatch): Promise<Settings> {
    return this.settingsDoc.update((current) => applySettingsPatch(current ?? defaultSettings(this.options.locale), patch));
  }

  setWindowBounds(bounds: WindowBounds): Promise<Settings> {
    return this.settingsDoc.update((current) => ({ ...(current ?? defaultSettings(this.options.locale)), window: bounds }));
  }

  async statistics(): Promise<Statistics> {
    return (await this.statisticsDoc.read()) ?? emptyStatistics();
  }

  recordMatch(match: FinishedMatch): Promise<Statistics> {
    return this.statisticsDoc.update((current) => recordMatch(current ?? emptyStatistics(), match));
  }

  recordPractice(result: PracticeResult): Promise<Statistics> {
    return this.statisticsDoc.update((current) => recordPractice(current ?? emptyStatistics(), result));
  }

  resetStatistics(gameId?: string): Promise<Statistics> {
    return this.statisticsDoc.update((current) => resetStatistics(current ?? emptyStatistics(), gameId));
  }

  async history(gameId?: string): Promise<FinishedMatch[]> {
    return listHistory((await this.historyDoc.read()) ?? emptyHistory(), gameId);
  }

  async addToHistory(match: FinishedMatch): Promise<void> {
    await this.historyDoc.update((current) => addToHistory(current ?? emptyHistory(), match));
  }

  async setReview(gameId: string, finishedAt: string, review: StoredReview): Promise<void> {
    await this.historyDoc.update((current) => withReview(current ?? emptyHistory(), gameId, finishedAt, review));
  }

  saveDoc(gameId: string): JsonDocument<SavedGame> {
    // The id becomes a file name: checked here too, not only at the IPC boundary.
    gameIdSchema.parse(gameId);
    let doc = this.saveDocs.get(gameId);
    if (!doc) {
      doc = new JsonDocument(
        {
          document: 'save',
          gameId,
          file: path.join(this.options.dir, 'saves', `${gameId}.json`),
          schema: savedGameSchema,
          fallback: () => null,
        },
        this.options.report,
        this.options.now,
      );
      this.saveDocs.set(gameId, doc);
    }
    return doc;
  }
}
