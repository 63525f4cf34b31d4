import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/framework/bot';
import { playBots } from '../../../src/framework/play';
import koikoi, { type KoiKoiMove, type KoiKoiState, type KoiKoiView } from '../../../games/koikoi';
import { easyBot } from '../../../games/koikoi/ai/easy';
import { legalMoves } from '../../../games/koikoi/rules';
import { viewFor } from '../../../games/koikoi/view';
import { monthState, options } from './helpers';

const easy = easyBot() as unknown as Bot<KoiKoiView, KoiKoiMove>;

const choice = (s: KoiKoiState, seed = 1): KoiKoiMove =>
  easy.choose({ view: viewFor(s, s.turn), legalMoves: legalMoves(s), player: s.turn, budgetMs: 400, seed });

/** Player 0 to decide, with `inHand` cards left and a yaku made. */
const deciding = (inHand: number): KoiKoiState => ({
  ...monthState({
    hands: [['04-plain1', '04-plain2', '05-plain1', '05-plain2', '06-plain1', '06-plain2', '07-plain1', '07-plain2'].slice(0, inHand), ['08-plain1']],
    field: ['12-plain1'],
    captures: [['01-ribbon', '02-ribbon', '03-ribbon'], []],
  }),
  phase: 'decide',
});

describe('the easy computer player', () => {
  it('takes the capture that completes akatan over a plainer one', () => {
    const s = monthState({
      hands: [['03-ribbon', '04-plain1'], ['08-plain1']],
      field: ['03-plain1', '04-ribbon'],
      captures: [['01-ribbon', '02-ribbon'], []],
    });
    expect(choice(s)).toEqual({ type: 'play', card: '03-ribbon' });
  });

  it('throws away its least valuable card when nothing matches', () => {
    const s = monthState({ hands: [['01-bright', '12-plain1', '07-ribbon'], ['08-plain1']], field: ['05-plain1', '06-plain1'] });
    expect(choice(s)).toEqual({ type: 'play', card: '12-plain1' });
  });

  it('stops whenever fewer than five cards are left in its hand', () => {
    for (let seed = 0; seed < 40; seed++) expect(choice(deciding(4), seed)).toEqual({ type: 'stop' });
  });

  it('with five cards or more in hand, calls koi-koi on some seeds and stops on others', () => {
    const moves = new Set(Array.from({ length: 40 }, (_, seed) => choice(deciding(6), seed).type));
    expect([...moves].sort()).toEqual(['koikoi', 'stop']);
  });

  it('plays whole games with legal moves only', () => {
    const seats = [easyBot(), easyBot()] as unknown as [Bot<unknown, unknown>, Bot<unknown, unknown>];
    for (const seed of [1, 2, 3]) expect(playBots(koikoi, options('nintendo'), seed, seats).outcome.reason).toBe('twelve-months');
  });
});
