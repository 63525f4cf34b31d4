import { describe, expect, it } from 'vitest';
import { ismcts } from '../../../src/framework/ismcts';
import { Rng } from '../../../src/framework/rng';
import koikoi, { type KoiKoiState } from '../../../games/koikoi';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';
import { optionsSchema } from '../../../games/koikoi/options';
import { snapshotGame } from '../../../games/koikoi/ai/search/snapshot-hooks';
import { hardBot } from '../../../games/koikoi/ai/hard';
import { PLAYOUT_EPSILON } from '../../../games/koikoi/ai/search/policy';

const nintendo = optionsSchema.parse({});
const searchGame = snapshotGame(koikoi, PLAYOUT_EPSILON);

interface Position {
  readonly month: number;
  /** Player 0 is to act; the dealer plays first (default: player 0). */
  readonly dealer?: 0 | 1;
  readonly scores: [number, number];
  readonly hands: [string[], string[]];
  readonly field: string[];
  readonly captures: [string[], string[]];
  readonly phase?: KoiKoiState['phase'];
  readonly koikoi?: [number, number];
  readonly decided?: [number, number];
  readonly decidedYaku?: [string[], string[]];
}

/** A mid-month state with player 0 to act; every card not placed lies in the draw pile. */
function position(p: Position): KoiKoiState {
  const placed = new Set([...p.hands[0], ...p.hands[1], ...p.field, ...p.captures[0], ...p.captures[1]]);
  const base = koikoi.setup(nintendo, 1);
  return {
    ...base,
    month: p.month,
    dealer: p.dealer ?? 0,
    turn: 0,
    phase: p.phase ?? 'play',
    drawn: null,
    hands: p.hands,
    field: p.field,
    drawPile: Rng.fromSeed(3).shuffle(CARD_IDS.filter((id) => !placed.has(id))),
    captures: p.captures,
    koikoi: p.koikoi ?? [0, 0],
    lastCaller: p.koikoi?.[1] ? 1 : null,
    decided: p.decided ?? [0, 0],
    decidedYaku: p.decidedYaku ?? [[], []],
    scores: p.scores,
    results: [],
  };
}

const think = (s: KoiKoiState, iterations = 3000, seed = 1) =>
  ismcts(searchGame, koikoi.viewFor(s, 0), koikoi.legalMoves(s), { seed, iterations, exploration: 0.25 });

describe('the hard bot’s search', () => {
  it('takes the sake cup for hanami-zake with the last card of the last month, which wins the game', () => {
    const s = position({
      month: 12,
      dealer: 1,
      scores: [10, 13],
      hands: [['09-plain1'], []],
      field: ['09-animal', '09-plain2', '05-plain1', '06-plain1', '07-plain1'],
      captures: [['01-bright', '01-plain1', '03-bright', '03-plain1'], ['02-plain1', '02-plain2']],
    });
    expect(koikoi.legalMoves(s)).toHaveLength(2);
    expect(think(s).move).toEqual({ type: 'play', card: '09-plain1', match: '09-animal' });
  });

  it('stops when the opponent has called koi-koi and threatens to improve at once', () => {
    const s = position({
      month: 5,
      scores: [20, 20],
      phase: 'decide',
      hands: [['04-plain1', '05-plain1', '06-plain1', '07-plain1'], ['08-plain1', '11-plain1', '12-plain2', '10-plain1', '09-plain1']],
      field: ['08-bright', '11-bright', '02-plain1', '09-plain2'],
      captures: [
        ['04-ribbon', '04-plain2', '05-ribbon', '05-plain2', '06-ribbon', '06-plain2', '07-ribbon', '07-plain2', '11-ribbon', '11-animal'],
        ['01-bright', '01-plain1', '03-bright', '03-plain1', '12-bright', '12-plain1'],
      ],
      koikoi: [0, 1],
      decided: [0, 5],
      decidedYaku: [[], ['sanko']],
    });
    expect(koikoi.legalMoves(s)).toEqual([{ type: 'koikoi' }, { type: 'stop' }]);
    const result = think(s);
    expect(result.move).toEqual({ type: 'stop' });
  });

  it('never reads hidden cards: states differing only in the opponent’s hand and the pile search alike', () => {
    const s = koikoi.setup(nintendo, 42);
    const p = s.turn;
    const poisoned = koikoi.determinize(s, p, Rng.fromSeed(9));
    const opp = p === 0 ? 1 : 0;
    expect(poisoned.hands[opp]).not.toEqual(s.hands[opp]);
    expect(poisoned.drawPile).not.toEqual(s.drawPile);
    const search = (state: KoiKoiState) =>
      ismcts(searchGame, koikoi.viewFor(state, p), koikoi.legalMoves(state), { seed: 5, iterations: 1500 });
    expect(search(poisoned)).toEqual(search(s));
  });

  it('thinks until its time cap, not the longer budget offered', () => {
    // A clock that moves one millisecond each time it is read: the search's last reading is its deadline.
    const readings: number[] = [];
    const now = () => readings.push(readings.length) - 1;
    const bot = hardBot(koikoi, { maxMs: 150, now });
    const s = koikoi.setup(nintendo, 8);
    const p = s.turn;
    const move = bot.choose({ view: koikoi.viewFor(s, p), legalMoves: koikoi.legalMoves(s), player: p, budgetMs: 1300, seed: 1 });
    expect(readings.at(-1)).toBe(150);
    expect(koikoi.validate(s, move)).toBeNull();
  });

  it('answers at once, without searching, when only one move is legal', () => {
    const readings: number[] = [];
    const bot = hardBot(koikoi, { maxMs: 150, now: () => readings.push(0) });
    const s = koikoi.setup(nintendo, 8);
    const only = [{ type: 'stop' as const }];
    expect(bot.choose({ view: koikoi.viewFor(s, s.turn), legalMoves: only, player: s.turn, budgetMs: 1300, seed: 1 })).toBe(only[0]);
    expect(readings).toEqual([]);
  });
});
