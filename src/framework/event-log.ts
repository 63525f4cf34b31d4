/**
 * The public event log: every move as one player saw it. An event is derived from the player's
 * sight of the zones before and after the move — the cards they see arrive or leave, and a count
 * for the cards they cannot see ("a card") — so it can never tell more than the two views do.
 */
import type { Seat } from './seats';
import type { AnyGame } from './game';
import { seenSize, type SeenZone, type SeenZones } from './zone-table';

/** Cards that arrived in or left one zone, as the viewer saw it; null is a card they could not see. */
interface ZoneChange {
  readonly zone: string;
  readonly added: readonly (string | null)[];
  readonly removed: readonly (string | null)[];
}

export interface PublicEvent {
  /** The move's place in the game, from 0. */
  readonly index: number;
  readonly player: Seat;
  /** The move's type (`secret`, `play`, `koikoi`…): every move type of our games is public. */
  readonly type: string;
  /** The round or month the move was made in, when the game declares rounds. */
  readonly round: number | null;
  readonly changes: readonly ZoneChange[];
}

/** `a` without the cards of `b`, each card of `b` taken once. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = b.slice();
  return a.filter((card) => {
    const i = left.indexOf(card);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

function changeOf(zone: string, before: SeenZone<string> | undefined, after: SeenZone<string> | undefined): ZoneChange | null {
  if (before && after && 'cards' in before && 'cards' in after) {
    const added = minus(after.cards, before.cards);
    const removed = minus(before.cards, after.cards);
    return added.length || removed.length ? { zone, added, removed } : null;
  }
  // A zone the viewer counts (or sees only on one side of the move): only its size is news.
  if (before === undefined && after === undefined) return null;
  const delta = seenSize(after) - seenSize(before);
  if (delta === 0) return null;
  const unseen = Array.from({ length: Math.abs(delta) }, () => null);
  return delta > 0 ? { zone, added: unseen, removed: [] } : { zone, added: [], removed: unseen };
}

/** How the zones changed between two sights of them. */
function zoneChanges(before: SeenZones<string>, after: SeenZones<string>): ZoneChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.map((zone) => changeOf(zone, before[zone], after[zone])).filter((c): c is ZoneChange => c !== null);
}

/** The move from `before` to `after` as `viewer` saw it; a game that declares no zones shows no cards moving. */
export function publicEvent(
  game: AnyGame,
  index: number,
  before: unknown,
  move: unknown,
  after: unknown,
  viewer: Seat,
): PublicEvent {
  const zones = game.zones;
  const player = game.toAct(before) as Seat;
  const type = typeof (move as { type?: unknown })?.type === 'string' ? (move as { type: string }).type : 'move';
  const round = game.turns?.roundOf(before) ?? null;
  const changes = zones ? zoneChanges(zones.seen(before, viewer), zones.seen(after, viewer)) : [];
  return { index, player, type, round, changes };
}
