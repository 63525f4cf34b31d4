/**
 * The sight check of the screens around the tables: the launcher (first start, with records, with a saved
 * game), the new-game panel of each game, the question before a new game replaces a saved one, statistics,
 * history, settings and about.
 */
import { test, expect } from '../harness';
import { openWith } from './app';
import type { StopSpec } from './checks';
import { seededHistory, tableAt } from './fixtures';
import { LANGS, Sight } from './walk';

const PAGE: StopSpec = {};
/** The launcher's New game buttons are seen without scrolling. */
const LAUNCHER: StopSpec = { inView: ['article[data-game] button.play'] };

for (const lang of LANGS) {
  test(`launcher and new game — ${lang}`, async ({ page }, info) => {
    test.setTimeout(180_000);
    const sight = new Sight(page, lang, 'Launcher', info);
    await openWith(page, { language: lang });
    await page.locator('article[data-game] button.play').first().waitFor();
    await sight.look('first start', LAUNCHER, { shot: 'launcher' });

    for (const game of ['koikoi', 'hanamikoji']) {
      await page.locator(`article[data-game="${game}"] button.play`).click();
      const panel = page.getByTestId('new-game-panel');
      await panel.waitFor();
      const spec: StopSpec = { dialog: '[data-testid="new-game-panel"]', dialogMayScroll: true };
      await sight.look(`new game of ${game}`, spec, { shot: `new-game-${game}` });
      // Two people at one screen: the panel without the computer's levels.
      await panel.locator('label.segment').filter({ has: page.locator('input[value="people"]') }).click();
      await expect(panel.locator('input[value="people"]')).toBeChecked();
      await sight.look(`new game of ${game}, two people`, spec);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    }

    // With records and a saved game: the cards' records, the Continue card, and the question before replacing it.
    await openWith(page, { language: lang, ...seededHistory(), table: tableAt('koikoi', 41), saved: true });
    await page.locator('article[data-game] button.play').first().waitFor();
    await expect(page.locator('[data-testid="record"]').first()).toBeVisible();
    await sight.look('with records and a saved game', LAUNCHER, { shot: 'launcher-continue' });
    await page.locator('article[data-game="koikoi"] button.play').click();
    await page.getByTestId('new-game-panel').getByTestId('start').click();
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    // The question is asked over the new-game panel, which stays open beneath it.
    await sight.look('a new game would replace the saved one', { dialog: '[data-testid="confirm-dialog"], [data-testid="new-game-panel"]', dialogMayScroll: true });
    sight.expectNothingSeen();
  });

  test(`statistics, history, settings, about — ${lang}`, async ({ page }, info) => {
    test.setTimeout(180_000);
    const sight = new Sight(page, lang, 'Records and settings', info);
    await openWith(page, { language: lang });
    await page.locator('[data-nav="statistics"]').click();
    await expect(page.getByTestId('statistics-empty')).toBeVisible();
    await sight.look('statistics, none yet', PAGE);
    await page.locator('[data-nav="history"]').click();
    await expect(page.getByTestId('history-empty')).toBeVisible();
    await sight.look('history, none yet', PAGE);

    await openWith(page, { language: lang, ...seededHistory() });
    await page.locator('[data-nav="statistics"]').click();
    for (const game of ['koikoi', 'hanamikoji']) {
      await page.getByTestId('statistics-game').locator('label').filter({ has: page.locator(`input[value="${game}"]`) }).click();
      await expect(page.getByTestId('statistics-game').locator(`input[value="${game}"]`)).toBeChecked();
      await expect(page.locator('canvas').first()).toBeVisible();
      await sight.look(`statistics of ${game}`, PAGE, { shot: `statistics-${game}` });
    }
    await page.locator('[data-nav="history"]').click();
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await sight.look('history', PAGE, { shot: 'history' });
    await page.locator('[data-nav="settings"]').click();
    await expect(page.getByTestId('language')).toBeVisible();
    await sight.look('settings', PAGE, { shot: 'settings' });
    await page.locator('[data-nav="about"]').click();
    await expect(page.locator('.about')).toBeVisible();
    await sight.look('about', PAGE, { shot: 'about' });
    sight.expectNothingSeen();
  });
}
