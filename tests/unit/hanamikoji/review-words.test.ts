import { describe, expect, it } from 'vitest';
import type { HanamikojiMove } from '../../../games/hanamikoji/moves';
import { review } from '../../../games/hanamikoji/review';
import { viewFor } from '../../../games/hanamikoji/view';
import { cards, stateWith } from './helpers';

const view = viewFor(stateWith({ hands: [cards('ADGBBCE'), cards('BCDEFG')] }), 0);

describe('the review’s words for a Hanamikoji decision', () => {
  it('names a move by its action and cards, in English and in the German of the rules summary', () => {
    expect(review.moveName(view, { type: 'secret', card: 'G' }, 'en')).toBe('Secret: G (charm 5)');
    expect(review.moveName(view, { type: 'secret', card: 'G' }, 'de')).toBe('Geheimnis: G (Gunst 5)');
    expect(review.moveName(view, { type: 'tradeoff', cards: ['B', 'C'] }, 'de')).toBe('Ablage: B+C');
  });

  it('explains in German that another action was better now', () => {
    const competition: HanamikojiMove = { type: 'competition', pairs: [['A', 'D'], ['G', 'B']] };
    expect(review.explain(view, { type: 'secret', card: 'A' }, competition, 'de')).toBe(
      'Spiel jetzt den Tausch (A+D | G+B) und heb dir das Geheimnis für später auf.',
    );
  });
});
