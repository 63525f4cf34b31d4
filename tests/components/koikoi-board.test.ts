import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import type { PlayerId } from '../../src/framework/game';
import type { BoardSummaries } from '../../src/plugin-api/board';
import { Rng } from '../../src/framework/rng';
import { createAppI18n } from '../../src/renderer/i18n';
import Board from '../../games/koikoi/ui/Board.vue';
import { justEnded } from '../../games/koikoi/ui/moment';
import { optionsSchema } from '../../games/koikoi/options';
import { apply, legalMoves, matchesOf, setup } from '../../games/koikoi/rules';
import type { KoiKoiMove, KoiKoiState } from '../../games/koikoi/state';
import { viewFor, type KoiKoiView } from '../../games/koikoi/view';

/** A whole game of seeded random moves, every position from the deal to the end. */
function playedGame(seed: number): KoiKoiState[] {
  const rng = Rng.fromSeed(seed);
  const states = [setup(optionsSchema.parse({}), seed)];
  for (let s = states[0]!; s.phase !== 'game-over'; states.push(s)) {
    const moves = legalMoves(s);
    s = apply(s, moves[rng.int(moves.length)] as KoiKoiMove);
  }
  return states;
}

const GAME = playedGame(150);
/** Positions right after a move that ended a month, the game still going. */
const MONTH_ENDS = GAME.flatMap((s, i) => (i > 0 && s.month > GAME[i - 1]!.month ? [i] : []));
const LAST = GAME.length - 1;

// Every position draws some thirty cards as SVG: a board handed several positions takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let mounted: VueWrapper | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

interface Options {
  summaries?: BoardSummaries;
  viewer?: PlayerId;
  names?: [string, string];
  lang?: 'en' | 'ja' | 'de';
  twoPlayer?: boolean;
  moves?: boolean;
}

function props(view: KoiKoiView, state: KoiKoiState | null, o: Options = {}) {
  const viewer = o.viewer ?? 0;
  return {
    view,
    viewer,
    legalMoves: o.moves !== false && state && state.phase !== 'game-over' && state.turn === viewer ? legalMoves(state) : [],
    names: o.names ?? (['Player 1', 'Computer (Easy)'] as [string, string]),
    thinking: false,
    animationMs: 0,
    showLabels: false,
    hint: null,
    twoPlayer: o.twoPlayer ?? false,
    summaries: o.summaries ?? 'play',
  };
}

function mountAt(index: number, o: Options = {}): VueWrapper {
  const state = GAME[index]!;
  mounted = mount(Board, {
    props: props(viewFor(state, o.viewer ?? 0), state, o),
    global: { plugins: [createAppI18n(o.lang ?? 'en')] },
    attachTo: document.body,
  });
  return mounted;
}

async function showAt(w: VueWrapper, index: number, o: Options = {}): Promise<void> {
  const state = GAME[index]!;
  await w.setProps(props(viewFor(state, o.viewer ?? 0), state, o));
}

const summaryMonth = (w: VueWrapper): string | null => {
  const sheet = w.find('[data-testid="month-summary"]');
  return sheet.exists() ? (sheet.attributes('data-month') ?? '') : null;
};

describe('the game this file plays', () => {
  it('lasts twelve months and ends months in play, so every case below happens', () => {
    expect(GAME[LAST]!.results).toHaveLength(12);
    expect(MONTH_ENDS.length).toBeGreaterThanOrEqual(6);
  });
});

describe('a month has just ended, read from the view alone', () => {
  it('on the position right after the move that ended it, and on no other', () => {
    for (const i of MONTH_ENDS) {
      const view = viewFor(GAME[i]!, 0);
      expect(justEnded(view).map((r) => r.month), `position ${i}`).toEqual([GAME[i - 1]!.month]);
      expect(justEnded(viewFor(GAME[i + 1]!, 0)), `position ${i + 1}`).toEqual([]);
      expect(justEnded(viewFor(GAME[i - 1]!, 0)), `position ${i - 1}`).toEqual([]);
    }
  });

  it('at the game’s end: its last month', () => {
    expect(justEnded(viewFor(GAME[LAST]!, 1)).map((r) => r.month)).toEqual([12]);
  });

  it('every month a move ended: a stop, then a new deal that ended at once on the hands', () => {
    const view = viewFor(GAME[MONTH_ENDS[1]!]!, 0);
    const lastTurn = view.lastTurn!;
    const twice = { ...view, month: lastTurn.month + 2, results: [...view.results, { ...view.results[view.results.length - 1]!, month: lastTurn.month + 1 }] };
    expect(justEnded(twice).map((r) => r.month)).toEqual([lastTurn.month, lastTurn.month + 1]);
  });

  it('before anyone has played, when the deal itself ended a month', () => {
    const view = viewFor(GAME[0]!, 0);
    const dealt = { ...view, month: 2, lastTurn: null, results: [{ ...viewFor(GAME[LAST]!, 0).results[0]!, month: 1 }] };
    expect(justEnded(dealt).map((r) => r.month)).toEqual([1]);
  });
});

describe('the board in a review or practice (summaries: never)', () => {
  it('never covers the position with a month’s summary when it is handed decisions one after another', async () => {
    const w = mountAt(1, { summaries: 'never' });
    for (const i of [MONTH_ENDS[2]! + 5, MONTH_ENDS[3]!, MONTH_ENDS[4]! + 1]) {
      await showAt(w, i, { summaries: 'never' });
      expect(summaryMonth(w), `position ${i}`).toBeNull();
      expect(w.find('[data-testid="game-summary"]').exists(), `position ${i}`).toBe(false);
      expect(w.find('[data-testid="hand"]').isVisible()).toBe(true);
    }
  });

  it('shows a month’s first position uncovered even when it is the first one it is given', () => {
    const w = mountAt(MONTH_ENDS[2]!, { summaries: 'never' });
    expect(summaryMonth(w)).toBeNull();
  });
});

describe('the board in a replay (summaries: moment)', () => {
  it('shows a month’s summary on the position right after the move that ended it, and only there', async () => {
    const w = mountAt(0, { summaries: 'moment' });
    expect(summaryMonth(w)).toBeNull();
    for (const i of MONTH_ENDS.slice(1, 3)) {
      await showAt(w, i - 1, { summaries: 'moment' });
      expect(summaryMonth(w), `position ${i - 1}`).toBeNull();
      await showAt(w, i, { summaries: 'moment' });
      expect(summaryMonth(w), `position ${i}`).toBe(String(GAME[i - 1]!.month));
      await showAt(w, i + 1, { summaries: 'moment' });
      expect(summaryMonth(w), `position ${i + 1}`).toBeNull();
    }
  });

  it('shows the summary as a still picture: no button that would do nothing, no dialog holding the focus', async () => {
    const w = mountAt(1, { summaries: 'moment' });
    await showAt(w, MONTH_ENDS[1]!, { summaries: 'moment' });
    const sheet = w.get('[data-testid="month-summary"]');
    expect(sheet.find('button').exists()).toBe(false);
    expect(sheet.attributes('role')).not.toBe('dialog');
    expect(sheet.attributes('aria-modal')).toBeUndefined();
  });

  it('jumping back and forth shows each month’s own summary (the slider goes anywhere)', async () => {
    const w = mountAt(LAST, { summaries: 'moment' });
    for (const i of [MONTH_ENDS[5]!, MONTH_ENDS[1]! + 7, MONTH_ENDS[1]!]) {
      await showAt(w, i, { summaries: 'moment' });
      expect(summaryMonth(w), `position ${i}`).toBe(i === MONTH_ENDS[1]! + 7 ? null : String(GAME[i - 1]!.month));
    }
  });

  it('shows the game’s end on the last position, without New game or Back', async () => {
    const w = mountAt(MONTH_ENDS[0]!, { summaries: 'moment' });
    await showAt(w, LAST, { summaries: 'moment' });
    expect(summaryMonth(w)).toBeNull();
    const end = w.get('[data-testid="game-summary"]');
    expect(end.findAll('tbody tr')).toHaveLength(12);
    expect(end.find('button').exists()).toBe(false);
  });
});

describe('the board at the table (summaries: play)', () => {
  it('opens a month’s summary when the month ends and closes it with Next month', async () => {
    const end = MONTH_ENDS[1]!;
    const w = mountAt(end - 1);
    expect(summaryMonth(w)).toBeNull();
    await showAt(w, end);
    expect(summaryMonth(w)).toBe(String(GAME[end - 1]!.month));
    await w.get('[data-testid="next-month"]').trigger('click');
    expect(w.emitted('round-closed')).toHaveLength(1);
    expect(summaryMonth(w)).toBeNull();
    await showAt(w, end + 1);
    expect(summaryMonth(w)).toBeNull();
  });

  it('shows the summary of a month that has just ended when the game is resumed there', () => {
    const w = mountAt(MONTH_ENDS[2]!);
    expect(summaryMonth(w)).toBe(String(GAME[MONTH_ENDS[2]! - 1]!.month));
    expect(w.get('[data-testid="next-month"]').text()).toBe('Next month');
  });

  it('never shows an old month’s summary when handed a later position (a resumed game in mid-month)', async () => {
    const w = mountAt(MONTH_ENDS[0]! - 2);
    await showAt(w, MONTH_ENDS[3]! + 4);
    expect(summaryMonth(w)).toBeNull();
  });

  it('after taking moves back past a month’s end, shows that month’s summary again when it ends again', async () => {
    const end = MONTH_ENDS[2]!;
    const w = mountAt(end);
    await w.get('[data-testid="next-month"]').trigger('click');
    await showAt(w, end + 2);
    await showAt(w, end - 3);
    expect(summaryMonth(w)).toBeNull();
    await showAt(w, end);
    expect(summaryMonth(w)).toBe(String(GAME[end - 1]!.month));
  });

  it('at the game’s end shows the last month, then See the result, then the game’s end with its buttons', async () => {
    const w = mountAt(LAST - 1);
    await showAt(w, LAST);
    expect(summaryMonth(w)).toBe('12');
    const next = w.get('[data-testid="next-month"]');
    expect(next.text()).toBe('See the result');
    await next.trigger('click');
    expect(summaryMonth(w)).toBeNull();
    expect(w.get('[data-testid="game-summary"]').find('[data-testid="new-game"]').exists()).toBe(true);
  });
});

describe('names and counts on the board', () => {
  const opponentTurn = GAME.findIndex((s) => s.phase === 'play' && s.turn === 1 && s.month === 2);
  const myTurn = GAME.findIndex((s) => s.phase === 'play' && s.turn === 0 && s.month === 2 && s.lastTurn?.month === 2);

  it('names each seat by the name it is given, in its tray', () => {
    const w = mountAt(opponentTurn, { names: ['You', 'Computer (Easy)'] });
    expect(w.get('.tray[data-player="1"] .who').text()).toMatch(/^Computer \(Easy\)/);
    expect(w.get('.tray[data-player="0"] .who').text()).toMatch(/^You\b/);
    expect(w.get('[data-testid="prompt"]').text()).toBe('Computer (Easy) to play');
    expect(w.get('[data-testid="opponent-captures"]').attributes('aria-label')).toBe('Captured by Computer (Easy)');
  });

  it('reads well when the seat to play is “You” (no “You’s turn”)', () => {
    const w = mountAt(myTurn, { names: ['You', 'Computer (Easy)'], moves: false });
    expect(w.get('[data-testid="prompt"]').text()).toBe('You to play');
  });

  it('speaks of “Du” in German without a third-person verb', () => {
    const w = mountAt(myTurn, { names: ['Du', 'Computer (Leicht)'], moves: false, lang: 'de' });
    expect(w.get('[data-testid="prompt"]').text()).toBe('Am Zug: Du');
    const mine = GAME.findIndex((s, i) => i > myTurn && s.lastTurn?.player === 0 && s.lastTurn.month === s.month);
    const after = mountAt(mine, { names: ['Du', 'Computer (Leicht)'], lang: 'de' });
    const news = after.get('[data-testid="last-turn"]').text();
    expect(news).toContain('Du:');
    expect(news).not.toMatch(/Du (spielte|zog|deckte)/);
  });

  it('counts one card as one card (en, de) and as 枚 (ja)', () => {
    const state = GAME[opponentTurn]!;
    const view = { ...viewFor(state, 0), handCounts: [1, 1] as [number, number], drawPileCount: 1 };
    const cases = { en: ['Hand of Computer (Easy): 1 card', 'Draw pile, 1 card'], de: ['Hand von Computer (Easy): 1 Karte', 'Nachziehstapel, 1 Karte'], ja: ['Computer (Easy)の手札 1枚', '山札 1枚'] };
    for (const [lang, [hand, pile]] of Object.entries(cases) as ['en' | 'ja' | 'de', [string, string]][]) {
      mounted = mount(Board, { props: props(view, null, { names: ['You', 'Computer (Easy)'] }), global: { plugins: [createAppI18n(lang)] } });
      expect(mounted.get('[data-testid="opponent-hand"]').attributes('aria-label')).toBe(hand);
      expect(mounted.get('[data-testid="draw-pile"]').attributes('aria-label')).toBe(pile);
      mounted.unmount();
    }
    mounted = mount(Board, { props: props({ ...view, handCounts: [1, 5], drawPileCount: 0 }, null, { names: ['You', 'Computer (Easy)'] }), global: { plugins: [createAppI18n('en')] } });
    expect(mounted.get('[data-testid="opponent-hand"]').attributes('aria-label')).toBe('Hand of Computer (Easy): 5 cards');
    expect(mounted.get('[data-testid="draw-pile"]').attributes('aria-label')).toBe('Draw pile, empty');
  });

  it('says “wins 1 point” for a month won with one point, in each language', async () => {
    const end = MONTH_ENDS[0]!;
    const state = GAME[end]!;
    const view = viewFor(state, 0);
    const one = view.results.map((r, i) => (i === view.results.length - 1 ? { ...r, winner: 1 as const, points: 1 } : r));
    for (const [lang, text] of [
      ['en', 'Computer (Easy) wins 1 point'],
      ['de', 'Computer (Easy) gewinnt 1 Punkt'],
      ['ja', 'Computer (Easy)が1点獲得'],
    ] as const) {
      mounted = mount(Board, { props: props({ ...view, results: one }, state, { names: ['You', 'Computer (Easy)'] }), global: { plugins: [createAppI18n(lang)] } });
      expect(mounted.get('[data-testid="month-winner"]').text()).toBe(text);
      mounted.unmount();
    }
    mounted = null;
  });
});

describe('choosing at the table', () => {
  /** The person to play a hand card, a card in hand matching two field cards, another matching none. */
  const twoMatch = GAME.findIndex(
    (s) => s.phase === 'play' && s.turn === 0 && s.hands[0].some((c) => matchesOf(s.field, c).length === 2) && s.hands[0].some((c) => matchesOf(s.field, c).length === 0),
  );
  const view = viewFor(GAME[twoMatch]!, 0);
  const card = view.hand.find((c) => matchesOf(view.field, c).length === 2)!;
  const lone = view.hand.find((c) => matchesOf(view.field, c).length === 0)!;
  /** The person to take a field card for the drawn card, which matches two. */
  const drawChoice = GAME.findIndex((s) => s.phase === 'draw-choice' && s.turn === 0);
  const choosing = viewFor(GAME[drawChoice]!, 0);
  const drawn = choosing.pending?.kind === 'draw-choice' ? choosing.pending.card : '';
  const moves = (w: VueWrapper): unknown[] => (w.emitted('move') ?? []).map(([m]) => m);
  const field = (w: VueWrapper, selector: string): string[] => w.get('[data-testid="field"]').findAll(selector).map((e) => e.attributes('data-card') ?? '');
  /** The board as the person finds it: the focus it put on the hand taken away again. */
  async function settled(index: number): Promise<VueWrapper> {
    const w = mountAt(index);
    await flushPromises();
    (document.activeElement as HTMLElement | null)?.blur();
    await flushPromises();
    return w;
  }

  it('every hand card may be played and says what it would take', async () => {
    const w = await settled(twoMatch);
    const hand = w.get('[data-testid="hand"]').findAll('button');
    expect(hand.map((b) => b.attributes('data-card'))).toEqual(view.hand);
    expect(hand.every((b) => b.attributes('disabled') === undefined)).toBe(true);
    expect(w.get(`[data-testid="hand"] button[data-card="${lone}"]`).attributes('aria-label')).toMatch(/ — stays on the field$/);
    expect(w.get(`[data-testid="hand"] button[data-card="${card}"]`).attributes('aria-label')).toMatch(/ — choose one of two matching field cards$/);
    expect(w.get(`[data-testid="hand"] button[data-card="${card}"]`).classes()).toContain('matches');
    expect(w.get(`[data-testid="hand"] button[data-card="${lone}"]`).classes()).not.toContain('matches');
  });

  it('a hand card pointed at lights the field cards of its month and dims the others; one matching none dims them all', async () => {
    const w = await settled(twoMatch);
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('mouseenter');
    expect(field(w, '.card.lit')).toEqual(matchesOf(view.field, card));
    expect(field(w, '.card.dim')).toEqual(view.field.filter((c) => !matchesOf(view.field, card).includes(c)));
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('mouseleave');
    expect(field(w, '.card.lit')).toEqual([]);
    expect(field(w, '.card.dim')).toEqual([]);
    await w.get(`[data-testid="hand"] button[data-card="${lone}"]`).trigger('mouseenter');
    expect(field(w, '.card.dim')).toEqual(view.field);
  });

  it('a hand card matching two waits for the field card, then plays with it as the match', async () => {
    const w = await settled(twoMatch);
    const [, second] = matchesOf(view.field, card) as [string, string];
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('click');
    expect(moves(w)).toEqual([]);
    expect(w.get('[data-testid="prompt"]').text()).toBe('Two field cards match — choose one to take (Escape to go back)');
    expect(field(w, 'button.pick')).toEqual(matchesOf(view.field, card));
    expect(w.get('[data-testid="hand"]').findAll('button:not([disabled])').map((b) => b.attributes('data-card'))).toEqual([card]);
    await w.get(`[data-testid="field"] button[data-card="${second}"]`).trigger('click');
    expect(moves(w)).toEqual([{ type: 'play', card, match: second }]);
  });

  it('Escape steps back from the choice to the hand; a card matching none is played at once', async () => {
    const w = await settled(twoMatch);
    await w.get(`[data-testid="hand"] button[data-card="${card}"]`).trigger('click');
    await w.get('[data-testid="field"]').trigger('keydown', { key: 'Escape' });
    expect(field(w, 'button.pick')).toEqual([]);
    expect(w.get('[data-testid="prompt"]').text()).toBe('Your turn — play a card from your hand');
    await w.get(`[data-testid="hand"] button[data-card="${lone}"]`).trigger('click');
    expect(moves(w)).toEqual([{ type: 'play', card: lone }]);
  });

  it('the drawn card matching two: it is shown, its two field cards lit, and the one clicked is taken', async () => {
    const w = await settled(drawChoice);
    expect(w.get('[data-testid="drawn-card"]').attributes('data-card')).toBe(drawn);
    expect(w.get('[data-testid="drawn-card"]').classes()).not.toContain('passing');
    expect(field(w, 'button.pick')).toEqual(matchesOf(choosing.field, drawn));
    expect(field(w, 'button.lit')).toEqual(matchesOf(choosing.field, drawn));
    expect(w.get('[data-testid="prompt"]').text()).toBe('The drawn card matches two field cards — choose one to take');
    await w.get(`[data-testid="field"] button[data-card="${matchesOf(choosing.field, drawn)[1]}"]`).trigger('click');
    expect(moves(w)).toEqual([{ type: 'take', match: matchesOf(choosing.field, drawn)[1] }]);
  });

  it('the hint marks the hand card to play, and a field card only when it is the one to take', async () => {
    const w = await settled(twoMatch);
    await w.setProps({ hint: { move: { type: 'play', card, match: matchesOf(view.field, card)[0] }, reason: '' } });
    expect(w.get('[data-testid="hand"]').findAll('.card.hinted').map((e) => e.attributes('data-card'))).toEqual([card]);
    expect(field(w, '.card.hinted')).toEqual([]);
    w.unmount();
    const take = matchesOf(choosing.field, drawn)[0]!;
    const t = await settled(drawChoice);
    await t.setProps({ hint: { move: { type: 'take', match: take }, reason: '' } });
    expect(field(t, '.card.hinted')).toEqual([take]);
  });
});
