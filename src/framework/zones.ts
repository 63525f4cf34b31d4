/** Card-list helpers for zones: cards are plain ids (strings); zones are readonly arrays. */

export type Zone<C = string> = readonly C[];

/** Removes one occurrence of each of `cards` from `zone`; throws if one is missing. */
export function removeCards<C>(zone: Zone<C>, cards: readonly C[]): C[] {
  const out = zone.slice();
  for (const card of cards) {
    const i = out.indexOf(card);
    if (i < 0) throw new Error(`card ${String(card)} is not in the zone`);
    out.splice(i, 1);
  }
  return out;
}

/** True when every card of `cards` (with multiplicity) is in `zone`. */
export function containsAll<C>(zone: Zone<C>, cards: readonly C[]): boolean {
  const pool = zone.slice();
  for (const card of cards) {
    const i = pool.indexOf(card);
    if (i < 0) return false;
    pool.splice(i, 1);
  }
  return true;
}
