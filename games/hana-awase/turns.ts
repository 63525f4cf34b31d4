/**
 * Hana-awase's phases as data: a player plays a card from hand, may then pick which field card the card
 * turned from the draw pile takes, and (two players with 8-card hands) turns the pile's cards alone once
 * both hands are empty. Play passes round the table in seat order. A round can end after any move (the
 * next round is dealt at once, starting in `play`), and the game after its last round.
 */
import { defineTurns } from '../../src/framework/turns';
import type { HanaAwaseState } from './state';

export const hanaAwaseTurns = defineTurns<HanaAwaseState>({
  phaseOf: (s) => s.phase,
  phases: {
    play: { actor: (s) => s.turn, moves: ['play'], next: ['play', 'draw-choice', 'draw', 'game-over'] },
    'draw-choice': { actor: (s) => s.turn, moves: ['take'], next: ['play', 'draw', 'game-over'] },
    draw: { actor: (s) => s.turn, moves: ['draw'], next: ['draw', 'draw-choice', 'play', 'game-over'] },
  },
  over: 'game-over',
  roundOf: (s) => s.round,
  seatCount: (s) => s.players,
});
