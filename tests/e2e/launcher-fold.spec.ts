/**
 * The launcher shows every game's New game button without scrolling, in a window as small as 960×640 and
 * with the most it can hold above the games: a saved game of each to continue and a record of games played.
 */
import { test, expect, seededThroughLocalStorage } from './harness';
import { hanamikojiThreeMovesIn, koikoiInMonthTwo, saveEntries } from '../support/saved-games';
import { seededRecords } from './support/records';
import { games } from '../../games/index';

const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;

test('every game’s New game button is in view without scrolling at 960×640, 1280×820 and 1920×1080, in English, Japanese and German', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  test.setTimeout(240_000);
  const entries = { ...saveEntries(hanamikojiThreeMovesIn(), koikoiInMonthTwo()), 'hanafuda-table:statistics': JSON.stringify(seededRecords(2).statistics) };
  for (const language of ['en', 'ja', 'de']) {
    await page.evaluate(
      ({ entries, language }) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off', language }));
      },
      { entries, language },
    );
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.reload();
      await expect(page.locator('article.continue')).toHaveCount(2);
      // A record of games played for each game the seeded statistics hold (Hanamikoji's and Koi-Koi's).
      await expect(page.getByTestId('record')).toHaveCount(2);
      await page.evaluate(() => document.fonts.ready);
      const plays = page.locator('article[data-game] button.play');
      await expect(plays).toHaveCount(games.length);
      const bottoms = await plays.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().bottom));
      for (const bottom of bottoms) expect(bottom, `${language} ${width}×${height}: a New game button ends at ${bottom}px`).toBeLessThanOrEqual(height);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    }
  }
});
