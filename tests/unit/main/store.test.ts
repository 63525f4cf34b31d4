import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StorageNotice } from '../../../src/shared/bridge';
import type { FinishedMatch } from '../../../src/shared/records';
import { defaultSettings } from '../../../src/shared/settings';
import { Store } from '../../../src/main/store';
import { useTempDir } from './tmp-dir';

const dir = useTempDir();
const NOW = new Date('2026-11-21T12:34:56.789Z');
const STAMP = '2026-11-21T12-34-56-789Z';

function openStore(locale = 'en-US'): { store: Store; notices: StorageNotice[] } {
  const notices: StorageNotice[] = [];
  const store = new Store({ dir: dir.path, locale, report: (n) => notices.push(n), now: () => NOW });
  return { store, notices };
}
const at = (name: string): string => path.join(dir.path, name);
const write = (name: string, text: string): Promise<void> =>
  fs.mkdir(path.dirname(at(name)), { recursive: true }).then(() => fs.writeFile(at(name), text));
const readJson = async (name: string): Promise<unknown> => JSON.parse(await fs.readFile(at(name), 'utf8'));
const exists = (name: string): Promise<boolean> =>
  fs.access(at(name)).then(
    () => true,
    () => false,
  );

const match = (over: Partial<FinishedMatch> = {}): FinishedMatch => ({
  gameId: 'koikoi',
  finishedAt: '2026-11-21T12:00:00.000Z',
  opponent: 'normal',
  preset: 'standard',
  result: 'win',
  scores: [12, 4],
  reason: 'twelve-months',
  moves: 96,
  ...over,
});

const save = (gameId = 'koikoi', moves: unknown[] = [{ type: 'play', card: 'jan-bright' }]) => ({
  format: 'hanafuda-table/match',
  version: 1,
  gameId,
  options: { rounds: 12 },
  seed: 42,
  moves,
  meta: { presetId: 'standard', startedAt: '2026-11-21T11:00:00.000Z', savedAt: '2026-11-21T11:05:00.000Z' },
});

describe('settings', () => {
  it('are the defaults, in the OS language, when nothing is stored yet (and nothing is reported)', async () => {
    const { store, notices } = openStore('ja-JP');
    expect(await store.settings()).toEqual(defaultSettings('ja-JP'));
    expect((await store.settings()).language).toBe('ja');
    expect(notices).toEqual([]);
  });

  it('are stored as JSON in settings.json and read back by the next run', async () => {
    await openStore().store.setSettings({ animationSpeed: 'fast', volume: 0.25 });
    expect(await readJson('settings.json')).toMatchObject({ animationSpeed: 'fast', volume: 0.25 });
    const next = openStore().store;
    expect(await next.settings()).toMatchObject({ animationSpeed: 'fast', volume: 0.25 });
  });

  it('merge per-game choices instead of replacing them', async () => {
    const { store } = openStore();
    await store.setSettings({ perGame: { koikoi: { opponent: 'hard', preset: 'standard' } } });
    await store.setSettings({ perGame: { hanamikoji: { opponent: 'easy', preset: 'official' } } });
    expect((await store.settings()).perGame).toEqual({
      koikoi: { opponent: 'hard', preset: 'standard' },
      hanamikoji: { opponent: 'easy', preset: 'official' },
    });
  });

  it('keep the window bounds apart from what the player sets', async () => {
    const { store } = openStore();
    const bounds = { x: 10, y: 20, width: 1200, height: 800, maximized: false };
    await store.setWindowBounds(bounds);
    await store.setSettings({ sound: true });
    expect(await store.settings()).toMatchObject({ sound: true, window: bounds });
  });
});

describe('a corrupted settings file', () => {
  it('is moved aside, reported, and replaced by the previous version when the backup is sound', async () => {
    await write('settings.json.bak', JSON.stringify({ language: 'ja', volume: 0.3 }));
    await write('settings.json', '{"language": "ja", "vol');
    const { store, notices } = openStore();

    expect(await store.settings()).toMatchObject({ language: 'ja', volume: 0.3 });
    expect(notices).toEqual([
      {
        document: 'settings',
        problem: 'unreadable',
        recovery: 'backup',
        movedTo: at(`settings.corrupt-${STAMP}.json`),
        detail: expect.any(String),
      },
    ]);
    expect(await fs.readFile(at(`settings.corrupt-${STAMP}.json`), 'utf8')).toBe('{"language": "ja", "vol');
    expect(await readJson('settings.json')).toEqual({ language: 'ja', volume: 0.3 });
  });

  it('falls back to the defaults, with a notice, when there is no usable backup', async () => {
    await write('settings.json', 'not json at all');
    await write('settings.json.bak', 'also broken');
    const { store, notices } = openStore();
    expect(await store.settings()).toEqual(defaultSettings('en-US'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ document: 'settings', problem: 'unreadable', recovery: 'defaults' });
    expect(await exists(`settings.corrupt-${STAMP}.json`)).toBe(true);
  });

  it('counts valid JSON that breaks the schema as damaged too', async () => {
    await write('settings.json', JSON.stringify({ language: 'fr', volume: 7 }));
    const { store, notices } = openStore();
    expect(await store.settings()).toEqual(defaultSettings('en-US'));
    expect(notices[0]).toMatchObject({ problem: 'invalid', recovery: 'defaults' });
    expect(notices[0]?.detail).toContain('language');
    expect(notices[0]?.detail).toContain('volume');
  });

  it('is reported once, not on every read', async () => {
    await write('settings.json', '{');
    const { store, notices } = openStore();
    await store.settings();
    await store.settings();
    await store.setSettings({ sound: true });
    expect(notices).toHaveLength(1);
  });

  it('does not stop later writes: the next change is stored normally', async () => {
    await write('settings.json', '{');
    const { store } = openStore();
    await store.setSettings({ cardLabels: true });
    expect(await openStore().store.settings()).toMatchObject({ cardLabels: true });
  });
});

describe('saved matches', () => {
  it('are kept one per game in saves/<game id>.json', async () => {
    const { store } = openStore();
    await store.saveDoc('koikoi').write(save('koikoi'));
    await store.saveDoc('hanamikoji').write(save('hanamikoji'));
    expect(await readJson('saves/koikoi.json')).toEqual(save('koikoi'));
    expect(await openStore().store.saveDoc('hanamikoji').read()).toEqual(save('hanamikoji'));
  });

  it('refuse a game id that is not a plain file name', () => {
    const { store } = openStore();
    for (const id of ['../settings', 'a/b', 'KoiKoi', '']) expect(() => store.saveDoc(id)).toThrow();
  });

  it('read as null when there is none', async () => {
    expect(await openStore().store.saveDoc('koikoi').read()).toBeNull();
  });

  it('keep the previous move as the backup', async () => {
    const { store } = openStore();
    await store.saveDoc('koikoi').write(save('koikoi', [1]));
    await store.saveDoc('koikoi').write(save('koikoi', [1, 2]));
    expect(await readJson('saves/koikoi.json.bak')).toEqual(save('koikoi', [1]));
  });

  it('when cleared, read as null but stay recoverable in the backup', async () => {
    const { store } = openStore();
    await store.saveDoc('koikoi').write(save());
    await store.saveDoc('koikoi').remove();
    expect(await store.saveDoc('koikoi').read()).toBeNull();
    expect(await openStore().store.saveDoc('koikoi').read()).toBeNull();
    expect(await readJson('saves/koikoi.json.bak')).toEqual(save());
  });

  it('when damaged beyond the backup, are reported as lost rather than silently dropped', async () => {
    await write('saves/koikoi.json', '{"format":"hanafuda-table/match","moves":[1,2');
    const { store, notices } = openStore();
    expect(await store.saveDoc('koikoi').read()).toBeNull();
    expect(notices).toEqual([
      expect.objectContaining({ document: 'save', gameId: 'koikoi', problem: 'unreadable', recovery: 'none' }),
    ]);
    expect(await exists(`saves/koikoi.corrupt-${STAMP}.json`)).toBe(true);
  });
});

describe('statistics and history', () => {
  it('statistics count every recorded match, even when recorded at the same moment', async () => {
    const { store } = openStore();
    await Promise.all([
      store.recordMatch(match({ result: 'win' })),
      store.recordMatch(match({ result: 'loss' })),
      store.recordMatch(match({ result: 'win' })),
    ]);
    const stats = await openStore().store.statistics();
    expect(stats.games.koikoi).toMatchObject({ played: 3, wins: 2, losses: 1, draws: 0 });
  });

  it('resetting one game keeps the others', async () => {
    const { store } = openStore();
    await store.recordMatch(match({ gameId: 'koikoi' }));
    await store.recordMatch(match({ gameId: 'hanamikoji' }));
    const stats = await store.resetStatistics('koikoi');
    expect(Object.keys(stats.games)).toEqual(['hanamikoji']);
  });

  it('history lists matches newest first, optionally for one game', async () => {
    const { store } = openStore();
    await store.addToHistory(match({ gameId: 'koikoi', finishedAt: '2026-11-21T10:00:00.000Z' }));
    await store.addToHistory(match({ gameId: 'hanamikoji', finishedAt: '2026-11-21T11:00:00.000Z' }));
    await store.addToHistory(match({ gameId: 'koikoi', finishedAt: '2026-11-21T12:00:00.000Z' }));
    const reopened = openStore().store;
    expect((await reopened.history()).map((m) => m.finishedAt)).toEqual([
      '2026-11-21T12:00:00.000Z',
      '2026-11-21T11:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
    ]);
    expect((await reopened.history('koikoi')).map((m) => m.gameId)).toEqual(['koikoi', 'koikoi']);
  });

  it('a review kept with a match survives a restart, and only that match gets it', async () => {
    const { store } = openStore();
    await store.addToHistory(match({ finishedAt: '2026-11-21T10:00:00.000Z' }));
    await store.addToHistory(match({ finishedAt: '2026-11-21T11:00:00.000Z' }));
    const review = {
      version: 1 as const,
      budgetMs: 300,
      seats: [0 as const],
      decisions: [{ index: 4, player: 0 as const, round: 1, move: { type: 'stop' }, best: { type: 'koikoi' }, winChance: 0.41, winChanceBest: 0.58 }],
    };
    await store.setReview('koikoi', '2026-11-21T10:00:00.000Z', review);
    const [newer, older] = await openStore().store.history();
    expect(older?.review).toEqual(review);
    expect(newer?.review).toBeUndefined();
  });

  it('a damaged statistics file is restored from its backup, with a notice', async () => {
    const { store } = openStore();
    await store.recordMatch(match());
    await store.recordMatch(match());
    await write('statistics.json', '{"games": {"koikoi": {"played": "many"}}}');
    const next = openStore();
    expect((await next.store.statistics()).games.koikoi?.played).toBe(1);
    expect(next.notices).toEqual([
      expect.objectContaining({ document: 'statistics', problem: 'invalid', recovery: 'backup' }),
    ]);
  });
});
