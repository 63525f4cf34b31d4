/** The review of a finished game end to end (web build: history seeded in localStorage, analysis in the bot worker). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, seededThroughLocalStorage } from './harness';
import { seededRecords } from './support/records';

const shotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;
const seeded = seededRecords(2);

async function seed(page: Page, target: string, language = 'en'): Promise<void> {
  seededThroughLocalStorage(target);
  await page.evaluate(
    ({ history, language }) => {
      localStorage.setItem('hanafuda-table:history', JSON.stringify(history));
      localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off', language }));
    },
    { history: seeded.history as unknown, language },
  );
  await page.reload();
}

async function openReview(page: Page, gameId: string): Promise<void> {
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption(gameId);
  await page.getByTestId('history-row').first().getByTestId('review-open').click();
  await expect(page.getByTestId('review')).toBeVisible();
}

async function waitForReview(page: Page, timeout: number): Promise<void> {
  await expect(page.getByTestId('review-summary')).toBeVisible({ timeout });
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout });
}

test('a review opened from the history fills in, and a marked mistake jumps the board to its decision', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await openReview(page, 'hanamikoji');
  await waitForReview(page, 60_000);
  await expect(page.getByTestId('review-chart')).toBeVisible();
  const mistake = page.locator('[data-testid^="review-mistake-"]').first();
  await expect(mistake).toBeVisible();
  const position = Number((await mistake.getAttribute('data-testid'))!.replace('review-mistake-', ''));
  await mistake.click();
  await expect(page.getByTestId('review-position')).toContainText(`Decision ${position + 1} of`);
  await expect(mistake.locator('xpath=..')).toHaveAttribute('aria-current', 'true');
  const moveNo = await mistake.locator('.where').innerText();
  await expect(page.getByTestId('review-board-title')).toContainText(`move ${moveNo.match(/\d+/)![0]}`);
  // The keyboard steps through the decisions too.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('review-position')).toContainText(`Decision ${position + 2} of`);
  await page.keyboard.press('ArrowLeft');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: `${shotDir}/review-hanamikoji.png`, fullPage: true });
  await page.locator('.mistakes').screenshot({ path: `${shotDir}/review-mistakes.png` });
});

test('a finished review is kept with the game: after a restart it opens at once', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await openReview(page, 'hanamikoji');
  await waitForReview(page, 60_000);
  const summary = await page.getByTestId('review-summary').innerText();
  await page.reload();
  await openReview(page, 'hanamikoji');
  await expect(page.getByText('Reviewed earlier; shown from your history.')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  await expect(page.getByTestId('review-summary')).toHaveText(summary);
});

test('a review can be cancelled and started again', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await openReview(page, 'koikoi');
  await page.getByTestId('review-cancel').click();
  await expect(page.getByTestId('review-restart')).toBeVisible();
  await page.getByTestId('review-restart').click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
});

test('a Koi-Koi review marks the months on its graph', async ({ page, target }) => {
  test.setTimeout(240_000);
  await seed(page, target);
  await openReview(page, 'koikoi');
  await waitForReview(page, 200_000);
  await page.screenshot({ path: `${shotDir}/review-koikoi.png`, fullPage: true });
});

test('the review speaks Japanese', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target, 'ja');
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption('hanamikoji');
  await page.getByTestId('history-row').first().getByTestId('review-open').click();
  await waitForReview(page, 60_000);
  await expect(page.getByTestId('review-summary')).toContainText('正確さ');
  await page.screenshot({ path: `${shotDir}/review-hanamikoji-ja.png`, fullPage: true });
});

test('the worst decisions of reviewed games come back as practice in Learn, answered against hard’s choice', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await openReview(page, 'hanamikoji');
  await waitForReview(page, 60_000);
  await page.locator('[data-nav="learn"]').click();
  const learn = page.getByTestId('learn');
  await learn.getByRole('button', { name: 'Hanamikoji' }).click();
  await learn.getByRole('tab', { name: 'Practice: your mistakes' }).click();
  await learn.getByTestId('quiz-start').click();
  await expect(learn.getByRole('heading', { name: 'What would you play here?' })).toBeVisible();
  await learn.locator('.choice:not([data-correct])').click();
  await learn.getByTestId('quiz-check').click();
  await expect(learn.getByTestId('quiz-explain')).toContainText('Not quite: hard prefers');
  await expect(learn.getByTestId('quiz-explain')).toContainText('In the game you played');
  await page.screenshot({ path: `${shotDir}/learn-practice-mistakes.png`, fullPage: true });
  while (await learn.getByTestId('quiz-next').isVisible()) {
    await learn.getByTestId('quiz-next').click();
    if (await learn.getByTestId('quiz-done').isVisible()) break;
    await learn.locator('[data-correct="yes"]').click();
    await learn.getByTestId('quiz-check').click();
  }
  await expect(learn.getByTestId('quiz-done')).toContainText('Saved to your statistics.');
});
