/** The tiny game with a rules bug the soak must catch: an answered bid is also thrown on the discard pile, so a card lies in two zones. */
import { tinyGame } from './tiny-game';

const brokenTinyGame: typeof tinyGame = {
  ...tinyGame,
  apply: (s, move) => {
    const next = tinyGame.apply(s, move);
    return next.revealed.length === 1 && s.revealed.length === 0 ? { ...next, discarded: [...next.discarded, move.card] } : next;
  },
};

export default brokenTinyGame;
