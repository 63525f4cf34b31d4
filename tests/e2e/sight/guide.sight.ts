/**
 * The sight check of each guided first game (Learn → Play a guided first game): every prompt of the guide
 * through the first round (Hanamikoji) or month (Koi-Koi) and that round's summary, then on through the game
 * to each kind of prompt not met yet (Koi-Koi: the first turn of a month, a turn, a drawn card matching two, a
 * koi-koi decision; Hanamikoji: a turn, a Gift and a Competition offered), until every kind was seen or the
 * game ends.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../harness';
import { actionable, hanamikojiStep, koikoiStep } from '../support/drive';
import { openWith, playerNumbers } from './app';
import { boardSpec, DIALOG, HEADERS } from './boards';
import type { GameId } from './fixtures';
import { LANGS, Sight } from './walk';

const TITLE: Record<GameId, string> = { koikoi: 'Koi-Koi guided game', hanamikoji: 'Hanamikoji guided game' };
const SUMMARY: Record<GameId, string> = { koikoi: DIALOG.month, hanamikoji: DIALOG.round };
const GAME_OVER: Record<GameId, string> = { koikoi: DIALOG.gameOver, hanamikoji: '[data-testid="end-title"]' };
const KINDS: Record<GameId, readonly string[]> = { koikoi: ['first turn', 'turn', 'drawn card', 'koi-koi'], hanamikoji: ['turn', 'gift', 'competition'] };

/** Which kind of decision the board puts to the person now. */
function kindOf(page: Page, game: GameId): Promise<string> {
  return page.evaluate((game) => {
    const board = document.querySelector(`[data-testid="${game}-board"]`);
    if (!board) return 'none';
    if (game === 'koikoi') {
      if (board.querySelector('[data-testid="koikoi-dialog"]')) return 'koi-koi';
      if (board.querySelector('[data-testid="field"] button.pick') && !board.querySelector('[data-testid="hand"] button[aria-pressed="true"]')) return 'drawn card';
      return board.querySelectorAll('[data-testid="hand"] button').length === 8 ? 'first turn' : 'turn';
    }
    const offer = board.querySelector('[data-testid="offer"]');
    if (offer?.querySelector('button:not([disabled])')) return offer.querySelector('.pair-cards') ? 'competition' : 'gift';
    return 'turn';
  }, game);
}

for (const game of ['koikoi', 'hanamikoji'] as const) {
  for (const lang of LANGS) {
    test(`${TITLE[game]} — ${lang}`, async ({ page }, info) => {
      test.setTimeout(480_000);
      const sight = new Sight(page, lang, TITLE[game], info);
      await openWith(page, { language: lang });
      await page.locator('[data-nav="learn"]').click();
      await page.getByTestId('learn').locator(`[data-learn-game="${game}"]`).click();
      await page.getByTestId('guide-start').click();
      await expect(page.getByTestId('guide')).toBeVisible();
      const spec = (dialog: string | null) => ({ ...boardSpec(game, { dialog, header: HEADERS.play, forbidden: playerNumbers(lang), page: true }), present: ['[data-testid="guide-text"]'] });
      const summary = page.locator(SUMMARY[game]);
      const over = page.locator(GAME_OVER[game]);
      const seen = new Set<string>();
      let firstRound = true;
      for (let decisions = 0, n = 0; ; decisions++) {
        if (decisions > 150) throw new Error(`the guided ${game} game showed no ${KINDS[game].filter((k) => !seen.has(k)).join(', ')} prompt in 150 decisions`);
        await actionable(page, game).first().or(over).first().waitFor();
        if (await over.isVisible()) break;
        if (await summary.isVisible()) {
          if (firstRound) await sight.look('the first round’s summary', spec(SUMMARY[game]));
          firstRound = false;
        } else {
          const kind = await kindOf(page, game);
          if (firstRound || !seen.has(kind)) {
            n += 1;
            await sight.look(`prompt ${n} (${kind})`, spec(kind === 'koi-koi' ? DIALOG.koikoi : null), { shot: n === 1 ? `guide-${game}` : false });
          }
          seen.add(kind);
        }
        if (!firstRound && KINDS[game].every((k) => seen.has(k))) break;
        await (game === 'koikoi' ? koikoiStep(page) : hanamikojiStep(page));
      }
      sight.expectNothingSeen();
    });
  }
}
