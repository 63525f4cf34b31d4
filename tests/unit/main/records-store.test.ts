/** The main process's storage of finished matches with their replays and counters, and of damaged saves. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hanamikoji from '../../../games/hanamikoji/index';
import { hanamikojiStats } from '../../../games/hanamikoji/ui/stats';
import type { StorageNotice } from '../../../src/shared/bridge';
import type { AnyGame, PlayerId } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import { toSave } from '../../../src/framework/save';
import { finishedMatch } from '../../../src/renderer/play/finished';
import { Store } from '../../../src/main/store';
import { useTempDir } from './tmp-dir';

const dir = useTempDir();
const NOW = new Date('2026-11-21T12:34:56.789Z');

function openStore(): { store: Store; notices: StorageNotice[] } {
  const notices: StorageNotice[] = [];
  return { store: new Store({ dir: dir.path, locale: 'en', report: (n) => notices.push(n), now: () => NOW }), notices };
}

const game = hanamikoji as AnyGame;
const meta = { seats: [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'hard' }] as const, presetId: 'official', startedAt: '2026-11-21T12:00:00.000Z', savedAt: '2026-11-21T12:00:00.000Z' };

function played(seed: number, moves = Infinity): Match<unknown, unknown, unknown, object> {
  const rng = Rng.fromSeed(seed);
  let match = Match.start(game, game.optionsSchema.parse({}), seed);
  for (let n = 0; n < moves && match.toAct() !== null; n++) {
    const legal = match.legalMovesFor(match.toAct() as PlayerId);
    match = match.play(legal[rng.int(legal.length)]);
  }
  return match;
}

describe('finished matches in the main process’s files', () => {
  it('keep their replay and counters through history.json and statistics.json, and replay to the same end', async () => {
    const match = played(5);
    const record = finishedMatch(match, { ...meta, seats: [meta.seats[0], meta.seats[1]] }, NOW, hanamikojiStats)!;
    const { store } = openStore();
    await store.addToHistory(record);
    await store.recordMatch(record);

    const reopened = openStore().store;
    const [stored] = await reopened.history('hanamikoji');
    expect(stored).toEqual(record);
    expect(Match.replay(game, { gameId: 'hanamikoji', ...stored!.replay! }).state).toEqual(match.state);
    const cell = (await reopened.statistics()).games.hanamikoji!.cells[0]!;
    expect(cell).toMatchObject({ opponent: 'hard', preset: 'official', played: 1, detailed: 1, details: record.details });
  });
});

describe('a saved match in progress', () => {
  it('that no longer fits the save format is moved aside, reported, and the previous move’s save restored', async () => {
    const { store } = openStore();
    const save = (n: number) => toSave(played(9, n), { ...meta, seats: [meta.seats[0], meta.seats[1]] });
    await store.saveDoc('hanamikoji').write(save(2));
    await store.saveDoc('hanamikoji').write(save(3));
    await fs.writeFile(path.join(dir.path, 'saves/hanamikoji.json'), JSON.stringify({ ...save(4), seed: 'lost' }));

    const next = openStore();
    expect(await next.store.saveDoc('hanamikoji').read()).toEqual(save(2));
    expect(next.notices).toEqual([
      expect.objectContaining({ document: 'save', gameId: 'hanamikoji', problem: 'invalid', recovery: 'backup' }),
    ]);
    const files = await fs.readdir(path.join(dir.path, 'saves'));
    expect(files.filter((f) => f.startsWith('hanamikoji.corrupt-'))).toHaveLength(1);
  });
});
