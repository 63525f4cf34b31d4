import { describe, expect, it } from 'vitest';
import { randomBot, type Bot } from '../../../src/framework/bot';
import { soakGame } from '../../../src/framework/soak';
import hanaAwase from '../../../games/hana-awase';
import { deckTotal } from '../../../games/hana-awase/cards';
import { optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { apply, setup } from '../../../games/hana-awase/rules';
import type { HanaAwaseMove, HanaAwaseState } from '../../../games/hana-awase/state';

/** The table's options for game `g`: three-round games, the house rules that change the deal and the card values taken in turn. */
function tableFor(players: 2 | 3 | 4, g: number): HanaAwaseOptions {
  return optionsSchema.parse({
    players,
    rounds: 3,
    plainValue: g % 2 === 0 ? 1 : 0,
    fourInHand: g % 3 === 0 ? 'redeal' : 'play-on',
    twoPlayerHand: players === 2 && g % 4 === 1 ? 10 : 8,
    scoring: g % 5 === 0 ? 'additive' : 'zero-sum',
  });
}

/** The finished game's state, replayed from its seed and moves. */
const replayed = (options: HanaAwaseOptions, seed: number, moves: readonly unknown[]): HanaAwaseState =>
  moves.reduce<HanaAwaseState>((s, move) => apply(s, move as HanaAwaseMove), setup(options, seed));

const GAMES = 200;

describe("Hana-awase's soak: random players, every position checked", () => {
  for (const players of [2, 3, 4] as const) {
    it(`${GAMES} games for ${players}: every card in one zone at every position, and each round's card points add up to the deck`, { timeout: 240_000 }, () => {
      const bots = Array.from({ length: players }, () => randomBot() as Bot<unknown, unknown>);
      for (let g = 0; g < GAMES; g++) {
        const options = tableFor(players, g);
        const seed = 1000 * players + g;
        const result = soakGame(hanaAwase, options, seed, bots, { heavyShare: 0.02, replayShare: 0.1 });
        expect(result.failures, `seed ${seed}: ${JSON.stringify(result.failures)}`).toEqual([]);
        const end = replayed(options, seed, result.record.moves);
        expect(end.phase).toBe('game-over');
        expect(end.results).toHaveLength(3);
        for (const round of end.results) {
          expect(round.captured.flat()).toHaveLength(48);
          expect(round.score.seats.reduce((sum, seat) => sum + seat.cardPoints, 0)).toBe(deckTotal(options));
        }
      }
    });
  }
});
