/**
 * The sight check of a table of more than two, with Tiny Bids registered in the test build
 * (tests/e2e/tiny-build): the new-game panel asking who sits in each seat, the hand-off to the third person
 * at the screen with the table's header naming all three, and the statistics, history and replay of games of
 * three.
 */
import { test, expect } from '../harness';
import { emptyStatistics, finishedMatchSchema, recordMatch, type FinishedMatch } from '../../../src/shared/records';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import { finishedMatch } from '../../../src/renderer/play/finished';
import { tinyGame } from '../../support/tiny-game';
import { openWith } from './app';
import { HEADERS } from './boards';
import { LANGS, Sight } from './walk';

/** A game of three played to its end with random legal moves, recorded as the table records it (with its replay). */
function playedGame(): FinishedMatch {
  const rng = Rng.fromSeed(5);
  let match = Match.start(tinyGame, tinyGame.optionsSchema.parse({ players: 3 }), 5);
  for (let seat = match.toAct(); seat !== null; seat = match.toAct()) {
    const legal = match.legalMovesFor(seat);
    match = match.play(legal[rng.int(legal.length)]!);
  }
  const seats = [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'hard' }] as const;
  const meta = { seats: [...seats], presetId: null, startedAt: '2026-11-25T19:20:00.000Z', savedAt: '2026-11-25T19:30:00.000Z' };
  return finishedMatchSchema.parse(finishedMatch(match, meta, new Date('2026-11-25T19:30:00.000Z')));
}

/** Games of three against two computers, the person finishing in each place in turn, and one among three people. */
const records: FinishedMatch[] = [[3, 1, 2], [1, 2, 3], [2, 3, 1], [1, 3, 2]].map((places, i) =>
  finishedMatchSchema.parse({
    gameId: 'tiny',
    finishedAt: `2026-11-2${i + 1}T19:30:00.000Z`,
    opponent: i === 3 ? 'human' : 'greedy+hard',
    preset: null,
    result: places[0] === 1 ? 'win' : 'loss',
    scores: [4 - places[0]!, Math.max(...places.slice(1).map((p) => 4 - p))],
    table: {
      seats: i === 3 ? [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] : [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'hard' }],
      points: places.map((p) => 4 - p),
      places,
    },
    reason: 'prize',
    moves: 9,
  }),
);

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
    await sight.look('the device passed to the third person', { dialog: '[data-testid="handoff"]', bar: HEADERS.play }, { shot: 'handoff-three-seats' });

    const played = [...records, playedGame()];
    await openWith(page, { language: lang, history: { version: 1, matches: [...played].reverse() }, statistics: played.reduce(recordMatch, emptyStatistics()) });
    await page.locator('[data-nav="statistics"]').click();
    await page.getByTestId('statistics-game').locator('label').filter({ has: page.locator('input[value="tiny"]') }).click();
    await expect(page.locator('[data-tile="placed-1"]')).toBeVisible();
    await sight.look('statistics of games of three', {}, { shot: 'statistics-three-seats' });
    await page.locator('[data-nav="history"]').click();
    await page.getByTestId('history-game').selectOption('tiny');
    await expect(page.getByTestId('history-row')).toHaveCount(5);
    await sight.look('history of games of three', {}, { shot: 'history-three-seats' });
    await page.getByTestId('history-row').first().getByTestId('watch').click();
    await page.getByTestId('replay-seat-2').click();
    await page.getByTestId('replay-slider').fill('4');
    await expect(page.getByTestId('board')).toHaveAttribute('data-viewer', '2');
    await sight.look('replay of a game of three, from the third seat', { bar: HEADERS.replay }, { shot: 'replay-three-seats' });
    sight.expectNothingSeen();
  });
}
