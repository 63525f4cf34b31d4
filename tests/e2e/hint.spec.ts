/** The hint: what the hard computer player would play, highlighted on the board with one line of why. */
import { test, expect } from './harness';

const shotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;

for (const game of [
  { title: 'Hanamikoji', board: 'hanamikoji-board', shot: 'hanamikoji-hint.png' },
  { title: 'Hanafuda Koi-Koi', board: 'koikoi-board', shot: 'koikoi-hint.png' },
]) {
  test(`${game.title}: the hint highlights a move and gives its reason`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.getByRole('button', { name: `New game of ${game.title}` }).click();
    await page.getByTestId('new-game-panel').getByTestId('start').click();
    const hint = page.getByTestId('hint-button');
    await expect(hint).toBeEnabled({ timeout: 20_000 });
    await hint.click();
    await expect(page.getByTestId('hint-reason')).toContainText('simulated continuations', { timeout: 20_000 });
    // The move is named in words before the why.
    await expect(page.getByTestId('hint-move')).toHaveText(/\S/);
    await expect(page.getByTestId(game.board).locator('.hinted').first()).toBeVisible();
    await page.screenshot({ path: `${shotDir}/${game.shot}` });
  });
}
