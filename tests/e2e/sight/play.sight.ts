/**
 * The sight check of the tables in play: each game against the computer at its start, in mid-game, at a
 * decision dialog (Koi-Koi's koi-koi or stop, a Hanamikoji offer), at a month's or round's summary and at the
 * end, reopened from a recorded game cut at the move (tests/fixtures/sight).
 */
import type { Page } from '@playwright/test';
import { test } from '../harness';
import { playUntil, takeAction, yourTurn } from '../support/drive';
import { openWith, playerNumbers } from './app';
import { boardSpec, DIALOG, HEADERS } from './boards';
import { decisionsOf, roundAt, tableAt, type GameId } from './fixtures';
import { LANGS, Sight, SIZES, type Lang } from './walk';

/** Puts the recorded game on the table as it stood after `moves` moves, and waits for the person's turn. */
async function table(page: Page, game: GameId, lang: Lang, moves: number, games: Record<string, Record<string, unknown>> = {}): Promise<void> {
  await openWith(page, { language: lang, table: tableAt(game, moves), games });
  await yourTurn(page, game);
}

for (const lang of LANGS) {
  test(`Koi-Koi table — ${lang}`, async ({ page }, info) => {
    test.setTimeout(360_000);
    const sight = new Sight(page, lang, 'Koi-Koi table', info);
    const forbidden = playerNumbers(lang);
    const spec = (dialog: string | null = null) => boardSpec('koikoi', { dialog, header: HEADERS.play, forbidden, page: true });
    const mine = decisionsOf('koikoi', 0);
    const first = mine[0]!.index;
    const stops = mine.filter((d) => d.move.type === 'stop');
    // Some way into the fourth month (on its first move the third month's summary would still be open).
    const mid = mine.filter((d) => roundAt('koikoi', d.index) === 4 && d.move.type === 'play')[2]!.index;
    const take = mine.find((d) => d.move.type === 'take')!.index;
    const afterKoikoi = mine.find((d, i) => i > 0 && mine[i - 1]!.move.type === 'koikoi' && d.move.type === 'play')!.index;
    const board = page.getByTestId('koikoi-board');

    await table(page, 'koikoi', lang, first);
    await sight.look('start', spec(), { shot: 'koikoi-start' });
    await table(page, 'koikoi', lang, mid);
    await sight.look('mid-game', spec(), { shot: 'koikoi-mid' });
    // Below 1100 px the side column (yaku progress, log) is a drawer over the table.
    await sight.resize(SIZES[0]);
    await page.getByTestId('aside-toggle').click();
    await sight.look('mid-game, side drawer open', { ...spec(), board: null, noPageScroll: true }, { sizes: [SIZES[0]] });
    await table(page, 'koikoi', lang, take);
    await sight.look('choosing a field card for the drawn one', spec());
    await table(page, 'koikoi', lang, afterKoikoi);
    await sight.look('after calling koi-koi', spec());

    // The first koi-koi decision: the dialog, then (stop) the month's summary.
    await table(page, 'koikoi', lang, stops[0]!.index);
    await board.getByTestId('koikoi-dialog').waitFor();
    await sight.look('koi-koi dialog', spec(DIALOG.koikoi), { shot: 'koikoi-dialog' });
    await board.getByTestId('koikoi-dialog').getByTestId('stop').click();
    await board.getByTestId('month-summary').waitFor();
    await sight.look('month summary', spec(DIALOG.month), { shot: 'koikoi-month-summary' });

    // The last decision ends the game: the last month's summary, then the game's.
    await table(page, 'koikoi', lang, stops.at(-1)!.index);
    await board.getByTestId('koikoi-dialog').getByTestId('stop').click();
    await board.getByTestId('month-summary').waitFor();
    await sight.look('last month summary', spec(DIALOG.month));
    await board.getByTestId('next-month').click();
    await board.getByTestId('game-summary').waitFor();
    await sight.look('game over', spec(DIALOG.gameOver), { shot: 'koikoi-game-over' });
    sight.expectNothingSeen();
  });

  test(`Hanamikoji table — ${lang}`, async ({ page }, info) => {
    test.setTimeout(360_000);
    const sight = new Sight(page, lang, 'Hanamikoji table', info);
    const forbidden = playerNumbers(lang);
    const spec = (dialog: string | null = null) => boardSpec('hanamikoji', { dialog, header: HEADERS.play, forbidden, page: true });
    const mine = decisionsOf('hanamikoji', 0);
    const actions = mine.filter((d) => !String(d.move.type).startsWith('pick'));
    const board = page.getByTestId('hanamikoji-board');

    // The first action, seven cards in hand.
    await table(page, 'hanamikoji', lang, actions[0]!.index);
    await sight.look('start', spec(), { shot: 'hanamikoji-start' });
    const competition = actions.find((d) => d.move.type === 'competition')!;
    await table(page, 'hanamikoji', lang, competition.index);
    await sight.look('mid-game', spec(), { shot: 'hanamikoji-mid' });
    // Arranging a Competition: four cards chosen, the splits offered.
    await board.locator('[data-action="competition"]').click();
    for (let i = 0; i < 4; i++) await board.getByTestId('hand').getByRole('button').nth(i).click();
    await board.getByRole('radio').first().waitFor();
    await sight.look('arranging a competition', spec());
    for (const type of ['pick-pair', 'pick-gift']) {
      await table(page, 'hanamikoji', lang, mine.find((d) => d.move.type === type)!.index);
      await board.getByTestId('offer').locator('button:not([disabled])').first().waitFor();
      await sight.look(`choosing from an offer (${type})`, spec(), { shot: type === 'pick-gift' ? 'hanamikoji-offer' : false });
    }
    // The same table in the eight-suit card face.
    await table(page, 'hanamikoji', lang, actions[2]!.index, { hanamikoji: { face: 'eight-suit' } });
    await sight.look('mid-game, eight-suit face', spec(), { shot: 'hanamikoji-eight-suit' });

    // The person's last action of the first round; the computer answers; the round's summary.
    const lastOfRound = actions.filter((d) => roundAt('hanamikoji', d.index) === 1).at(-1)!;
    await table(page, 'hanamikoji', lang, lastOfRound.index);
    await takeAction(board);
    // The computer's answer may still offer a Gift or a Competition to choose from before the round is scored.
    await playUntil(page, 'hanamikoji', '[data-testid="round-summary"]', 4);
    await sight.look('round summary', spec(DIALOG.round), { shot: 'hanamikoji-round-summary' });

    // The person's last decision of the game (an action or a pick from an offer), played out to the end.
    const last = mine.at(-1)!;
    await table(page, 'hanamikoji', lang, last.index);
    await playUntil(page, 'hanamikoji', '[data-testid="end-title"]', 4);
    await sight.look('game over', spec(DIALOG.round), { shot: 'hanamikoji-game-over' });
    sight.expectNothingSeen();
  });
}
