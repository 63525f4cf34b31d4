/**
 * The easy computer player: greedy on what the cards are worth right now. It captures the most card value
 * it can (the card played and the field cards it takes), throws away its least valuable card when nothing
 * captures, and has the turned card take the more valuable of two matches. A little noise (less than a
 * ribbon's value) makes it vary between near-equal moves; it never looks at yaku or at what it leaves to
 * the next player.
 */
import type { Bot } from '../../../src/framework/bot';
import { Rng } from '../../../src/framework/rng';
import { cardValue } from '../cards';
import { takenBy } from '../rules';
import type { HanaAwaseMove } from '../state';
import type { HanaAwaseView } from '../view';

/** The most random points added to a move's value: below the 5 of a ribbon, so a clearly better capture always wins. */
const EASY_NOISE = 4;

/** The immediate card value of a move: what it captures, or minus the card it leaves on the field. */
function immediateValue(view: HanaAwaseView, move: HanaAwaseMove): number {
  const o = view.options;
  switch (move.type) {
    case 'draw':
      return 0;
    case 'take':
      return cardValue(move.match, o);
    case 'play': {
      const taken = takenBy(view.field, move.card, move.match);
      if (taken.length === 0) return -cardValue(move.card, o);
      return cardValue(move.card, o) + taken.reduce((sum, id) => sum + cardValue(id, o), 0);
    }
  }
}

export function easyBot(): Bot<HanaAwaseView, HanaAwaseMove> {
  return {
    name: 'easy',
    choose({ view, legalMoves, seed }) {
      if (legalMoves.length === 1) return legalMoves[0] as HanaAwaseMove;
      const rng = Rng.fromSeed(seed);
      let best = legalMoves[0] as HanaAwaseMove;
      let bestValue = -Infinity;
      for (const move of legalMoves) {
        const value = immediateValue(view, move) + EASY_NOISE * rng.next();
        if (value > bestValue) [best, bestValue] = [move, value];
      }
      return best;
    },
  };
}
