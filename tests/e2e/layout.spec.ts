/**
 * The table fits the window: at the desktop app's minimum (960×640), its default (1280×820) and full HD, for
 * both games in mid-game, the page does not scroll, every card of the player's hand lies wholly inside the
 * window, and nothing covers the hand (the topmost element at each card's centre belongs to that card).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { playTurns, settled, startAgainstComputer, type GameId } from './support/drive';

const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;

interface HandBox {
  card: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  covered: boolean;
}

/** The hand's card buttons with their boxes, and whether something else sits on top of each one's centre. */
async function handBoxes(page: Page, game: GameId): Promise<HandBox[]> {
  return page.getByTestId(`${game}-board`).getByTestId('hand').evaluate((hand) =>
    [...hand.querySelectorAll('button')].map((button) => {
      const r = button.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { card: button.dataset.card ?? '', left: r.left, top: r.top, right: r.right, bottom: r.bottom, covered: !top || !button.contains(top) };
    }),
  );
}

for (const game of ['koikoi', 'hanamikoji'] as const) {
  test(`${game}: the hand is whole and uncovered, and the page does not scroll, at 960×640, 1280×820 and 1920×1080`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 820 });
    await startAgainstComputer(page, game);
    await playTurns(page, game, 2);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      // Let the board settle at the new size (cards scale with the window).
      await settled(page);
      const hand = await handBoxes(page, game);
      expect(hand.length, `cards in hand at ${width}×${height}`).toBeGreaterThanOrEqual(3);
      for (const box of hand) {
        const where = `${box.card} at ${width}×${height}`;
        expect(box.left, where).toBeGreaterThanOrEqual(0);
        expect(box.top, where).toBeGreaterThanOrEqual(0);
        expect(box.right, where).toBeLessThanOrEqual(width);
        expect(box.bottom, where).toBeLessThanOrEqual(height);
        expect(box.covered, `${where} is covered`).toBe(false);
      }
      const scroll = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
      expect(scroll.h, `page height at ${width}×${height}`).toBeLessThanOrEqual(height);
      expect(scroll.w, `page width at ${width}×${height}`).toBeLessThanOrEqual(width);
    }
  });
}
