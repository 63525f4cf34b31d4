/** An automated accessibility check (axe-core) of the main screens: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, drawn, seededThroughLocalStorage } from './harness';
import { findGame } from '../../games/index';
import { seededRecords } from './support/records';

const HANAMIKOJI = findGame('hanamikoji')!.title.en;
const KOIKOI = findGame('koikoi')!.title.en;

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`) }));
  expect(serious, `${what}: serious or critical accessibility violations`).toEqual([]);
}

async function animationsOff(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off' })));
  await page.reload();
  await drawn(page);
}

async function startAgainstComputer(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `New game of ${title}` }).click();
  await expect(page.getByTestId('new-game-panel')).toBeVisible();
  await expectNoSeriousViolations(page, 'the new-game panel');
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  await expect(page.getByTestId('thinking')).toHaveCount(0, { timeout: 15_000 });
}

test('the launcher', async ({ page }) => {
  await expect(page.getByTestId('game-list')).toBeVisible();
  await expectNoSeriousViolations(page, 'the launcher');
});

test('the Hanamikoji board', async ({ page }) => {
  await animationsOff(page);
  await startAgainstComputer(page, HANAMIKOJI);
  await expect(page.getByTestId('hanamikoji-board')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Hanamikoji board');
});

test('the Koi-Koi board', async ({ page }) => {
  await animationsOff(page);
  await startAgainstComputer(page, KOIKOI);
  await expect(page.getByTestId('koikoi-board')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Koi-Koi board');
});

test('the rules and the yaku reference', async ({ page }) => {
  await page.getByRole('button', { name: `Rules of ${HANAMIKOJI}` }).click();
  const learn = page.getByTestId('learn');
  await expect(learn).toBeVisible();
  await expectNoSeriousViolations(page, 'the Hanamikoji rules');
  await learn.getByRole('button', { name: KOIKOI }).click();
  await expectNoSeriousViolations(page, 'the Koi-Koi rules');
  await learn.getByRole('tab', { name: 'Yaku' }).click();
  await expect(learn.getByTestId('yaku-reference')).toBeVisible();
  await expectNoSeriousViolations(page, 'the yaku reference');
});

test('statistics, history, a replay and the settings', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  const seeded = seededRecords(3);
  await page.evaluate(
    ({ history, statistics }) => {
      localStorage.setItem('hanafuda-table:history', JSON.stringify(history));
      localStorage.setItem('hanafuda-table:statistics', JSON.stringify(statistics));
    },
    { history: seeded.history as unknown, statistics: seeded.statistics as unknown },
  );
  await page.reload();
  // Checked once shown: the app is transparent until its first screen's faces are in.
  await drawn(page);
  await page.locator('[data-nav="statistics"]').click();
  await expect(page.getByTestId('statistics-tiles')).toBeVisible();
  await expectNoSeriousViolations(page, 'the statistics');
  await page.locator('[data-nav="history"]').click();
  await expect(page.getByTestId('history-table')).toBeVisible();
  await expectNoSeriousViolations(page, 'the history');
  await page.getByTestId('watch').first().click();
  await page.keyboard.press('ArrowRight');
  await expectNoSeriousViolations(page, 'a replay');
  await page.locator('[data-nav="settings"]').click();
  await expectNoSeriousViolations(page, 'the settings');
});
