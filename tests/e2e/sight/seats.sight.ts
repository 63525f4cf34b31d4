/**
 * The sight check of a table of more than two, with Tiny Bids registered in the test build
 * (tests/e2e/tiny-build): the new-game panel asking who sits in each seat, and the hand-off to the third
 * person at the screen with the table's header naming all three.
 */
import { test, expect } from '../harness';
import { openWith } from './app';
import { LANGS, Sight } from './walk';

for (const lang of LANGS) {
  test(`a table of three — ${lang}`, async ({ page }, info) => {
    test.setTimeout(180_000);
    const sight = new Sight(page, lang, 'A table of three', info);
    await page.goto(`${process.env.E2E_TINY_URL}index.html`);
    await openWith(page, { language: lang });
    await page.locator('article[data-game="tiny"] button.play').click();
    const panel = page.getByTestId('new-game-panel');
    await panel.locator('[data-option="players"] select').selectOption('3');
    await expect(panel.getByTestId('seat-chooser').locator('[data-seat]')).toHaveCount(3);
    await panel.locator('[data-seat="2"] select').selectOption('__person');
    await sight.look('new game, three seats', { dialog: '[data-testid="new-game-panel"]', dialogMayScroll: true }, { shot: 'new-game-three-seats' });
    await panel.locator('[data-seat="1"] select').selectOption('__person');
    await panel.getByTestId('start').click();
    const handoff = page.getByTestId('handoff');
    for (let seat = 0; seat < 2; seat++) {
      await page.getByTestId('handoff-ready').click();
      await page.getByTestId('board').locator('.move').first().click();
    }
    await expect(handoff.locator('h2')).toContainText('3');
    await sight.look('the device passed to the third person', { dialog: '[data-testid="handoff"]' }, { shot: 'handoff-three-seats' });
    sight.expectNothingSeen();
  });
}
