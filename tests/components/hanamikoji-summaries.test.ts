/**
 * When a round's summary covers the Hanamikoji board: at the table when the round ends, until the player closes
 * it; in a replay only on the position where a round has just ended (a still picture); never in a review or a
 * practice question. Still boards neither read nor mark the table's memory of summaries already shown.
 */
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import type { PlayerId } from '../../src/framework/game';
import type { BoardSummaries } from '../../src/plugin-api/board';
import { createAppI18n } from '../../src/renderer/i18n';
import Board from '../../games/hanamikoji/ui/Board.vue';
import { justEnded } from '../../games/hanamikoji/ui/round-summary';
import { optionsSchema } from '../../games/hanamikoji/options';
import { apply, legalMoves, setup } from '../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../games/hanamikoji/state';
import { viewFor } from '../../games/hanamikoji/view';

/** Seed 5, each player always making their first legal move: three rounds, player 1 wins on charm. */
function positions(seed = 5): HanamikojiState[] {
  const out = [setup(optionsSchema.parse({ firstPlayer: 'me' }), seed)];
  for (let s = out[0]!; !s.outcome; out.push(s)) s = apply(s, legalMoves(s)[0]!);
  return out;
}
const game = positions();
/** The position right after round 1 was scored: round 2 dealt, nobody has acted in it. */
const round1Ended = game.findIndex((s) => s.round === 2);
const end = game.length - 1;

function mountBoard(state: HanamikojiState, summaries: BoardSummaries, viewer: PlayerId = 0) {
  return mount(Board, {
    props: {
      view: viewFor(state, viewer),
      viewer,
      legalMoves: [],
      names: ['Player 1', 'Player 2'] as [string, string],
      thinking: false,
      animationMs: 0,
      showLabels: false,
      hint: null,
      twoPlayer: summaries === 'moment',
      summaries,
    },
    global: { plugins: [createAppI18n('en')] },
    attachTo: document.body,
  });
}

describe('a round has just ended, read from the view alone', () => {
  it('on the next round’s first position, before anyone acts in it', () => {
    expect(game[round1Ended]!.round).toBe(2);
    expect(justEnded(viewFor(game[round1Ended]!, 0))).toBe(true);
    expect(justEnded(viewFor(game[round1Ended]!, 1))).toBe(true);
  });

  it('no longer once the next round’s first action is taken', () => {
    expect(justEnded(viewFor(game[round1Ended + 1]!, 0))).toBe(false);
    expect(justEnded(viewFor(game[game.length - 2]!, 0))).toBe(false);
  });

  it('never during the first round', () => {
    expect(game.slice(0, round1Ended).map((s) => justEnded(viewFor(s, 0)))).toEqual(game.slice(0, round1Ended).map(() => false));
  });

  it('at the game’s end', () => {
    expect(justEnded(viewFor(game[end]!, 1))).toBe(true);
  });
});

describe('a replay step (summaries: moment)', () => {
  it('shows round 1’s summary on the position where it ended, with nothing to press', async () => {
    const w = mountBoard(game[round1Ended]!, 'moment');
    await nextTick();
    const summary = w.get('[data-testid="round-summary"]');
    expect(summary.get('h2').text()).toBe('Round 1 — scoring');
    expect(summary.findAll('button')).toHaveLength(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await nextTick();
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(true);
    expect(w.emitted('round-closed')).toBeUndefined();
    w.unmount();
  });

  it('shows no summary at a later decision of round 2, though round 1’s summary was never closed', async () => {
    const w = mountBoard(game[round1Ended + 3]!, 'moment');
    await nextTick();
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
    expect(w.get('[data-testid="hanamikoji-board"]').attributes('aria-label')).toBe('Round 2');
    w.unmount();
  });

  it('shows the game’s end on the last position, without New game or Leave', async () => {
    const w = mountBoard(game[end]!, 'moment');
    await nextTick();
    expect(w.get('[data-testid="end-title"]').text()).toBe('Player 2 wins');
    expect(w.find('[data-testid="new-game"]').exists()).toBe(false);
    expect(w.find('[data-testid="leave-game"]').exists()).toBe(false);
    w.unmount();
  });

  it('goes with the step: stepping on from the moment a round ended uncovers the board', async () => {
    const w = mountBoard(game[round1Ended]!, 'moment');
    await nextTick();
    await w.setProps({ view: viewFor(game[round1Ended + 1]!, 0) });
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
    await w.setProps({ view: viewFor(game[round1Ended]!, 0) });
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(true);
    w.unmount();
  });
});

describe('a review decision or a practice question (summaries: never)', () => {
  it('shows the position uncovered where a round has just ended', async () => {
    const w = mountBoard(game[round1Ended]!, 'never');
    await nextTick();
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
    w.unmount();
  });

  it('shows a round-2 decision uncovered', async () => {
    const w = mountBoard(game[round1Ended + 2]!, 'never');
    await nextTick();
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
    w.unmount();
  });

  it('shows the last position uncovered', async () => {
    const w = mountBoard(game[end]!, 'never');
    await nextTick();
    expect(w.find('[data-testid="round-summary"]').exists()).toBe(false);
    w.unmount();
  });
});

describe('the table’s memory of summaries shown', () => {
  // Each test plays its own game: the memory is kept for the whole app, across boards.
  it('is not used up by a still board: the table still opens a round’s summary the replay showed', async () => {
    const own = positions(7);
    const ended = own.findIndex((s) => s.round === 2);
    const replay = mountBoard(own[ended]!, 'moment');
    await nextTick();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await nextTick();
    replay.unmount();
    const table = mountBoard(own[ended]!, 'play');
    await nextTick();
    expect(table.find('[data-testid="round-summary"]').exists()).toBe(true);
    table.unmount();
  });

  it('does not hide a round’s moment from a replay once the table closed that summary', async () => {
    const own = positions(9);
    const ended = own.findIndex((s) => s.round === 2);
    const table = mountBoard(own[ended]!, 'play');
    await nextTick();
    await table.get('[data-testid="next-round"]').trigger('click');
    expect(table.emitted('round-closed')).toHaveLength(1);
    table.unmount();
    const replay = mountBoard(own[ended]!, 'moment');
    await nextTick();
    expect(replay.find('[data-testid="round-summary"]').exists()).toBe(true);
    replay.unmount();
  });

  it('at the table, a game resumed after the player acted in round 2 opens no summary of round 1', async () => {
    const own = positions(11);
    const later = own.findIndex((s, i) => s.round === 2 && i > 0 && Object.values(s.used[0]).some(Boolean));
    expect(own[later]!.round).toBe(2);
    const table = mountBoard(own[later]!, 'play');
    await nextTick();
    expect(table.find('[data-testid="round-summary"]').exists()).toBe(false);
    table.unmount();
  });

  it('at a shared screen, the next player who has not acted in round 2 yet still reads round 1’s summary', async () => {
    const own = positions(13);
    const acted = (s: HanamikojiState, p: PlayerId): boolean => Object.values(s.used[p]).some(Boolean);
    // The first position of round 2 where one player has taken an action and the other has not.
    const later = own.findIndex((s) => s.round === 2 && acted(s, 0) !== acted(s, 1) && s.pending === null);
    expect(later).toBeGreaterThan(0);
    const waiting: PlayerId = acted(own[later]!, 0) ? 1 : 0;
    const table = mountBoard(own[later]!, 'play', waiting);
    await nextTick();
    expect(table.find('[data-testid="round-summary"]').exists()).toBe(true);
    table.unmount();
  });

  it('at the table, a game resumed at the moment round 1 ended opens its summary', async () => {
    const own = positions(12);
    const table = mountBoard(own[own.findIndex((s) => s.round === 2)]!, 'play');
    await nextTick();
    expect(table.find('[data-testid="round-summary"]').exists()).toBe(true);
    table.unmount();
  });

  it('at the table, opens a round’s summary once and keeps it closed on the same board afterwards', async () => {
    const own = positions(10);
    const ended = own.findIndex((s) => s.round === 2);
    const table = mountBoard(own[ended]!, 'play');
    await nextTick();
    await table.get('[data-testid="next-round"]').trigger('click');
    await table.setProps({ view: viewFor(own[ended + 1]!, 0) });
    expect(table.find('[data-testid="round-summary"]').exists()).toBe(false);
    table.unmount();
    const again = mountBoard(own[ended]!, 'play');
    await nextTick();
    expect(again.find('[data-testid="round-summary"]').exists()).toBe(false);
    again.unmount();
  });
});
