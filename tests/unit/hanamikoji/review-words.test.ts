/** The review names Hanamikoji's actions with the board's own words, so a decision reads as the table shows it. */
import { describe, expect, it } from 'vitest';
import { review } from '../../../games/hanamikoji/review';
import messages from '../../../games/hanamikoji/ui/i18n';
import { viewFor } from '../../../games/hanamikoji/view';
import { cards, stateWith } from './helpers';

const view = viewFor(stateWith({ hands: [cards('ABCDEFG'), cards('BCDEFG')] }), 0);

describe('the review’s names of actions', () => {
  it.each(['ja', 'de'] as const)('are the board’s in %s', (lang) => {
    const board = messages[lang].actions;
    expect(review.moveName(view, { type: 'secret', card: 'A' }, lang)).toContain(board.secret);
    expect(review.moveName(view, { type: 'tradeoff', cards: ['A', 'B'] }, lang)).toContain(board.tradeoff);
    expect(review.moveName(view, { type: 'gift', cards: ['A', 'B', 'C'] }, lang)).toContain(board.gift);
    expect(review.moveName(view, { type: 'competition', pairs: [['A', 'B'], ['C', 'D']] }, lang)).toContain(board.competition);
  });

  it('explains a better Gift in Japanese with the board’s word for it', () => {
    const said = review.explain(view, { type: 'gift', cards: ['A', 'B', 'C'] }, { type: 'gift', cards: ['D', 'E', 'F'] }, 'ja');
    expect(said).toContain(messages.ja.actions.gift);
    expect(said).not.toContain('贈り物');
  });
});
