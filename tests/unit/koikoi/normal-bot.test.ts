import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/framework/bot';
import { playBots } from '../../../src/framework/play';
import koikoi, { type KoiKoiMove, type KoiKoiState } from '../../../games/koikoi';
import { easyBot } from '../../../games/koikoi/ai/easy';
import { FULL_BUDGET_MS, MIN_SAMPLES, SAMPLES, normalBot, samplesFor } from '../../../games/koikoi/ai/normal';
import { legalMoves } from '../../../games/koikoi/rules';
import { viewFor } from '../../../games/koikoi/view';
import type { KoiKoiOptions } from '../../../games/koikoi/options';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';
import { allCards, monthState as laidOut, options } from './helpers';

const normal = normalBot();

/** A month laid out as given, with every other card of the deck in the draw pile (the bot deals the unseen ones). */
const monthState = (spec: Parameters<typeof laidOut>[0]): KoiKoiState => {
  const s = laidOut(spec);
  const placed = new Set(allCards(s));
  return { ...s, drawPile: CARD_IDS.filter((c) => !placed.has(c)) };
};

const choice = (s: KoiKoiState, seed = 1): KoiKoiMove =>
  normal.choose({ view: viewFor(s, s.turn), legalMoves: legalMoves(s), player: s.turn, budgetMs: 1200, seed });

/** Player 0 to decide in game month `month` with akatan (5 points) made and these scores. */
const deciding = (month: number, scores: [number, number], overrides: Partial<KoiKoiOptions> = {}): KoiKoiState => ({
  ...monthState({
    overrides,
    month,
    scores,
    hands: [['04-plain1', '05-plain1', '06-plain1', '07-plain1', '08-plain2'], ['09-plain1', '10-plain1', '11-plain1', '12-plain2', '02-plain1']],
    field: ['12-plain1', '08-plain1', '04-plain2', '05-plain2'],
    captures: [['01-ribbon', '02-ribbon', '03-ribbon', '01-plain1', '03-plain1'], ['02-plain2', '12-plain3']],
  }),
  phase: 'decide',
});

describe('the normal computer player', () => {
  it('takes the capture that completes akatan', () => {
    const s = monthState({
      hands: [['03-ribbon', '04-plain1', '07-plain1', '12-plain1'], ['08-plain1', '09-plain1', '10-plain1', '11-plain1']],
      field: ['03-plain1', '04-ribbon', '06-plain1'],
      captures: [['01-ribbon', '02-ribbon'], []],
    });
    expect(choice(s)).toEqual({ type: 'play', card: '03-ribbon' });
  });

  it('stops in the last month when stopping puts it ahead', () => {
    expect(choice(deciding(12, [20, 22]))).toEqual({ type: 'stop' });
  });

  it('calls koi-koi in the last month when stopping would still lose the game', () => {
    expect(choice(deciding(12, [10, 30]))).toEqual({ type: 'koikoi' });
  });

  it('stops when the points reach 50 in a race to fifty', () => {
    expect(choice(deciding(3, [46, 10], { gameLength: 'fifty-points' }))).toEqual({ type: 'stop' });
  });

  it('plays a whole game against easy with legal moves only', () => {
    const seats = [normalBot(), easyBot()] as unknown as [Bot<unknown, unknown>, Bot<unknown, unknown>];
    expect(playBots(koikoi, options('nintendo'), 5, seats).outcome.reason).toBe('twelve-months');
  });
});

describe('the normal computer player’s thinking budget', () => {
  it('deals its full count at any budget the app or the arena gives', () => {
    expect(samplesFor(SAMPLES.play, 400)).toBe(SAMPLES.play);
    expect(samplesFor(SAMPLES.play, FULL_BUDGET_MS)).toBe(SAMPLES.play);
  });

  it('deals proportionally fewer times for a near-instant answer, never fewer than the minimum', () => {
    expect(samplesFor(SAMPLES.play, 25)).toBe(SAMPLES.play / 2);
    expect(samplesFor(SAMPLES.play, 1)).toBe(MIN_SAMPLES);
  });
});
