import { describe, expect, it } from 'vitest';
import { ismcts } from '../../../src/framework/ismcts';
import { ismctsBot } from '../../../src/framework/ismcts-bot';
import { randomBot } from '../../../src/framework/bot';
import { playBots } from '../../../src/framework/play';
import { tinyGame, type TinyMove, type TinyState, type TinyView } from '../../support/tiny-game';

/** The last round: player 1 to answer a hidden first bid, with `hand` and the prize at stake. */
function lastRound(over: Partial<TinyState>): TinyState {
  return {
    ...tinyGame.setup({ tieGoesTo: 'nobody' }, 1),
    hands: [[], ['b2', 'b7']],
    pool: ['b1', 'b3', 'b4', 'b5', 'b6'],
    prize: 'p4',
    prizes: ['p1'],
    bids: ['b5'],
    won: [['p3'], ['p2']],
    revealed: [],
    discarded: [],
    ...over,
  };
}

const viewOf = (s: TinyState, p: 0 | 1): TinyView => tinyGame.viewFor(s, p);

describe('ISMCTS', () => {
  it('finds the bid that wins the deciding prize', () => {
    // Player 1 cannot see the first bid (b5 here); b7 beats every unseen bid, b2 only b1.
    const state = lastRound({});
    const result = ismcts(tinyGame, viewOf(state, 1), tinyGame.legalMoves(state), { seed: 3, iterations: 300 });
    expect(result.move).toEqual({ type: 'bid', card: 'b7' });
  });

  it('is reproducible for the same seed and iteration budget', () => {
    const state = tinyGame.setup({ tieGoesTo: 'nobody' }, 5);
    const run = () => ismcts(tinyGame, viewOf(state, 0), tinyGame.legalMoves(state), { seed: 9, iterations: 200 }).stats;
    expect(run()).toEqual(run());
  });

  it('never reads hidden cards: a poisoned hidden zone changes nothing', () => {
    const state = lastRound({});
    const poisoned = lastRound({ bids: ['b1'], pool: ['b5', 'b3', 'b4', 'b6', 'b8'] });
    const search = (s: TinyState) =>
      ismcts(tinyGame, viewOf(s, 1), tinyGame.legalMoves(s), { seed: 4, iterations: 300 }).stats;
    expect(search(poisoned)).toEqual(search(state));
  });

  it('under progressive widening a node offers only its first base + k·√visits moves in the plugin’s order', () => {
    const state = lastRound({});
    // An ordering that puts the weak bid first: widening must follow it, good or bad.
    const orderMoves = (_s: TinyState, moves: readonly TinyMove[]) => [...moves].sort((a) => (a.card === 'b2' ? -1 : 1));
    const weakFirst = { ...tinyGame, search: { ...tinyGame.search, orderMoves } };
    const visits = (iterations: number, perSqrtVisit: number) =>
      Object.fromEntries(
        ismcts(weakFirst, viewOf(state, 1), tinyGame.legalMoves(state), { seed: 4, iterations, widening: { base: 1, perSqrtVisit } }).stats.map((m) => [m.move.card, m.visits]),
      );
    expect(visits(50, 0)).toEqual({ b2: 50, b7: 0 });
    // 1 + 0.5·√visits reaches 2 once the node has been visited 4 times.
    expect(visits(4, 0.5)).toEqual({ b2: 4, b7: 0 });
    expect(visits(5, 0.5)).toEqual({ b2: 4, b7: 1 });
  });

  it('on common deals values every root move on the same deals and finds the winning bid', () => {
    const state = lastRound({});
    const result = ismcts(tinyGame, viewOf(state, 1), tinyGame.legalMoves(state), { seed: 3, iterations: 300, commonDeals: true });
    expect(result.move).toEqual({ type: 'bid', card: 'b7' });
    expect(result.stats.map((m) => m.visits)).toEqual([150, 150]);
  });

  it('stops on its time budget, reading the clock every eight iterations', () => {
    let clock = 0;
    const state = tinyGame.setup({ tieGoesTo: 'nobody' }, 5);
    const result = ismcts(tinyGame, viewOf(state, 0), tinyGame.legalMoves(state), {
      seed: 1,
      budgetMs: 50,
      now: () => (clock += 10),
    });
    // The deadline is read at 10 + 50 = 60; checks at iterations 0, 8, … read 20, 30, … 60.
    expect(result.iterations).toBe(32);
  });

  it('beats the random bot clearly', () => {
    const bot = ismctsBot(tinyGame, { iterations: 100 });
    let wins = 0;
    let losses = 0;
    for (let seed = 0; seed < 120; seed++) {
      const seats = seed % 2 === 0 ? ([bot, randomBot()] as const) : ([randomBot(), bot] as const);
      const { outcome } = playBots(tinyGame, { tieGoesTo: 'nobody' }, seed, seats as never);
      if (outcome.winner === seed % 2) wins++;
      else if (outcome.winner !== null) losses++;
    }
    // A game of much luck: random against random splits the wins evenly.
    expect(wins).toBeGreaterThan(losses * 1.3);
  });
});
