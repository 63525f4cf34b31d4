/**
 * German is about a third longer than English: at 1024×640, on every screen, no button, tab or navigation
 * entry cuts its words (its text is no wider than its box). Each screen is also shot into docs/screenshots/de-*.png.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { playTurns, settled, startAgainstComputer } from './support/drive';

const SHOTS = 'docs/screenshots';

/**
 * The visible buttons, tabs and navigation entries whose text is wider than their box. Playing cards are
 * left out: they are drawings whose badges ("new", a count) sit over the card's edge on purpose.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="tab"], [data-nav], nav a')]
      .filter((el) => el.offsetParent !== null && (el.textContent ?? '').trim() !== '' && !el.matches('[data-card], [data-card] *'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${(el.textContent ?? '').trim().replace(/\s+/g, ' ')} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** Checks the screen for cut words and shoots it. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page);
  expect(await overflowing(page), `text wider than its button on ${name}`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/de-${name}.png` });
}

async function inGerman(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('language').getByText('Deutsch').click();
  await page.getByTestId('animation-speed').getByText('Aus', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
}

test('in German at 1024×640 no button, tab or navigation entry cuts its words, on any screen', async ({ page }) => {
  test.setTimeout(180_000);
  await inGerman(page);
  await check(page, 'settings');

  await page.locator('[data-nav="launcher"]').click();
  await expect(page.getByRole('heading', { name: 'Wähle ein Spiel' })).toBeVisible();
  await check(page, 'launcher');

  await page.locator('article[data-game="koikoi"] button.play').click();
  await expect(page.getByTestId('new-game-panel')).toBeVisible();
  await check(page, 'new-game');
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  await page.getByTestId('koikoi-board').waitFor();
  await playTurns(page, 'koikoi', 3);
  await check(page, 'koikoi-board');

  await startAgainstComputer(page, 'hanamikoji');
  await playTurns(page, 'hanamikoji', 2);
  await check(page, 'hanamikoji-board');

  await page.locator('[data-nav="learn"]').click();
  const learn = page.getByTestId('learn');
  await learn.locator('[data-learn-game="hanamikoji"]').click();
  await learn.locator('[data-section="rules"]').click();
  await check(page, 'learn-hanamikoji-rules');
  await learn.locator('[data-section="table"]').click();
  await check(page, 'learn-hanamikoji-table');
  await learn.locator('[data-learn-game="koikoi"]').click();
  await learn.locator('[data-section="rules"]').click();
  await check(page, 'learn-koikoi-rules');
  await learn.locator('[data-section="yaku"]').click();
  await check(page, 'learn-koikoi-yaku');
  await learn.locator('[data-section="presets"]').click();
  await check(page, 'learn-koikoi-presets');
  await learn.locator('[data-section="cards"]').click();
  await check(page, 'learn-koikoi-cards');
  await learn.locator('[data-section="practice"]').click();
  await check(page, 'learn-koikoi-practice');

  await page.locator('[data-nav="statistics"]').click();
  await check(page, 'statistics');
  await page.locator('[data-nav="history"]').click();
  await check(page, 'history');
  await page.locator('[data-nav="about"]').click();
  await check(page, 'about');
});
