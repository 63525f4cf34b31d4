import { describe, expect, it } from 'vitest';
import { easyBot } from '../../../games/hanamikoji/ai/easy';
import { normalBot } from '../../../games/hanamikoji/ai/normal';
import hanamikoji from '../../../games/hanamikoji';
import { NO_ACTIONS_USED, type ActionsUsed } from '../../../games/hanamikoji/cards';
import { apply, legalMoves } from '../../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { viewFor } from '../../../games/hanamikoji/view';
import type { Bot } from '../../../src/framework/bot';
import { resolveOptions } from '../../../src/framework/game';
import { playBots } from '../../../src/framework/play';
import { cards, items, markers, stateWith } from './helpers';

const choose = (bot: ReturnType<typeof normalBot>, s: HanamikojiState, p: 0 | 1, seed = 1) =>
  bot.choose({ view: viewFor(s, p), legalMoves: legalMoves(s), player: p, budgetMs: 100, seed });

const ALL_USED: ActionsUsed = { secret: true, tradeoff: true, gift: true, competition: true };

/**
 * Round 2, the last move: player 0 offers A, B, G as the Gift. Player 1 holds E and F (7 charm) and
 * two G items against two: taking G wins G's marker and the game on 12 charm; leaving it to player 0
 * hands them G and 10 charm, and the game goes on.
 */
const winningGift = (): HanamikojiState =>
  apply(
    stateWith({
      round: 2,
      startPlayer: 1,
      turn: 0,
      hands: [cards('ABG'), []],
      deck: [],
      removed: 'C',
      placed: [items('GGABD'), items('GGEEFF')],
      secrets: ['D', 'E'],
      tradeoffs: [cards('CD'), cards('FF')],
      used: [{ ...ALL_USED, gift: false }, ALL_USED],
      markers: markers({ E: 1, F: 1 }),
    }),
    { type: 'gift', cards: ['A', 'B', 'G'] },
  );

describe('the normal bot', () => {
  it('takes the item that wins the game from a Gift', () => {
    expect(choose(normalBot(), winningGift(), 1)).toEqual({ type: 'pick-gift', card: 'G' });
  });

  it('takes the 5-charm geisha’s item from a Gift of A, B, G', () => {
    const offered = apply(stateWith({ hands: [cards('ABGCDEF'), cards('BCDEFG')] }), { type: 'gift', cards: ['A', 'B', 'G'] });
    expect(choose(normalBot(), offered, 1)).toEqual({ type: 'pick-gift', card: 'G' });
  });

  it('takes the pair that wins a geisha outright', () => {
    const s = stateWith({ hands: [cards('AFGGBCD'), cards('BCDEFG')] });
    const offered = apply(s, { type: 'competition', pairs: [['A', 'B'], ['G', 'G']] });
    expect(choose(normalBot(), offered, 1)).toEqual({ type: 'pick-pair', index: 1 });
  });

  it('does not offer a Competition that hands over a pair of G items', () => {
    const s = stateWith({
      hands: [cards('AGGB'), cards('CDEF')],
      used: [{ ...NO_ACTIONS_USED, secret: true, tradeoff: true, gift: true }, NO_ACTIONS_USED],
    });
    const move = choose(normalBot(), s, 0);
    expect(move).toEqual({ type: 'competition', pairs: [['A', 'G'], ['B', 'G']] });
  });

  it('always chooses one of the legal moves, as does the easy bot', () => {
    let s = stateWith();
    const bots = [normalBot(), easyBot()];
    for (let n = 0; n < 30 && !s.outcome; n++) {
      const p = s.pending ? (s.pending.by === 0 ? 1 : 0) : s.turn;
      const move = choose(bots[p]!, s, p);
      expect(legalMoves(s)).toContainEqual(move);
      s = apply(s, move);
    }
  });
});

describe('the easy bot', () => {
  it('takes the item that wins the game from a Gift, but for its one move in ten at random', () => {
    const picks = Array.from({ length: 40 }, (_, i) => choose(easyBot(), winningGift(), 1, i + 1));
    for (const move of picks) expect(legalMoves(winningGift())).toContainEqual(move);
    // A random move is one of the three picks, so G is left about once in fifteen decisions.
    expect(picks.filter((m) => m.type === 'pick-gift' && m.card === 'G').length).toBeGreaterThanOrEqual(36);
  });

  it('plays only legal moves through whole games against normal', () => {
    const options = resolveOptions(hanamikoji, undefined);
    for (let seed = 1; seed <= 6; seed++) {
      const seats = [easyBot(), normalBot()] as Bot<unknown, unknown>[];
      let checked = 0;
      const played = playBots(hanamikoji, options, seed, seed % 2 ? [seats[0]!, seats[1]!] : [seats[1]!, seats[0]!], {
        watch: ({ legalMoves: legal, move }) => {
          expect(legal).toContainEqual(move);
          checked++;
        },
      });
      expect(checked).toBe(played.moves);
    }
  });
});
