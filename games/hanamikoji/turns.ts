/**
 * Hanamikoji's phases as data: the player whose turn it is takes an action; a Gift or a
 * Competition is answered by the other player before the turn passes. A round ends after the
 * last action or answer (the next round is dealt at once), and the game at its end.
 */
import { other, type PlayerId } from '../../src/framework/game';
import { defineTurns } from '../../src/framework/turns';
import type { HanamikojiState } from './state';

const answerer = (s: HanamikojiState) => other(s.pending?.by ?? s.turn);
const afterAnswer = ['action', 'over'];

export const hanamikojiTurns = defineTurns<HanamikojiState, PlayerId>({
  phaseOf: (s) => (s.outcome ? 'over' : s.pending ? `answer-${s.pending.kind}` : 'action'),
  phases: {
    action: { actor: (s) => s.turn, moves: ['secret', 'tradeoff', 'gift', 'competition'], next: ['action', 'answer-gift', 'answer-competition', 'over'] },
    'answer-gift': { actor: answerer, moves: ['pick-gift'], next: afterAnswer },
    'answer-competition': { actor: answerer, moves: ['pick-pair'], next: afterAnswer },
  },
  over: 'over',
  roundOf: (s) => s.round,
});
