/**
 * The sight check of Learn: every section of each game (rules, references, the card gallery with a card
 * chosen, the presets compared, play at the table), every question of each quiz before and after it is
 * answered, and practice from mistakes with no reviewed game yet.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from '../harness';
import { openWith } from './app';
import type { StopSpec } from './checks';
import { LANGS, Sight } from './walk';

const PAGE: StopSpec = {};

/** Every question of a quiz session, before and after it is answered (wrong, then right, in turn). */
async function walkQuiz(sight: Sight, learn: Locator, name: string): Promise<void> {
  await learn.getByTestId('quiz-start').click();
  for (let n = 1; ; n++) {
    await expect(learn.getByTestId('quiz-check')).toBeVisible();
    await sight.look(`${name}, question ${n}`, PAGE, { shot: n === 1 ? name.toLowerCase().replace(/[^a-z]+/g, '-') : false });
    await learn.locator(n % 2 === 1 ? '[data-choice]:not([data-correct])' : '[data-correct="yes"]').first().click();
    await learn.getByTestId('quiz-check').click();
    await expect(learn.getByTestId('quiz-next')).toBeVisible();
    await sight.look(`${name}, question ${n} answered ${n % 2 === 1 ? 'wrong' : 'right'}`, PAGE);
    await learn.getByTestId('quiz-next').click();
    await expect(learn.getByTestId('quiz-check').or(learn.getByTestId('quiz-done'))).toBeVisible();
    if (await learn.getByTestId('quiz-done').isVisible()) break;
  }
  await sight.look(`${name}, done`, PAGE);
}

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
