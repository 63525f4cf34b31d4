/** Walks a quiz of the learning screen in the sight check, question by question. */
import type { Locator } from '@playwright/test';
import { expect } from '../harness';
import type { StopSpec } from './checks';
import type { Sight } from './walk';

const PAGE: StopSpec = {};

/** Every question of a quiz session, before and after it is answered (wrong, then right, in turn). */
export async function walkQuiz(sight: Sight, learn: Locator, name: string): Promise<void> {
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
