/**
 * Koi-Koi's phases as data: a player plays a card, may then pick which field card the turned-over
 * card takes, and decides koi-koi or stop when their yaku improved. A month can end after any move
 * (a new month is dealt at once, starting in `play`), and the game after the last month.
 */
import type { PlayerId } from '../../src/framework/game';
import { defineTurns } from '../../src/framework/turns';
import type { KoiKoiState } from './state';

export const koikoiTurns = defineTurns<KoiKoiState, PlayerId>({
  phaseOf: (s) => s.phase,
  phases: {
    play: { actor: (s) => s.turn, moves: ['play'], next: ['play', 'draw-choice', 'decide', 'game-over'] },
    'draw-choice': { actor: (s) => s.turn, moves: ['take'], next: ['play', 'decide', 'game-over'] },
    decide: { actor: (s) => s.turn, moves: ['koikoi', 'stop'], next: ['play', 'game-over'] },
  },
  over: 'game-over',
  roundOf: (s) => s.month,
});
