/**
 * How close each player is to each yaku, computed from one player's view only: both capture piles, the
 * field, the viewer's own hand and a card waiting to be placed. Everything else (the opponent's hand and the
 * draw pile) is "unseen" as a whole, so two views that differ only in hidden cards give the same progress.
 * A yaku drops out once a card it needs sits in the other player's capture pile.
 */
import { other, type PlayerId } from '../../src/framework/game';
import { compareCards } from '../shared/hanafuda/cards';
import type { KoiKoiOptions } from './options';
import { scoreCaptures, type YakuId, type YakuScore } from './scoring';
import type { KoiKoiView } from './view';
import { CAPTURE_YAKU, YAKU_SEASON, yakuGroups } from './yaku-cards';
import { yakuPoints } from './yaku-points';

/** Where a card the player still needs lies, as the viewer sees it. */
export type Where = 'field' | 'hand' | 'drawn' | 'unseen';
export const WHERE_ORDER: readonly Where[] = ['drawn', 'field', 'hand', 'unseen'];

interface OpenCard {
  readonly card: string;
  readonly where: Where;
}

export interface GroupProgress {
  readonly need: number;
  /** The player's captured cards of this group. */
  readonly have: readonly string[];
  /** Cards of the group nobody has captured yet, and where they are. */
  readonly open: readonly OpenCard[];
  /** Every card of the group is needed (the missing cards can be named one by one). */
  readonly exact: boolean;
}

export interface YakuProgress {
  readonly id: YakuId;
  /** Cards counted towards the yaku, capped per group at what it needs. */
  readonly have: number;
  readonly need: number;
  /** The yaku's points at its smallest under the options in force. */
  readonly points: number | null;
  readonly groups: readonly GroupProgress[];
  /** The fifty rule: a viewing yaku counts only with a basic yaku (tsukifuda and viewing yaku do not count). */
  readonly needsAnotherYaku: boolean;
}

export interface PlayerProgress {
  readonly player: PlayerId;
  /** Yaku already formed, from the real scoring. */
  readonly scored: readonly YakuScore[];
  readonly total: number;
  /** Yaku not yet formed that can still be completed, closest first. */
  readonly possible: readonly YakuProgress[];
}

/** The parts of a view the tracker reads; nothing else is needed (or allowed). */
export type ProgressView = Pick<KoiKoiView, 'viewer' | 'options' | 'calendarMonth' | 'hand' | 'field' | 'captures' | 'pending'>;

const LIGHT_RANK: Partial<Record<YakuId, number>> = { sanko: 1, 'ame-shiko': 2, shiko: 3, goko: 4 };

/** Yaku these options do not play in this month. */
function inPlay(id: YakuId, options: KoiKoiOptions, calendarMonth: number): boolean {
  if (yakuPoints(id, options) === null) return false;
  const season = YAKU_SEASON[id];
  return !(season !== undefined && options.viewingYaku === 'in-season' && season !== calendarMonth);
}

function whereOf(view: ProgressView): (card: string) => Where {
  const field = new Set(view.field);
  const hand = new Set(view.hand);
  const drawn = view.pending?.kind === 'draw-choice' ? view.pending.card : null;
  return (card) => (card === drawn ? 'drawn' : field.has(card) ? 'field' : hand.has(card) ? 'hand' : 'unseen');
}

function progressOf(
  id: YakuId,
  mine: ReadonlySet<string>,
  theirs: ReadonlySet<string>,
  view: ProgressView,
  where: (card: string) => Where,
): YakuProgress | null {
  const groups: GroupProgress[] = [];
  let have = 0;
  let need = 0;
  for (const g of yakuGroups(id, view.options, view.calendarMonth)) {
    const owned = g.cards.filter((c) => mine.has(c)).sort(compareCards);
    const open = g.cards
      .filter((c) => !mine.has(c) && !theirs.has(c))
      .sort(compareCards)
      .map((card) => ({ card, where: where(card) }));
    if (owned.length + open.length < g.need) return null;
    groups.push({ need: g.need, have: owned, open, exact: g.need === g.cards.length });
    have += Math.min(owned.length, g.need);
    need += g.need;
  }
  return {
    id,
    have,
    need,
    points: yakuPoints(id, view.options),
    groups,
    needsAnotherYaku: YAKU_SEASON[id] !== undefined && view.options.viewingYaku === 'with-another-yaku',
  };
}

function playerProgress(player: PlayerId, view: ProgressView, where: (card: string) => Where): PlayerProgress {
  const mine = new Set(view.captures[player]);
  const theirs = new Set(view.captures[other(player)]);
  const score = scoreCaptures(view.captures[player], view.options, view.calendarMonth);
  const scored = new Set(score.yaku.map((y) => y.id));
  const bestLight = Math.max(0, ...score.yaku.map((y) => LIGHT_RANK[y.id] ?? 0));
  const possible: YakuProgress[] = [];
  for (const id of CAPTURE_YAKU) {
    if (scored.has(id) || !inPlay(id, view.options, view.calendarMonth)) continue;
    // Only the best light yaku scores: a smaller one than the player already holds is no goal.
    if ((LIGHT_RANK[id] ?? 5) <= bestLight) continue;
    const p = progressOf(id, mine, theirs, view, where);
    // A viewing yaku waiting for another yaku stays listed even with both of its cards.
    if (p && (p.have < p.need || p.needsAnotherYaku)) possible.push(p);
  }
  possible.sort((a, b) => b.have / b.need - a.have / a.need || a.need - a.have - (b.need - b.have) || (b.points ?? 0) - (a.points ?? 0));
  return { player, scored: score.yaku, total: score.total, possible };
}

/** Progress of both players from `view`'s eyes: [the viewer, the opponent]. */
export function yakuProgress(view: ProgressView): readonly [PlayerProgress, PlayerProgress] {
  const where = whereOf(view);
  return [playerProgress(view.viewer, view, where), playerProgress(other(view.viewer), view, where)];
}

/** The cards a yaku still lacks that are visible or unseen, counted by place (for n-of groups). */
export function openByPlace(group: GroupProgress): Record<Where, number> {
  const out: Record<Where, number> = { drawn: 0, field: 0, hand: 0, unseen: 0 };
  for (const o of group.open) out[o.where] += 1;
  return out;
}
