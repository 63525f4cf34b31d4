/**
 * The easy computer player: takes the most valuable card it can see right now by a fixed card value,
 * throws away its least valuable card otherwise, and calls koi-koi on a whim while its hand is full.
 */
import type { Bot } from '../../../src/framework/bot';
import { Rng } from '../../../src/framework/rng';
import { RAIN_MAN, SAKE_CUP, cardInfo } from '../../shared/hanafuda/cards';
import { takenBy } from '../rules';
import { INOSHIKACHO_CARDS } from '../yaku';
import type { KoiKoiMove } from '../state';

/** A fixed worth per card: lights, then the named animals and poetry/blue ribbons, then the rest. */
function cardWorth(id: string): number {
  const c = cardInfo(id);
  if (c.kind === 'bright') return id === RAIN_MAN ? 4 : 6;
  if (id === SAKE_CUP) return 5;
  if (c.kind === 'animal') return INOSHIKACHO_CARDS.includes(id) ? 4 : 3;
  if (c.kind === 'ribbon') return c.ribbon === 'red' ? 2.5 : 3.5;
  return 1;
}

export function easyBot(): Bot<{ field: string[]; handCounts: [number, number]; viewer: 0 | 1 }, KoiKoiMove> {
  return {
    name: 'easy',
    choose({ view, legalMoves, seed }) {
      const rng = Rng.fromSeed(seed);
      const first = legalMoves[0] as KoiKoiMove;
      if (first.type === 'koikoi' || first.type === 'stop')
        return view.handCounts[view.viewer] >= 5 && rng.next() < 0.4 ? { type: 'koikoi' } : { type: 'stop' };
      const worth = (m: KoiKoiMove): number => {
        if (m.type === 'take') return cardWorth(m.match);
        if (m.type !== 'play') return 0;
        const taken = takenBy(view.field, m.card, m.match);
        if (taken.length === 0) return -cardWorth(m.card);
        return 10 + cardWorth(m.card) + taken.reduce((s, c) => s + cardWorth(c), 0);
      };
      let best: KoiKoiMove[] = [];
      let bestWorth = -Infinity;
      for (const m of legalMoves) {
        const w = worth(m);
        if (w > bestWorth) [best, bestWorth] = [[m], w];
        else if (w === bestWorth) best.push(m);
      }
      return rng.pick(best);
    },
  };
}
