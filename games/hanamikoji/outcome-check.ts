/** Whether a finished game's outcome agrees with the favour markers (asked by the soak). */
import type { Outcome, PlayerId } from '../../src/framework/game';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, tally } from './judge';
import type { HanamikojiState } from './state';

export function outcomeError(s: HanamikojiState, o: Outcome): string | null {
  const { geishas, charm } = tally(s.markers);
  if (o.scores[0] !== charm[0] || o.scores[1] !== charm[1]) return `the scores ${o.scores.join('–')} are not the markers' charm ${charm.join('–')}`;
  // A two-seat game's winner is seat 0 or 1.
  const w = o.winner as PlayerId | null;
  switch (o.reason) {
    case 'eleven-charm':
      return w !== null && charm[w] >= CHARM_TO_WIN ? null : `an eleven-charm win for ${String(w)} at charm ${charm.join('–')}`;
    case 'four-geishas':
      return w !== null && geishas[w] >= GEISHAS_TO_WIN && Math.max(...charm) < CHARM_TO_WIN
        ? null
        : `a four-geisha win for ${String(w)} at geishas ${geishas.join('–')}, charm ${charm.join('–')}`;
    case 'round-limit': {
      const leader = charm[0] === charm[1] ? null : charm[0] > charm[1] ? 0 : 1;
      return w === leader ? null : `a round-limit result for ${String(w)} at charm ${charm.join('–')}`;
    }
    default:
      return `unknown end reason "${o.reason}"`;
  }
}
