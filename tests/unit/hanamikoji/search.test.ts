import { describe, expect, it } from 'vitest';
import { ismcts } from '../../../src/framework/ismcts';
import { Rng } from '../../../src/framework/rng';
import hanamikoji from '../../../games/hanamikoji';
import { NO_ACTIONS_USED, type ActionsUsed } from '../../../games/hanamikoji/cards';
import { apply, legalMoves } from '../../../games/hanamikoji/rules';
import { HARD_BOT, hardBot, searchedGame } from '../../../games/hanamikoji/ai/hard';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { determinize, viewFor } from '../../../games/hanamikoji/view';
import { cards, items, markers, stateWith } from './helpers';

const hardGame = searchedGame(hanamikoji);
const ALL_USED: ActionsUsed = { secret: true, tradeoff: true, gift: true, competition: true };

const search = (s: HanamikojiState, p: 0 | 1, iterations: number, seed = 1) =>
  ismcts(hardGame, viewFor(s, p), legalMoves(s), { seed, iterations, observer: HARD_BOT.observer, exploration: HARD_BOT.exploration, widening: HARD_BOT.widening });

/**
 * Round 2, the last turn: player 0 holds E and F (7 charm) and has only the Competition left, with
 * A B G G in hand. Splitting A G | B G wins G whatever player 1 takes (12 charm); offering the two G
 * together lets player 1 take G, and the game goes on.
 */
const lastCompetition = (): HanamikojiState =>
  stateWith({
    round: 2,
    startPlayer: 1,
    turn: 0,
    hands: [cards('ABGG'), []],
    deck: [],
    removed: 'C',
    placed: [items('GEEFF'), items('FFABD')],
    secrets: ['E', 'D'],
    tradeoffs: [cards('GG'), cards('CD')],
    used: [{ ...NO_ACTIONS_USED, secret: true, tradeoff: true, gift: true }, ALL_USED],
    markers: markers({ E: 0, F: 0 }),
  });

describe('the hard bot’s search', () => {
  it('splits a Competition so that the deciding geisha is won whatever the opponent picks', () => {
    const s = lastCompetition();
    const result = search(s, 0, 400);
    expect(result.move).toEqual({ type: 'competition', pairs: [['A', 'G'], ['B', 'G']] });
    expect(result.stats[0]!.value).toBe(1);
  });

  it('takes the pair of G items offered against it, the only pick that does not lose at once', () => {
    const offered = apply(lastCompetition(), { type: 'competition', pairs: [['A', 'B'], ['G', 'G']] });
    expect(offered.pending?.kind).toBe('competition');
    expect(search(offered, 1, 200).move).toEqual({ type: 'pick-pair', index: 1 });
  });

  it('picks from a Gift the item that wins the game', () => {
    // Player 1 offers A, C, G as the round's last action; player 0 holds E and F and leads G 2–1.
    const s = stateWith({
      round: 2,
      startPlayer: 0,
      turn: 1,
      hands: [[], cards('ACG')],
      deck: [],
      removed: 'B',
      placed: [items('GGEEFF'), items('FFGDD')],
      secrets: ['E', 'D'],
      tradeoffs: [cards('AB'), cards('CG')],
      used: [ALL_USED, { ...NO_ACTIONS_USED, secret: true, tradeoff: true, competition: true }],
      markers: markers({ E: 0, F: 0 }),
    });
    const offered = apply(s, { type: 'gift', cards: ['A', 'C', 'G'] });
    expect(search(offered, 0, 200).move).toEqual({ type: 'pick-gift', card: 'G' });
  });

  it('keeps the G item as a Secret, the only way to win G and the game', () => {
    // Turn 6 of round 2: player 0 holds E and F, G stands 2–2 and every G is in sight; the Secret and
    // the Trade-off are left, with D and G in hand. Player 1 has only the Trade-off left.
    const s = stateWith({
      round: 2,
      startPlayer: 1,
      turn: 0,
      hands: [cards('DG'), cards('A')],
      deck: cards('BC'),
      removed: 'E',
      placed: [items('CEEFFGG'), items('ABDDFGG')],
      secrets: [null, 'F'],
      tradeoffs: [[], []],
      used: [{ ...NO_ACTIONS_USED, gift: true, competition: true }, { ...NO_ACTIONS_USED, secret: true, gift: true, competition: true }],
      markers: markers({ E: 0, F: 0 }),
    });
    const result = search(s, 0, 300);
    expect(result.move).toEqual({ type: 'secret', card: 'G' });
    // Some leaves stop before the round is scored and are valued by the heuristic, which is nearly sure.
    expect(result.stats[0]!.value).toBeGreaterThan(0.99);
  });

  it('never reads hidden cards: states differing only in what the bot cannot see give identical statistics', () => {
    const rng = Rng.fromSeed(9);
    let s = hanamikoji.setup(hanamikoji.optionsSchema.parse({ firstPlayer: 'me' }), 4);
    for (let i = 0; i < 5; i++) s = apply(s, rng.pick(legalMoves(s)));
    const p = hanamikoji.toAct(s) as 0 | 1;
    const other = determinize(s, p, Rng.fromSeed(77));
    const o = 1 - p;
    // The two states really differ where p cannot look.
    expect([other.hands[o], other.deck, other.removed, other.secrets[o]]).not.toEqual([s.hands[o], s.deck, s.removed, s.secrets[o]]);
    const a = search(s, p, 300, 5);
    const b = search(other, p, 300, 5);
    expect(b.stats).toEqual(a.stats);
    const bot = hardBot(hanamikoji, { ...HARD_BOT, iterations: 200 });
    const ask = (x: HanamikojiState) => bot.choose({ view: viewFor(x, p), legalMoves: legalMoves(x), player: p, budgetMs: 1000, seed: 3 });
    expect(a.stats.length).toBeGreaterThan(1);
    expect(ask(other)).toEqual(ask(s));
  });
});
