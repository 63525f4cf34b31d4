/**
 * How the Hanamikoji board speaks of the seats and counts things: the viewer in sentences of their own ("Your
 * turn", "Du hast …"), every other seat by the name the table gives it, and "one card" for one card — in
 * English, Japanese and German.
 */
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import type { PlayerId } from '../../src/framework/game';
import type { BoardSummaries } from '../../src/plugin-api/board';
import { createAppI18n } from '../../src/renderer/i18n';
import Board from '../../games/hanamikoji/ui/Board.vue';
import { NO_ACTIONS_USED, type Geisha } from '../../games/hanamikoji/cards';
import { optionsSchema } from '../../games/hanamikoji/options';
import { apply, legalMoves, setup } from '../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../games/hanamikoji/state';
import { viewFor } from '../../games/hanamikoji/view';

const cards = (s: string) => s.split('') as Geisha[];
const NONE = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, G: 0 };

interface Seat {
  viewer?: PlayerId;
  lang?: 'en' | 'ja' | 'de';
  names?: [string, string];
  twoPlayer?: boolean;
  summaries?: BoardSummaries;
  /** The viewer's legal moves are offered (the table, their turn). */
  playing?: boolean;
}

function mountBoard(state: HanamikojiState, seat: Seat = {}) {
  const viewer = seat.viewer ?? 0;
  return mount(Board, {
    props: {
      view: viewFor(state, viewer),
      viewer,
      legalMoves: seat.playing ? legalMoves(state) : [],
      names: seat.names ?? (['You', 'Computer (Normal)'] as [string, string]),
      thinking: false,
      animationMs: 0,
      showLabels: false,
      hint: null,
      twoPlayer: seat.twoPlayer ?? false,
      summaries: seat.summaries ?? 'play',
    },
    global: { plugins: [createAppI18n(seat.lang ?? 'en')] },
    attachTo: document.body,
  });
}

/** A game played with each side's first legal move, up to the moment round 1 was scored. */
function round1Scored(seed: number, options: object = {}): HanamikojiState {
  let s = setup(optionsSchema.parse({ firstPlayer: 'me', ...options }), seed);
  while (s.round === 1 && !s.outcome) s = apply(s, legalMoves(s)[0]!);
  return s;
}
/** The same game to its end. */
function finished(seed: number): HanamikojiState {
  let s = setup(optionsSchema.parse({ firstPlayer: 'me' }), seed);
  while (!s.outcome) s = apply(s, legalMoves(s)[0]!);
  return s;
}
/** Late in a round: one card in each hand and one in the draw pile. */
const lastCards = (): HanamikojiState => ({
  ...setup(optionsSchema.parse({ firstPlayer: 'me' }), 3),
  hands: [cards('A'), cards('B')],
  deck: cards('C'),
  used: [{ ...NO_ACTIONS_USED, gift: true, competition: true, tradeoff: true }, { ...NO_ACTIONS_USED, gift: true, competition: true, tradeoff: true }],
  placed: [NONE, NONE],
});

describe('the prompt', () => {
  it('says “Your turn” under a round’s summary when the viewer starts the next round, never “You is playing…”', async () => {
    const s = round1Scored(5);
    expect(viewFor(s, 1).toAct).toBe(1);
    const w = mountBoard(s, { viewer: 1, names: ['Computer (Normal)', 'You'] });
    await nextTick();
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(true);
    expect(w.get('[data-testid="prompt"]').text()).toBe('Your turn');
    w.unmount();
  });

  it('names the computer while it plays', async () => {
    const s = round1Scored(5);
    const w = mountBoard(s, { viewer: 0 });
    expect(w.get('[data-testid="prompt"]').text()).toBe('Computer (Normal) is playing…');
    w.unmount();
  });

  it('names both players on a shared screen', () => {
    const s = round1Scored(5);
    const w = mountBoard(s, { viewer: 1, names: ['Player 1', 'Player 2'], twoPlayer: true, summaries: 'moment' });
    expect(w.get('[data-testid="prompt"]').text()).toBe('Player 2 is playing…');
    w.unmount();
  });

  it('speaks to the viewer in German and Japanese', () => {
    const s = round1Scored(5);
    const de = mountBoard(s, { viewer: 1, lang: 'de', names: ['Computer (Normal)', 'Du'], summaries: 'never' });
    expect(de.get('[data-testid="prompt"]').text()).toBe('Du bist dran');
    de.unmount();
    const ja = mountBoard(s, { viewer: 1, lang: 'ja', names: ['コンピューター（ふつう）', 'あなた'], summaries: 'never' });
    expect(ja.get('[data-testid="prompt"]').text()).toBe('あなたの番です');
    ja.unmount();
  });

  it('names the viewer’s own offer as theirs while the other player chooses from it', () => {
    const s = apply({ ...setup(optionsSchema.parse({ firstPlayer: 'me' }), 3), hands: [cards('ABCDEFG'), cards('BCDEFG')] }, { type: 'gift', cards: ['A', 'B', 'C'] });
    const w = mountBoard(s, { viewer: 0 });
    expect(w.get('[data-testid="prompt"]').text()).toBe('Waiting for Computer (Normal) to choose from your offer');
    expect(w.get('[data-testid="offer"]').attributes('aria-label')).toBe('Your offer');
    w.unmount();
  });
});

describe('counting cards', () => {
  it('says one card, in the hand, the opponent’s hand and the draw pile', () => {
    const w = mountBoard(lastCards());
    expect(w.get('[data-testid="hand"]').attributes('aria-label')).toBe('Your hand: one card');
    expect(w.get('[data-testid="opponent-hand"]').attributes('aria-label')).toBe('Computer (Normal)’s hand: one card');
    expect(w.get('[data-testid="deck"]').attributes('aria-label')).toBe('Draw pile: one card');
    w.unmount();
  });

  it('says one card in German, and Japanese counts without plurals', () => {
    const de = mountBoard(lastCards(), { lang: 'de', names: ['Du', 'Computer (Normal)'] });
    expect(de.get('[data-testid="hand"]').attributes('aria-label')).toBe('Deine Hand: eine Karte');
    expect(de.get('[data-testid="opponent-hand"]').attributes('aria-label')).toBe('Hand von Computer (Normal): eine Karte');
    expect(de.get('[data-testid="deck"]').attributes('aria-label')).toBe('Nachziehstapel: eine Karte');
    de.unmount();
    const ja = mountBoard(lastCards(), { lang: 'ja', names: ['あなた', 'コンピューター（ふつう）'] });
    expect(ja.get('[data-testid="hand"]').attributes('aria-label')).toBe('あなたの手札：1枚');
    expect(ja.get('[data-testid="deck"]').attributes('aria-label')).toBe('山札：1枚');
    ja.unmount();
  });

  it('counts a geisha’s items on each side: one item, none', () => {
    const s = { ...lastCards(), placed: [{ ...NONE, A: 1 }, { ...NONE, A: 3 }] as HanamikojiState['placed'] };
    const w = mountBoard(s);
    expect(w.get('[data-geisha="A"]').attributes('aria-label')).toBe(
      'Koharu (A), charm 2: you have one item, Computer (Normal) has 3 items; marker in the middle',
    );
    expect(w.get('[data-geisha="B"]').attributes('aria-label')).toContain('you have no items, Computer (Normal) has no items');
    w.unmount();
  });
});

describe('the round summary and the game’s end', () => {
  it('calls the viewer’s trade-off theirs and says who starts next', async () => {
    const s = round1Scored(5, { revealAtRoundEnd: true });
    const w = mountBoard(s, { viewer: 1, names: ['Computer (Normal)', 'You'] });
    await nextTick();
    const summary = w.get('[data-testid="round-summary"]');
    expect(summary.get('[data-testid="revealed"]').text()).toContain('Your trade-off');
    expect(summary.get('[data-testid="revealed"]').text()).toContain('Computer (Normal)’s trade-off');
    expect(summary.get('.end-reason').text()).toBe('Next: round 2 — you start');
    w.unmount();
    const other = mountBoard(s, { viewer: 0 });
    await nextTick();
    expect(other.get('[data-testid="round-summary"] .end-reason').text()).toBe('Next: round 2 — Computer (Normal) starts');
    other.unmount();
  });

  it('tells the winner why in German with “du”', async () => {
    const s = finished(13);
    expect(s.outcome).toMatchObject({ winner: 0, reason: 'four-geishas' });
    const w = mountBoard(s, { viewer: 0, lang: 'de', names: ['Du', 'Computer (Normal)'] });
    await nextTick();
    expect(w.get('[data-testid="end-title"]').text()).toBe('Du gewinnst!');
    expect(w.get('[data-testid="end-reason"]').text()).toBe('Du hast die Gunst von 4 Geishas gewonnen.');
    w.unmount();
    const loser = mountBoard(s, { viewer: 1, lang: 'de', names: ['Computer (Normal)', 'Du'] });
    await nextTick();
    expect(loser.get('[data-testid="end-reason"]').text()).toBe('Computer (Normal) hat die Gunst von 4 Geishas gewonnen.');
    loser.unmount();
  });

  it('names the winner on a shared screen instead of “You win!”', async () => {
    const s = finished(13);
    const w = mountBoard(s, { viewer: 0, names: ['Player 1', 'Player 2'], twoPlayer: true });
    await nextTick();
    expect(w.get('[data-testid="end-title"]').text()).toBe('Player 1 wins');
    expect(w.get('[data-testid="end-reason"]').text()).toBe('Player 1 won the favour of 4 geishas.');
    w.unmount();
  });

  it('speaks Japanese to the viewer in the summary, with no English name in it', async () => {
    const s = round1Scored(5, { revealAtRoundEnd: true });
    const w = mountBoard(s, { viewer: 1, lang: 'ja', names: ['コンピューター（ふつう）', 'あなた'] });
    await nextTick();
    const summary = w.get('[data-testid="round-summary"]');
    expect(summary.get('[data-testid="revealed"]').text()).toContain('あなたの破棄');
    expect(summary.get('.end-reason').text()).toBe('次は第2ラウンド — 先手：あなた');
    w.unmount();
  });
});
