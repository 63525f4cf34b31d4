/**
 * Hana-awase's table at two, three and four seats, on positions the rules deal and play (seeded random
 * moves): what the viewer sees of every seat, who is to act, the moves a click makes, and the round's and the
 * game's summaries against scoreRound's numbers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { Rng } from '../../src/framework/rng';
import type { BoardSummaries } from '../../src/plugin-api/board';
import { createAppI18n } from '../../src/renderer/i18n';
import { cardPoints } from '../../games/hana-awase/cards';
import { optionsSchema, type HanaAwaseOptions } from '../../games/hana-awase/options';
import { apply, legalMoves, matchesOf, setup, takenBy } from '../../games/hana-awase/rules';
import { scoreRound } from '../../games/hana-awase/scoring';
import { yakuOf } from '../../games/hana-awase/yaku';
import type { HanaAwaseMove, HanaAwaseState } from '../../games/hana-awase/state';
import { viewFor, type HanaAwaseView } from '../../games/hana-awase/view';
import Board from '../../games/hana-awase/ui/Board.vue';
import manifest from '../../games/hana-awase/ui/index';
import messages from '../../games/hana-awase/ui/i18n';
import { justEnded } from '../../games/hana-awase/ui/moment';

// Every position draws some forty cards as SVG: a board handed several positions takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

type Seats = 2 | 3 | 4;
const SEATS: readonly Seats[] = [2, 3, 4];
const options = (players: Seats, more: Partial<HanaAwaseOptions> = {}): HanaAwaseOptions => optionsSchema.parse({ players, ...more });

/**
 * The first position of a seeded random game (seeds from `seed` on) that `wanted` accepts, and the position
 * before it.
 */
function find(opts: HanaAwaseOptions, wanted: (s: HanaAwaseState) => boolean, seed = 1): { state: HanaAwaseState; before: HanaAwaseState | null } {
  for (let g = seed; g < seed + 100; g++) {
    const rng = Rng.fromSeed(g);
    let before: HanaAwaseState | null = null;
    for (let s = setup(opts, g); ; ) {
      if (wanted(s)) return { state: s, before };
      if (s.phase === 'game-over') break;
      const moves = legalMoves(s);
      before = s;
      s = apply(s, moves[rng.int(moves.length)] as HanaAwaseMove);
    }
  }
  throw new Error('no such position');
}

/** Some turns into the first round, seat 0 to play from hand, every seat holding captures. */
const midRound = (players: Seats): HanaAwaseState =>
  find(options(players), (s) => s.round === 1 && s.phase === 'play' && s.turn === 0 && s.captures.every((c) => c.length > 0) && s.hands[0]!.length > 1).state;

const NAMES = ['You', 'Computer (Easy)', 'Computer (Normal)', 'Computer (Hard)'];

let mounted: VueWrapper | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

interface Mount {
  viewer?: number;
  summaries?: BoardSummaries;
  lang?: 'en' | 'ja' | 'de';
  names?: string[];
  /** The view shown instead of the state's own (a position changed by hand). */
  view?: HanaAwaseView;
  hint?: { move: HanaAwaseMove; reason: string };
}

function i18n(lang: 'en' | 'ja' | 'de') {
  const plugin = createAppI18n(lang);
  // Mounted here as the shell mounts the manifest's messages, whether or not the registry lists the game yet.
  for (const l of ['en', 'ja', 'de'] as const) plugin.global.mergeLocaleMessage(l, { games: { 'hana-awase': messages[l] } });
  return plugin;
}

function props(state: HanaAwaseState, o: Mount = {}) {
  const viewer = o.viewer ?? 0;
  return {
    view: o.view ?? viewFor(state, viewer),
    viewer,
    legalMoves: state.phase !== 'game-over' && state.turn === viewer ? legalMoves(state) : [],
    names: o.names ?? NAMES.slice(0, state.players),
    thinking: false,
    animationMs: 0,
    showLabels: false,
    hint: o.hint ?? null,
    twoPlayer: false,
    summaries: o.summaries ?? 'play',
  };
}

function mountAt(state: HanaAwaseState, o: Mount = {}): VueWrapper {
  mounted = mount(Board, { props: props(state, o), global: { plugins: [i18n(o.lang ?? 'en')] }, attachTo: document.body });
  return mounted;
}

const cardsIn = (w: VueWrapper, selector: string): string[] =>
  w.get(selector).findAll('.hanafuda-card[data-card]').map((e) => e.attributes('data-card')!).filter((c, i, all) => c !== 'back' && all.indexOf(c) === i);
const moves = (w: VueWrapper): HanaAwaseMove[] => (w.emitted('move') ?? []).map((e) => e[0] as HanaAwaseMove);

describe.each(SEATS)('the table at %i seats', (players) => {
  const state = midRound(players);

  it('shows the viewer’s hand face up and every other hand as a count of backs', () => {
    const w = mountAt(state);
    expect(w.get('[data-testid="hand"]').findAll('button').map((b) => b.attributes('data-card'))).toEqual(viewFor(state, 0).hand);
    for (let seat = 1; seat < players; seat++) {
      expect(w.get(`[data-testid="hand-count-${seat}"]`).text()).toBe(`×${state.hands[seat]!.length}`);
      // No card of another hand is drawn face up anywhere on the table (the yaku progress names missing cards, not where they are).
      const table = w.findAll('[data-card]').filter((e) => !e.element.closest('[data-testid="yaku-progress"]'));
      for (const card of state.hands[seat]!) expect(table.some((e) => e.attributes('data-card') === card), card).toBe(false);
    }
    expect(w.find('[data-testid="hand-count-0"]').exists()).toBe(false);
  });

  it('lays out the field and the draw pile with its count', () => {
    const w = mountAt(state);
    expect(cardsIn(w, '[data-testid="field"]')).toEqual(state.field);
    expect(w.get('[data-testid="pile-count"]').text()).toBe(String(state.drawPile.length));
  });

  it('gives every seat a tray with its captures by kind, its card points and its running total, the viewer’s last', () => {
    const w = mountAt(state);
    const order = w.get('[data-testid="trays"]').findAll('[data-seat]').map((t) => Number(t.attributes('data-seat')));
    expect(order).toEqual([...Array.from({ length: players - 1 }, (_, k) => k + 1), 0]);
    for (let seat = 0; seat < players; seat++) {
      expect(cardsIn(w, `[data-testid="captures-${seat}"]`).sort()).toEqual([...state.captures[seat]!].sort());
      expect(w.get(`[data-testid="card-points-${seat}"]`).text()).toBe(`${cardPoints(state.captures[seat]!, state.options)} pts`);
      expect(w.get(`[data-testid="total-${seat}"]`).text()).toBe('0');
    }
  });

  it('marks the seat to act and the dealer', () => {
    const w = mountAt(state, { viewer: 1 });
    expect(w.findAll('[data-testid="to-act"]')).toHaveLength(1);
    expect(w.get(`[data-testid="tray-${state.turn}"]`).find('[data-testid="to-act"]').exists()).toBe(true);
    expect(w.get(`[data-testid="tray-${state.dealer}"]`).find('[data-testid="dealer"]').exists()).toBe(true);
    expect(w.get('[data-testid="prompt"]').text()).toBe(`${NAMES[state.turn]} to play`);
  });

  it('plays a hand card the rules let take one field card, or none, with one click', async () => {
    const w = mountAt(state);
    const card = state.hands[0]!.find((c) => matchesOf(state.field, c).length !== 2)!;
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('click');
    expect(moves(w)).toEqual([{ type: 'play', card }]);
  });

  it('lights the field cards a hand card takes while it is pointed at', async () => {
    const w = mountAt(state);
    for (const card of state.hands[0]!) {
      await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('mouseenter');
      const lit = w.get('[data-testid="field"]').findAll('.card.lit').map((e) => e.attributes('data-card'));
      const expected = matchesOf(state.field, card).length === 2 ? matchesOf(state.field, card) : takenBy(state.field, card);
      expect(lit, card).toEqual(expected);
    }
  });
});

describe('choosing between two field cards', () => {
  it('a hand card matching two waits for the field card, then plays with it as the match', async () => {
    const { state } = find(options(3), (s) => s.phase === 'play' && s.turn === 0 && s.hands[0]!.some((c) => matchesOf(s.field, c).length === 2));
    const card = state.hands[0]!.find((c) => matchesOf(state.field, c).length === 2)!;
    const [, second] = matchesOf(state.field, card) as [string, string];
    const w = mountAt(state);
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('click');
    expect(moves(w)).toEqual([]);
    expect(w.get('[data-testid="prompt"]').text()).toContain('Two field cards match');
    expect(w.get('[data-testid="field"]').findAll('button.pick').map((b) => b.attributes('data-card'))).toEqual(matchesOf(state.field, card));
    await w.get(`[data-testid="field"] button[data-card="${second}"]`).trigger('click');
    expect(moves(w)).toEqual([{ type: 'play', card, match: second }]);
  });

  it('Escape steps back from the choice to the hand', async () => {
    const { state } = find(options(2), (s) => s.phase === 'play' && s.turn === 0 && s.hands[0]!.some((c) => matchesOf(s.field, c).length === 2));
    const card = state.hands[0]!.find((c) => matchesOf(state.field, c).length === 2)!;
    const w = mountAt(state);
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('click');
    await w.get('[data-testid="field"]').trigger('keydown', { key: 'Escape' });
    expect(w.get('[data-testid="field"]').find('button.pick').exists()).toBe(false);
    expect(w.get('[data-testid="prompt"]').text()).toBe('Your turn — play a card from your hand');
    expect(moves(w)).toEqual([]);
  });

  it('the card turned from the pile matching two: the field card clicked is taken', async () => {
    const { state } = find(options(4), (s) => s.phase === 'draw-choice' && s.turn === 0);
    const w = mountAt(state);
    expect(w.get('[data-testid="drawn-card"]').attributes('data-card')).toBe(state.drawn);
    const picks = w.get('[data-testid="field"]').findAll('button.pick');
    expect(picks.map((b) => b.attributes('data-card'))).toEqual(matchesOf(state.field, state.drawn!));
    expect(w.get('[data-testid="hand"]').findAll('button:not([disabled])')).toHaveLength(0);
    await picks[1]!.trigger('click');
    expect(moves(w)).toEqual([{ type: 'take', match: matchesOf(state.field, state.drawn!)[1] }]);
  });

  it('another seat choosing: the turned card and its two field cards are shown, nothing to press', () => {
    const { state } = find(options(3), (s) => s.phase === 'draw-choice' && s.turn === 2);
    const w = mountAt(state);
    expect(w.get('[data-testid="drawn-card"]').attributes('data-card')).toBe(state.drawn);
    expect(w.get('[data-testid="field"]').find('button.pick').exists()).toBe(false);
    expect(w.get('[data-testid="field"]').findAll('.card.lit').map((e) => e.attributes('data-card'))).toEqual(matchesOf(state.field, state.drawn!));
    expect(w.get('[data-testid="prompt"]').text()).toBe('Computer (Normal) chooses which field card the turned card takes');
  });
});

describe('the two-player run-out', () => {
  const { state } = find(options(2), (s) => s.phase === 'draw' && s.turn === 0);

  it('turns the pile’s top card with a click on the pile', async () => {
    const w = mountAt(state);
    await w.get('button[data-testid="draw-pile"]').trigger('click');
    expect(moves(w)).toEqual([{ type: 'draw' }]);
  });

  it('or with the button where the hand was', async () => {
    const w = mountAt(state);
    expect(w.get('[data-testid="prompt"]').text()).toBe('Your hand is empty — turn over the top card of the draw pile');
    await w.get('[data-testid="draw-button"]').trigger('click');
    expect(moves(w)).toEqual([{ type: 'draw' }]);
  });

  it('the pile is no button while the other seat turns its card', () => {
    const other = find(options(2), (s) => s.phase === 'draw' && s.turn === 1).state;
    const w = mountAt(other);
    expect(w.find('button[data-testid="draw-pile"]').exists()).toBe(false);
    expect(w.find('[data-testid="draw-button"]').exists()).toBe(false);
  });
});

describe('keyboard play', () => {
  it('arrow keys, Home and End move along the hand', async () => {
    const state = midRound(3);
    const w = mountAt(state);
    const hand = w.get('[data-testid="hand"]');
    const buttons = hand.findAll('button');
    (buttons[0]!.element as HTMLButtonElement).focus();
    await hand.trigger('keydown', { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]!.element);
    await hand.trigger('keydown', { key: 'End' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]!.element);
  });
});

describe('the hint', () => {
  it('marks the hand card and the field card it takes', () => {
    const { state } = find(options(3), (s) => s.phase === 'play' && s.turn === 0 && s.hands[0]!.some((c) => matchesOf(s.field, c).length === 2));
    const card = state.hands[0]!.find((c) => matchesOf(state.field, c).length === 2)!;
    const match = matchesOf(state.field, card)[0]!;
    const w = mountAt(state, { hint: { move: { type: 'play', card, match }, reason: '' } });
    expect(w.get('[data-testid="hand"]').findAll('.card.hinted').map((e) => e.attributes('data-card'))).toEqual([card]);
    expect(w.get('[data-testid="field"]').findAll('.card.hinted').map((e) => e.attributes('data-card'))).toEqual([match]);
  });

  it('marks the pile in the run-out', () => {
    const { state } = find(options(2), (s) => s.phase === 'draw' && s.turn === 0);
    const w = mountAt(state, { hint: { move: { type: 'draw' }, reason: '' } });
    expect(w.get('[data-testid="draw-pile"]').classes()).toContain('hinted');
  });
});

describe('yaku on the table', () => {
  const { state } = find(options(3), (s) => s.phase === 'play' && s.captures.some((c) => yakuOf(c, s.options).length > 0));

  it('every tray names the yaku its captures hold, with their points', () => {
    const w = mountAt(state);
    for (let seat = 0; seat < 3; seat++) {
      const chips = w.get(`[data-testid="tray-${seat}"]`).findAll('.chip');
      expect(chips.map((c) => c.attributes('data-yaku'))).toEqual(yakuOf(state.captures[seat]!, state.options).map((y) => y.id));
    }
  });

  it('the yaku progress lists every seat with what its captures form', () => {
    const w = mountAt(state);
    const panel = w.get('[data-testid="yaku-progress"]');
    expect(panel.findAll('.yp-side').map((e) => Number(e.attributes('data-seat')))).toEqual([1, 2, 0]);
    for (let seat = 0; seat < 3; seat++) {
      const formed = panel.get(`.yp-side[data-seat="${seat}"]`).findAll('.yp-chip').map((c) => c.attributes('data-yaku'));
      expect(formed).toEqual(yakuOf(state.captures[seat]!, state.options).map((y) => y.id));
    }
  });
});

describe('the viewer is spoken to', () => {
  it('in German the last turn says what you did in your own words', () => {
    const { state } = find(options(3), (s) => s.phase === 'play' && s.turn === 1 && s.lastTurn?.seat === 0 && s.lastTurn.round === s.round && s.lastTurn.played !== null);
    const w = mountAt(state, { lang: 'de', names: ['Du', 'Computer (Leicht)', 'Computer (Normal)'] });
    expect(w.get('[data-testid="last-turn"]').text()).toContain('Du spieltest');
    expect(w.get('[data-testid="last-turn"]').text()).toContain('decktest auf');
  });

  it('a replay on the viewer’s own turn says it is their turn, with nothing to press', () => {
    const state = midRound(3);
    mounted = mount(Board, { props: { ...props(state), legalMoves: [], summaries: 'moment' }, global: { plugins: [i18n('en')] }, attachTo: document.body });
    expect(mounted.get('[data-testid="prompt"]').text()).toBe('Your turn');
  });

  it('people sharing the screen are each named, never “you”', () => {
    const { state } = roundEnd(3, {}, (s) => s.results[0]!.score.nextDealer === 0);
    mounted = mount(Board, {
      props: { ...props(state, { names: ['Player 1', 'Player 2', 'Player 3'] }), twoPlayer: true },
      global: { plugins: [i18n('en')] },
      attachTo: document.body,
    });
    expect(mounted.get('[data-testid="next-dealer"]').text()).toBe('Player 1 deals the next round.');
  });
});

describe('the names of the seats', () => {
  it('two computers of the same level are told apart by their seats', () => {
    const state = midRound(3);
    const w = mountAt(state, { names: ['You', 'Computer (Easy)', 'Computer (Easy)'] });
    expect(w.get('[data-testid="tray-1"] .name').text()).toBe('Computer (Easy) · seat\u00a02');
    expect(w.get('[data-testid="tray-2"] .name').text()).toBe('Computer (Easy) · seat\u00a03');
    expect(w.get('[data-testid="tray-0"] .name').text()).toBe('You');
  });
});

/** The position right after the move that ended round `round`. */
const roundEnd = (players: Seats, more: Partial<HanaAwaseOptions> = {}, wanted: (s: HanaAwaseState) => boolean = () => true) =>
  find(options(players, more), (s) => s.results.length > 0 && s.lastTurn !== null && s.lastTurn.round !== s.round && wanted(s));

const cell = (w: VueWrapper, row: string, seat: number): string => w.get(`[data-testid="round-summary"] tr[data-row="${row}"] td[data-seat="${seat}"]`).text();
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

describe.each(SEATS)('the round summary at %i seats', (players) => {
  const { state } = roundEnd(players);
  const result = state.results[0]!;

  it('opens when the round ends and gives every seat’s card points, yaku and score as scoreRound does', () => {
    const score = scoreRound(result.captured, result.dealer, state.options);
    const w = mountAt(state);
    expect(w.get('[data-testid="round-summary"]').attributes('data-round')).toBe('1');
    for (let seat = 0; seat < players; seat++) {
      const s = score.seats[seat]!;
      expect(cell(w, 'card-points', seat)).toBe(String(s.cardPoints));
      expect(cell(w, 'vs-par', seat)).toBe(signed(s.vsPar));
      expect(cell(w, 'yaku-won', seat)).toBe(signed(s.yakuWon));
      expect(cell(w, 'yaku-paid', seat)).toBe(signed(-s.yakuPaid));
      expect(cell(w, 'score', seat)).toBe(signed(s.score));
      expect(cell(w, 'total', seat)).toBe(signed(state.totals[seat]!));
      expect(w.get(`[data-testid="round-summary"] tr[data-row="yaku"] td[data-seat="${seat}"]`).findAll('[data-yaku]').map((e) => e.attributes('data-yaku'))).toEqual(
        s.yaku.map((y) => y.id),
      );
    }
    expect(w.get('[data-testid="next-dealer"]').text()).toBe(score.nextDealer === 0 ? 'You deal the next round.' : `${NAMES[score.nextDealer]} deals the next round.`);
  });

  it('closes with Next round and tells the table it may go on', async () => {
    const w = mountAt(state);
    await w.get('[data-testid="next-round"]').trigger('click');
    expect(w.emitted('round-closed')).toHaveLength(1);
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
  });
});

describe('the round summary under other rules', () => {
  it('added up: card points plus yaku, with no parts against par', () => {
    const { state } = roundEnd(3, { scoring: 'additive' });
    const score = scoreRound(state.results[0]!.captured, state.results[0]!.dealer, state.options);
    const w = mountAt(state);
    const rows = w.findAll('[data-testid="round-summary"] tbody th[scope="row"]').map((th) => th.text());
    expect(new Set(rows).size).toBe(rows.length);
    expect(w.get('tr[data-row="yaku-total"] th').text()).toBe('Yaku points');
    expect(w.find('tr[data-row="vs-par"]').exists()).toBe(false);
    for (let seat = 0; seat < 3; seat++) {
      expect(cell(w, 'yaku-total', seat)).toBe(signed(score.seats[seat]!.yakuTotal));
      expect(cell(w, 'score', seat)).toBe(signed(score.seats[seat]!.cardPoints + score.seats[seat]!.yakuTotal));
    }
  });

  it('compensation at three seats: its row gives each seat’s net payment', () => {
    const { state } = roundEnd(3, { compensation: true }, (s) => s.results[0]!.score.seats.some((x) => x.compensation !== 0));
    const w = mountAt(state);
    for (let seat = 0; seat < 3; seat++) expect(cell(w, 'compensation', seat)).toBe(signed(state.results[0]!.score.seats[seat]!.compensation));
  });

  it('a void round says who had too few card points, scores nothing and keeps its dealer', () => {
    const { state } = roundEnd(4, { lowScoreVoid: true }, (s) => s.results[s.results.length - 1]!.score.void);
    const result = state.results[state.results.length - 1]!;
    const low = result.score.seats.flatMap((s, seat) => (s.cardPoints <= 20 ? [seat] : []));
    const w = mountAt(state);
    const who = low.length === 1 && low[0] === 0 ? 'you' : low.map((seat) => NAMES[seat]).join(', ');
    expect(w.get('[data-testid="void"]').text()).toContain(`${who} captured 20 card points or fewer`);
    for (let seat = 0; seat < 4; seat++) expect(cell(w, 'score', seat)).toBe('0');
    expect(w.get('[data-testid="next-dealer"]').text()).toBe(
      result.dealer === 0 ? 'The round does not count: you deal again.' : `The round does not count: ${NAMES[result.dealer]} deals again.`,
    );
  });
});

describe('when a summary covers the table', () => {
  const { state, before } = roundEnd(3);

  it('a round has just ended on the position right after the move that ended it, and on no other', () => {
    expect(justEnded(viewFor(state, 0))?.round).toBe(1);
    expect(justEnded(viewFor(before!, 0))).toBeNull();
    const next = apply(state, legalMoves(state)[0]!);
    expect(justEnded(viewFor(next, 0))).toBeNull();
  });

  it('in a replay (moment): a still summary with nothing to press', () => {
    const w = mountAt(state, { summaries: 'moment' });
    const sheet = w.get('[data-testid="round-summary"]');
    expect(sheet.find('button').exists()).toBe(false);
    expect(sheet.attributes('role')).toBe('group');
  });

  it('in a review (never): the position uncovered', () => {
    const w = mountAt(state, { summaries: 'never' });
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
  });
});

describe('the game summary', () => {
  const { state } = find(options(3, { rounds: 3 }), (s) => s.phase === 'game-over');

  it('follows the last round’s summary: every round, the totals and the places', async () => {
    const w = mountAt(state);
    expect(w.get('[data-testid="next-round"]').text()).toBe('See the result');
    await w.get('[data-testid="next-round"]').trigger('click');
    const end = w.get('[data-testid="game-summary"]');
    expect(end.findAll('tbody tr')).toHaveLength(3);
    const places = state.totals.map((t) => 1 + state.totals.filter((u) => u > t).length);
    for (let seat = 0; seat < 3; seat++) {
      expect(end.get(`[data-testid="game-total-${seat}"]`).text()).toBe(signed(state.totals[seat]!));
      expect(end.get(`[data-testid="game-place-${seat}"]`).text()).toBe(['1st', '2nd', '3rd'][places[seat]! - 1]);
    }
  });

  it('seats with equal totals share their place', () => {
    const view = { ...viewFor(state, 0), totals: [40, 40, -80] };
    const w = mountAt(state, { view, summaries: 'moment' });
    const end = w.get('[data-testid="game-summary"]');
    expect(end.get('[data-testid="game-winner"]').text()).toBe('You, Computer (Easy) share first place with +40');
    expect([0, 1, 2].map((s) => end.get(`[data-testid="game-place-${s}"]`).text())).toEqual(['1st (shared)', '1st (shared)', '3rd']);
  });
});

describe('the manifest', () => {
  it('gives the Continue card every seat’s running total and the round', () => {
    const { state } = roundEnd(4);
    expect(manifest.summary?.(viewFor(state, 2))).toEqual({ score: state.totals, round: 2 });
  });

  it('has every message in Japanese and German too', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(messages.ja).sort()).toEqual(keys(messages.en).sort());
    expect(keys(messages.de).sort()).toEqual(keys(messages.en).sort());
  });
});
