/**
 * The sight check of Learn: every section of each game (rules, references, the card gallery with a card
 * chosen, the presets compared, play at the table), every question of each quiz before and after it is
 * answered, and practice from mistakes with no reviewed game yet.
 */
import { test, expect } from '../harness';
import { openWith } from './app';
import type { StopSpec } from './checks';
import { walkQuiz } from './quiz';
import { LANGS, Sight } from './walk';

const PAGE: StopSpec = {};

for (const lang of LANGS) {
  test(`Learn — ${lang}`, async ({ page }, info) => {
    test.setTimeout(300_000);
    const sight = new Sight(page, lang, 'Learn', info);
    await openWith(page, { language: lang });
    await page.locator('[data-nav="learn"]').click();
    const learn = page.getByTestId('learn');
    const section = async (game: string, id: string): Promise<void> => {
      await learn.locator(`[data-learn-game="${game}"]`).click();
      await learn.locator(`[data-section="${id}"]`).click();
      await expect(learn.locator(`[data-section="${id}"]`)).toHaveAttribute('aria-selected', 'true');
    };

    for (const id of ['rules', 'yaku', 'presets', 'cards']) {
      await section('koikoi', id);
      await sight.look(`Koi-Koi ${id}`, PAGE, { shot: `learn-koikoi-${id}` });
    }
    // The gallery with a card chosen: its details beside the cards.
    await learn.locator('[data-gallery-card="03-ribbon"]').click();
    await expect(learn.getByTestId('card-detail')).toContainText(/\S/);
    await sight.look('Koi-Koi cards, a card chosen', PAGE);
    await section('koikoi', 'practice');
    await walkQuiz(sight, learn, 'Koi-Koi quiz');
    await section('koikoi', 'mistakes');
    await expect(learn.getByTestId('mistakes-none')).toBeVisible();
    await sight.look('Koi-Koi practice from mistakes, none yet', PAGE);

    for (const id of ['rules', 'table']) {
      await section('hanamikoji', id);
      await sight.look(`Hanamikoji ${id}`, PAGE, { shot: `learn-hanamikoji-${id}` });
    }
    await section('hanamikoji', 'practice');
    await walkQuiz(sight, learn, 'Hanamikoji quiz');
    sight.expectNothingSeen();
  });
}
