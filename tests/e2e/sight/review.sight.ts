/**
 * The sight check of the review of each recorded game, at every decision: the graph (its month or round
 * marks apart), the mistakes, and the board as the person saw it — uncovered (a review shows no summary),
 * its seats named as the header names them.
 */
import { test, expect } from '../harness';
import { playerNumbers } from './app';
import { boardSpec, HEADERS } from './boards';
import { decisionsOf, type GameId } from './fixtures';
import { openReview, withReviewedHistory } from './reviews';
import { LANGS, Sight } from './walk';

const TITLE: Record<GameId, string> = { koikoi: 'Koi-Koi review', hanamikoji: 'Hanamikoji review' };

for (const game of ['koikoi', 'hanamikoji'] as const) {
  for (const lang of LANGS) {
    test(`${TITLE[game]} — ${lang}`, async ({ page }, info) => {
      test.setTimeout(480_000);
      const sight = new Sight(page, lang, TITLE[game], info);
      if ((await withReviewedHistory(page, lang, game)) === 'kept') await openReview(page, game);
      const spec = boardSpec(game, { header: HEADERS.review, forbidden: playerNumbers(lang) });
      const decisions = decisionsOf(game, 0);
      const board = page.getByTestId('review-board');
      const next = page.getByTestId('review-next');
      for (const [i, d] of decisions.entries()) {
        if (i > 0) {
          // Enabled is the state to wait for; Playwright's own wait for a still box counts animation frames,
          // which a loaded headless Chromium once stopped painting after a screenshot (CI, stop 30). The board's
          // move index below proves the click took.
          await expect(next).toBeEnabled();
          await next.click({ force: true });
        }
        await expect(board).toHaveAttribute('data-move-index', String(d.index));
        await sight.look(`decision ${i + 1} of ${decisions.length}`, spec, { shot: i === Math.floor(decisions.length / 2) ? `${game}-review` : false });
      }
      sight.expectNothingSeen();
    });
  }
}
