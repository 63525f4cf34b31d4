import { describe, expect, it } from 'vitest';
import { easyBot } from '../../../games/hanamikoji/ai/easy';
import { normalBot } from '../../../games/hanamikoji/ai/normal';
import { NO_ACTIONS_USED } from '../../../games/hanamikoji/cards';
import { apply, legalMoves } from '../../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { viewFor } from '../../../games/hanamikoji/view';
import { cards, stateWith } from './helpers';

const choose = (bot: ReturnType<typeof normalBot>, s: HanamikojiState, p: 0 | 1) =>
  bot.choose({ view: viewFor(s, p), legalMoves: legalMoves(s), player: p, budgetMs: 100, seed: 1 });

describe('the normal bot', () => {
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
