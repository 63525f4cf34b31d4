/**
 * The kernel at a table of three and four, proved with Tiny Bids (`players`): every seat's view and
 * resampling derived from the zones, the flow round the table, placings, the search and the soak.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/framework/bot';
import { checkConformance, formatFailures } from '../../../src/framework/conformance';
import { placesOf } from '../../../src/framework/game';
import { ismctsBot } from '../../../src/framework/ismcts-bot';
import { Match } from '../../../src/framework/match';
import { playBots } from '../../../src/framework/play';
import { makeBot } from '../../../src/framework/bot';
import { soakGame } from '../../../src/framework/soak';
import { tinyGame } from '../../support/tiny-game';

const table = (players: 2 | 3 | 4) => tinyGame.optionsSchema.parse({ players });
const random = (): Bot<unknown, unknown> => makeBot(tinyGame, 'random');

describe('Tiny Bids at a table of three and four', () => {
  it('deals three bid cards to every seat and keeps the unused ones face up in the box', () => {
    const s = tinyGame.setup(table(3), 4);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    expect(s.box).toEqual(['b12', 'b13', 'b14']);
  });

  it('passes the bid round the table, the last seat answering', () => {
    let m = Match.start(tinyGame, table(3), 4);
    const seats: number[] = [];
    for (let i = 0; i < 3; i++) {
      seats.push(m.toAct() as number);
      m = m.play(tinyGame.legalMoves(m.state)[0]!);
    }
    expect(seats).toEqual([0, 1, 2]);
    expect(m.state.revealed).toHaveLength(1);
  });

  it('shows a face-down bid to its bidder only', () => {
    const m = Match.start(tinyGame, table(3), 4).play({ type: 'bid', card: tinyGame.setup(table(3), 4).hands[0]![0]! });
    expect(m.viewFor(0).zones.firstBid).toEqual({ cards: [m.state.bids[0]] });
    expect(m.viewFor(2).zones.firstBid).toEqual({ count: 1 });
  });

  for (const players of [3, 4] as const) {
    it(`passes the conformance kit at a table of ${players}`, () => {
      const failures = checkConformance(tinyGame, { optionSets: [table(players)], games: 12, seed: 5 });
      expect(failures, formatFailures(failures)).toEqual([]);
    });

    it(`passes the soak's checks at a table of ${players}, every game saved and replayed`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const result = soakGame(tinyGame, table(players), seed, Array.from({ length: players }, random), { heavyShare: 1, replayShare: 1 });
        expect(result.failures, JSON.stringify(result.failures)).toEqual([]);
      }
    });
  }

  it('places every seat by its prizes, a shared first place naming no winner', () => {
    const played = playBots(tinyGame, table(3), 11, [random(), random(), random()]);
    const { outcome } = played;
    expect(outcome.scores).toHaveLength(3);
    expect(placesOf(outcome)).toEqual(outcome.scores.map((p) => 1 + outcome.scores.filter((q) => q > p).length));
  });

  it('refuses a bot count the table cannot seat', () => {
    expect(() => playBots(tinyGame, table(3), 1, [random(), random()])).toThrow('tiny seats 3 under these options, not 2 bots');
  });
});

describe('the search at a table of three', () => {
  it('finishes first alone more often than two random players together', () => {
    let first = 0;
    let others = 0;
    for (let g = 0; g < 30; g++) {
      const seat = g % 3;
      const bots = [random(), random(), random()];
      bots[seat] = ismctsBot(tinyGame, { iterations: 150 }) as Bot<unknown, unknown>;
      const places = placesOf(playBots(tinyGame, table(3), 100 + g, bots).outcome);
      const alone = (p: number): boolean => places[p] === 1 && places.filter((x) => x === 1).length === 1;
      if (alone(seat)) first++;
      others += [0, 1, 2].filter((p) => p !== seat && alone(p)).length;
    }
    expect(first).toBeGreaterThan(others);
  });
});
