/** What one player may see, a hidden-card resampling consistent with it, and stable keys. */
import { other, type PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { cardsIn } from '../../src/framework/kernel-parts';
import { seenSize, type SeenZones } from '../../src/framework/zone-table';
import { calendarMonth } from './cards';
import { seasonOf } from './month';
import { applyMultipliers, multipliersFor } from './month-rules';
import type { KoiKoiOptions } from './options';
import { scoreCaptures, type CaptureScore } from './scoring';
import type { KoiKoiMove, KoiKoiState, MonthResult, Multiplier, Pair, Phase, Piles, TurnRecord } from './state';
import { matchesOf } from './rules';
import { koikoiZones } from './zones';

export type PendingDecision =
  | { readonly kind: 'draw-choice'; readonly card: string; readonly matches: string[] }
  | {
      readonly kind: 'decide';
      readonly yaku: CaptureScore['yaku'];
      readonly total: number;
      /** The multipliers that would apply if the player stopped now. */
      readonly multipliers: Multiplier[];
      readonly points: number;
    };

export interface KoiKoiView {
  readonly viewer: PlayerId;
  readonly options: KoiKoiOptions;
  readonly month: number;
  readonly calendarMonth: number;
  readonly dealer: PlayerId;
  readonly dealerDraw: [string, string][];
  readonly redeals: number;
  readonly turn: PlayerId;
  readonly phase: Phase;
  readonly toAct: PlayerId | null;
  /** The viewer's own hand, sorted (its order carries no information). */
  readonly hand: string[];
  readonly handCounts: Pair;
  readonly field: string[];
  readonly drawPileCount: number;
  readonly captures: Piles;
  /** Each player's current yaku and points before multipliers. */
  readonly standing: [CaptureScore, CaptureScore];
  readonly koikoi: Pair;
  readonly lastCaller: PlayerId | null;
  readonly decided: Pair;
  readonly decidedYaku: [string[], string[]];
  readonly pending: PendingDecision | null;
  readonly lastTurn: TurnRecord | null;
  readonly scores: Pair;
  readonly results: MonthResult[];
  readonly lastResult: MonthResult | null;
  readonly endReason: KoiKoiState['endReason'];
}

function pendingOf(s: KoiKoiState): PendingDecision | null {
  if (s.phase === 'draw-choice' && s.drawn) return { kind: 'draw-choice', card: s.drawn, matches: matchesOf(s.field, s.drawn) };
  if (s.phase === 'decide') {
    const score = scoreCaptures(s.captures[s.turn], s.options, seasonOf(s));
    const multipliers = multipliersFor(score.total, s.koikoi[other(s.turn)] > 0, s.options);
    return { kind: 'decide', yaku: score.yaku, total: score.total, multipliers, points: applyMultipliers(score.total, multipliers) };
  }
  return null;
}

/** The cards the viewer sees in a zone, as the view's own list. */
const cardsSeen = (seen: SeenZones<string>, zone: string): string[] => [...cardsIn(seen, zone)];

export function viewFor(s: KoiKoiState, viewer: PlayerId): KoiKoiView {
  const season = seasonOf(s);
  const seen = koikoiZones.seen(s, viewer);
  return {
    viewer,
    options: s.options,
    month: s.month,
    calendarMonth: calendarMonth(s.month),
    dealer: s.dealer,
    dealerDraw: s.dealerDraw,
    redeals: s.redeals,
    turn: s.turn,
    phase: s.phase,
    toAct: s.phase === 'game-over' ? null : s.turn,
    hand: cardsSeen(seen, `hand${viewer}`),
    handCounts: [seenSize(seen.hand0), seenSize(seen.hand1)],
    field: cardsSeen(seen, 'field'),
    drawPileCount: seenSize(seen.drawPile),
    captures: [cardsSeen(seen, 'captures0'), cardsSeen(seen, 'captures1')],
    standing: [scoreCaptures(s.captures[0], s.options, season), scoreCaptures(s.captures[1], s.options, season)],
    koikoi: [s.koikoi[0], s.koikoi[1]],
    lastCaller: s.lastCaller,
    decided: [s.decided[0], s.decided[1]],
    decidedYaku: [s.decidedYaku[0].slice(), s.decidedYaku[1].slice()],
    pending: pendingOf(s),
    lastTurn: s.lastTurn,
    scores: [s.scores[0], s.scores[1]],
    results: s.results,
    lastResult: s.results[s.results.length - 1] ?? null,
    endReason: s.endReason,
  };
}

export const viewToAct = (v: KoiKoiView): PlayerId | null => v.toAct;

/** Deals the opponent's hand and the draw pile afresh from the cards `player` cannot see. */
export function determinize(s: KoiKoiState, player: PlayerId, rng: Rng): KoiKoiState {
  // Future deals are hidden too: the resampled state gets its own random stream.
  return { ...koikoiZones.determinize(s, player, rng), rng: rng.fork().state };
}

/** A full state from a view alone: the cards the viewer has not seen are dealt at random. */
export function sampleState(v: KoiKoiView, rng: Rng): KoiKoiState {
  const opp = other(v.viewer);
  const drawn = v.pending?.kind === 'draw-choice' ? v.pending.card : null;
  const base: KoiKoiState = {
    options: v.options,
    rng: [0, 0, 0, 0],
    month: v.month,
    dealer: v.dealer,
    dealerDraw: v.dealerDraw,
    redeals: v.redeals,
    hands: [[], []],
    field: [],
    drawPile: [],
    captures: [[], []],
    turn: v.turn,
    phase: v.phase,
    drawn: null,
    koikoi: [v.koikoi[0], v.koikoi[1]],
    lastCaller: v.lastCaller,
    decided: [v.decided[0], v.decided[1]],
    decidedYaku: [v.decidedYaku[0].slice(), v.decidedYaku[1].slice()],
    lastTurn: v.lastTurn,
    scores: [v.scores[0], v.scores[1]],
    results: v.results,
    endReason: v.endReason,
  };
  const sampled = koikoiZones.sample(
    base,
    {
      [`hand${v.viewer}`]: { cards: v.hand },
      [`hand${opp}`]: { count: v.handCounts[opp] },
      field: { cards: v.field },
      drawPile: { count: v.drawPileCount },
      drawn: { cards: drawn === null ? [] : [drawn] },
      captures0: { cards: v.captures[0] },
      captures1: { cards: v.captures[1] },
    },
    rng,
  );
  return { ...sampled, rng: rng.fork().state };
}

export function moveKey(m: KoiKoiMove): string {
  switch (m.type) {
    case 'play':
      return m.match ? `play:${m.card}>${m.match}` : `play:${m.card}`;
    case 'take':
      return `take:${m.match}`;
    default:
      return m.type;
  }
}

export function infoKey(s: KoiKoiState, player: PlayerId): string {
  const hand = s.hands[player].slice().sort().join(',');
  return [
    s.month, s.dealer, s.turn, s.phase, s.drawn ?? '-', hand, s.hands[other(player)].length,
    s.field.join(','), s.drawPile.length, s.captures[0].join(','), s.captures[1].join(','),
    s.koikoi.join(','), s.decided.join(','), s.scores.join(','),
  ].join('|');
}
