/**
 * The sight check of each guided first game (Learn → Play a guided game): every prompt of the guide through
 * the first round (Hanamikoji) or month (Koi-Koi), up to and including that round's summary.
 */
import { test, expect } from '../harness';
import { hanamikojiStep, koikoiStep, yourTurn } from '../support/drive';
import { openWith, playerNumbers } from './app';
import { boardSpec, DIALOG, HEADERS } from './boards';
import type { GameId } from './fixtures';
import { LANGS, Sight } from './walk';

const TITLE: Record<GameId, string> = { koikoi: 'Koi-Koi guided game', hanamikoji: 'Hanamikoji guided game' };
const SUMMARY: Record<GameId, string> = { koikoi: DIALOG.month, hanamikoji: DIALOG.round };

for (const game of ['koikoi', 'hanamikoji'] as const) {
  for (const lang of LANGS) {
    test(`${TITLE[game]} — ${lang}`, async ({ page }, info) => {
      test.setTimeout(300_000);
      const sight = new Sight(page, lang, TITLE[game], info);
      await openWith(page, { language: lang });
      await page.locator('[data-nav="learn"]').click();
      await page.getByTestId('learn').locator(`[data-learn-game="${game}"]`).click();
      await page.getByTestId('guide-start').click();
      await expect(page.getByTestId('guide')).toBeVisible();
      const spec = (dialog: string | null) => ({ ...boardSpec(game, { dialog, header: HEADERS.play, forbidden: playerNumbers(lang), page: true }), present: ['[data-testid="guide-text"]'] });
      const summary = page.locator(SUMMARY[game]);
      for (let n = 1; ; n++) {
        await yourTurn(page, game);
        if (await summary.isVisible()) break;
        const dialog = game === 'koikoi' && (await page.getByTestId('koikoi-dialog').isVisible()) ? DIALOG.koikoi : null;
        await sight.look(`prompt ${n}`, spec(dialog), { shot: n === 1 ? `guide-${game}` : false });
        if (n > 40) throw new Error(`the guided ${game} game did not reach the end of its first round in 40 decisions`);
        await (game === 'koikoi' ? koikoiStep(page) : hanamikojiStep(page));
      }
      await sight.look('the first round’s summary', spec(SUMMARY[game]));
      sight.expectNothingSeen();
    });
  }
}
