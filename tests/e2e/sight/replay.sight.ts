/**
 * The sight check of the replay of each recorded game, at every step from the person's seat (and every
 * tenth step and each round's end from the other seat): a round's summary only at the step its round ends.
 * Each step is looked at in one window size, taken in turn (960×640, 1280×820, 1920×1080, 960×640, …), and
 * the deal, each round's end and the game's end at all three: every step is seen and every size sees a third
 * of them, which keeps a Koi-Koi replay (about 150 steps) inside a few minutes on two cores.
 */
import { test, expect } from '../harness';
import { openWith, playerNumbers } from './app';
import { boardSpec, DIALOG, HEADERS } from './boards';
import { recorded, seededHistory, type GameId } from './fixtures';
import { LANGS, SIZES, Sight } from './walk';

const TITLE: Record<GameId, string> = { koikoi: 'Koi-Koi replay', hanamikoji: 'Hanamikoji replay' };

/** The steps at which a round (a month) has just ended, the game's end included. */
function roundEnds(game: GameId): Set<number> {
  const { match, game: g } = recorded(game);
  const ends = new Set<number>();
  for (let k = 1; k <= match.moves.length; k++) {
    if (g.turns?.roundOf(match.states[k]) !== g.turns?.roundOf(match.states[k - 1]) || k === match.moves.length) ends.add(k);
  }
  return ends;
}

const SEATS = { 0: 'your seat', 1: 'the other seat' } as const;

for (const game of ['koikoi', 'hanamikoji'] as const) {
  for (const lang of LANGS) {
    for (const seat of [0, 1] as const) {
      // One test per seat, so the two walks of a long replay run side by side on the two workers.
      test(`${TITLE[game]} from ${SEATS[seat]} — ${lang}`, async ({ page }, info) => {
        test.setTimeout(480_000);
        const sight = new Sight(page, lang, TITLE[game], info);
        await openWith(page, { language: lang, ...seededHistory() });
        await page.locator('[data-nav="history"]').click();
        await page.getByTestId('history-game').selectOption(game);
        await page.getByTestId('history-row').first().getByTestId('watch').click();
        const slider = page.getByTestId('replay-slider');
        const total = recorded(game).match.moves.length;
        const ends = roundEnds(game);
        const summary = game === 'koikoi' ? `${DIALOG.month}, ${DIALOG.gameOver}` : DIALOG.round;
        const spec = (step: number) => boardSpec(game, { header: HEADERS.replay, forbidden: playerNumbers(lang), dialog: ends.has(step) ? summary : null });
        await page.getByTestId(`replay-seat-${seat}`).click();
        if (await page.getByTestId('replay-first').isEnabled()) await page.getByTestId('replay-first').click();
        for (let step = 0; step <= total; step++) {
          if (step > 0) {
            // As in the review walk: wait for the button to be enabled, and click it without Playwright's
            // animation-frame stability wait, which a loaded headless Chromium left hanging after a screenshot
            // (CI at f708590); the position checked next proves the click took.
            const next = page.getByTestId('replay-next');
            await expect(next).toBeEnabled();
            await next.click({ force: true });
          }
          await expect(slider).toHaveValue(String(step));
          if (seat === 1 && step % 10 !== 0 && !ends.has(step)) continue;
          const state = `${SEATS[seat]}, step ${step} of ${total}`;
          const shot = seat === 0 && step === Math.floor(total / 2);
          const sizes = step === 0 || ends.has(step) || shot ? SIZES : [SIZES[step % SIZES.length]!];
          await sight.look(state, spec(step), { sizes, shot: shot ? `${game}-replay` : false });
        }
        sight.expectNothingSeen();
      });
    }
  }
}
