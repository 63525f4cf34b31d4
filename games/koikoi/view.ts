/**
 * What one player may see, in Koi-Koi's own view shape, and how the zones are read back from it. The
 * kernel derives from these the views, the resampling of what a player cannot see (from a state or from
 * a view) and who acts; the information key is written by hand, a few of the state's fields joined
 * instead of the whole view built and written out.
 */
import { other, type PlayerId } from '../../src/framework/game';
import { cardsIn, kernelViews } from '../../src/framework/kernel-parts';
import { seenSize, type SeenZones } from '../../src/framework/zone-table';
import { calendarMonth } from '../shared/hanafuda/cards';
import { seasonOf } from './month';
import { applyMultipliers, multipliersFor } from './month-rules';
import type { KoiKoiOptions } from './options';
import { scoreCaptures, type CaptureScore } from './scoring';
import { emptyTable, type KoiKoiMove, type KoiKoiState, type MonthResult, type Multiplier, type Pair, type Phase, type Piles, type TurnRecord } from './state';
import { matchesOf } from './rules';
import { koikoiTurns } from './turns';
import { koikoiZones } from './zones';

type PendingDecision =
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

function view(s: KoiKoiState, viewer: PlayerId, seen: SeenZones<string>): KoiKoiView {
  const season = seasonOf(s);
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
    toAct: koikoiTurns.toAct(s),
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

/** The view-to-zones adapter: the viewer's hand, the other's as a count, the pile as a count, the rest face up. */
function seenIn(v: KoiKoiView): SeenZones<string> {
  const drawn = v.pending?.kind === 'draw-choice' ? v.pending.card : null;
  return {
    [`hand${v.viewer}`]: { cards: v.hand },
    [`hand${other(v.viewer)}`]: { count: v.handCounts[other(v.viewer)] },
    field: { cards: v.field },
    drawPile: { count: v.drawPileCount },
    drawn: { cards: drawn === null ? [] : [drawn] },
    captures0: { cards: v.captures[0] },
    captures1: { cards: v.captures[1] },
  };
}

export const { viewFor, viewToAct, determinize, sampleState } = kernelViews({
  zones: koikoiZones,
  publicFields: ['options', 'month', 'dealer', 'dealerDraw', 'redeals', 'turn', 'phase', 'koikoi', 'lastCaller', 'decided', 'decidedYaku', 'lastTurn', 'scores', 'results', 'endReason'],
  emptyTable,
  view,
  seenIn,
});

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

/**
 * The view's fields the information key leaves out: what is fixed for the whole game (a key is only
 * ever compared with keys of the same game) and the record of the past, which changes nothing from here
 * on (the scores it added up to are in the key).
 */
export const INFO_KEY_LEAVES_OUT: readonly (keyof KoiKoiView)[] = ['options', 'dealerDraw', 'lastTurn', 'results', 'lastResult'];

/** A key of `player`'s view: the month, the turn and its phase, the cards they see, the koi-koi calls and decisions, the scores. */
export function infoKey(s: KoiKoiState, player: PlayerId): string {
  const hand = s.hands[player].slice().sort().join(',');
  return [
    s.month, s.dealer, s.redeals, s.turn, s.phase, s.drawn ?? '-', hand, s.hands[other(player)].length,
    s.field.join(','), s.drawPile.length, s.captures[0].join(','), s.captures[1].join(','),
    s.koikoi.join(','), s.lastCaller ?? '-', s.decided.join(','), s.decidedYaku[0].join(','), s.decidedYaku[1].join(','),
    s.scores.join(','), s.endReason ?? '-',
  ].join('|');
}
