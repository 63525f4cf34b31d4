/**
 * The sight check of practice from your own mistakes (Learn), for each game: every question of a session
 * drawn from the games reviewed earlier (tests/fixtures/sight/practice), before and after it is answered (right
 * and wrong in turn), and the session's end. The board shows the position uncovered, and names no "Player 1".
 */
import { test, expect } from '../harness';
import { openWith, playerNumbers } from './app';
import { boardSpec } from './boards';
import { seededHistory, type GameId } from './fixtures';
import { LANGS, Sight } from './walk';

const TITLE: Record<GameId, string> = { koikoi: 'Koi-Koi practice from mistakes', hanamikoji: 'Hanamikoji practice from mistakes' };

for (const game of ['koikoi', 'hanamikoji'] as const) {
  for (const lang of LANGS) {
    test(`${TITLE[game]} — ${lang}`, async ({ page }, info) => {
      test.setTimeout(300_000);
      const sight = new Sight(page, lang, TITLE[game], info);
      // Games reviewed earlier are in the history: their worst decisions are the questions.
      await openWith(page, { language: lang, ...seededHistory() });
      await page.locator('[data-nav="learn"]').click();
      const learn = page.getByTestId('learn');
      await learn.locator(`[data-learn-game="${game}"]`).click();
      await learn.locator('[data-section="mistakes"]').click();
      const practice = learn.getByTestId('mistake-practice');
      await practice.getByTestId('quiz-start').waitFor();
      await sight.look('before a session', { forbidden: playerNumbers(lang) });
      await practice.getByTestId('quiz-start').click();
      await expect(practice.getByTestId('quiz-check')).toBeVisible();
      const spec = { ...boardSpec(game, { forbidden: playerNumbers(lang) }), board: `[data-testid="mistake-practice"] [data-testid="${game}-board"]` };
      for (let n = 1; ; n++) {
        await sight.look(`question ${n}`, spec, { shot: n === 1 ? `${game}-practice` : false });
        await practice.locator(n % 2 === 1 ? '.choice:not([data-correct])' : '.choice[data-correct="yes"]').first().click();
        await practice.getByTestId('quiz-check').click();
        await expect(practice.getByTestId('quiz-explain')).toBeVisible();
        await sight.look(`question ${n}, answered ${n % 2 === 1 ? 'wrong' : 'right'}`, spec);
        await practice.getByTestId('quiz-next').click();
        // The next question, or the session's end.
        await expect(practice.getByTestId('quiz-check').or(practice.getByTestId('quiz-done'))).toBeVisible();
        if (await practice.getByTestId('quiz-done').isVisible()) break;
      }
      await sight.look('after a session', { forbidden: playerNumbers(lang) });
      sight.expectNothingSeen();
    });
  }
}
