/** Judging a round end: markers move to the side with more items, ties leave them, then the win check. */
import type { PlayerId } from '../../src/framework/game';
import { CHARM, GEISHAS, type Counts, type Geisha } from './cards';
import type { HanamikojiOptions } from './options';

/** Which side each victory marker is on; null = still in the middle. */
export type Markers = Readonly<Record<Geisha, PlayerId | null>>;

export const NEUTRAL_MARKERS: Markers = { A: null, B: null, C: null, D: null, E: null, F: null, G: null };

export type EndReason = 'four-geishas' | 'eleven-charm' | 'round-limit';

export interface RoundJudgement {
  readonly markers: Markers;
  /** Geishas and charm held by player 0 and player 1 after this round's scoring. */
  readonly geishas: readonly [number, number];
  readonly charm: readonly [number, number];
  /** False: the game goes on with another round. */
  readonly ended: boolean;
  /** null while the game goes on, and for a draw. */
  readonly winner: PlayerId | null;
  readonly reason: EndReason | null;
}

export const GEISHAS_TO_WIN = 4;
export const CHARM_TO_WIN = 11;
export const ROUND_LIMITS: Readonly<Record<HanamikojiOptions['roundLimit'], number>> = { none: Infinity, '3': 3 };

export function tally(markers: Markers): { geishas: [number, number]; charm: [number, number] } {
  const geishas: [number, number] = [0, 0];
  const charm: [number, number] = [0, 0];
  for (const g of GEISHAS) {
    const owner = markers[g];
    if (owner === null) continue;
    geishas[owner] += 1;
    charm[owner] += CHARM[g];
  }
  return { geishas, charm };
}

/**
 * `items0`/`items1`: each player's items per geisha with the secrets already revealed;
 * `round`: the round just played (1-based).
 */
export function judgeRound(
  markersBefore: Markers,
  items0: Counts,
  items1: Counts,
  round: number,
  options: Pick<HanamikojiOptions, 'roundLimit'>,
): RoundJudgement {
  const markers: Record<Geisha, PlayerId | null> = { ...markersBefore };
  for (const g of GEISHAS) {
    if (items0[g] > items1[g]) markers[g] = 0;
    else if (items1[g] > items0[g]) markers[g] = 1;
  }
  const { geishas, charm } = tally(markers);
  const base = { markers, geishas, charm };

  // 11 charm beats 4 geishas (001); two players can't both reach 11 of 21 charm.
  for (const p of [0, 1] as const) if (charm[p] >= CHARM_TO_WIN) return { ...base, ended: true, winner: p, reason: 'eleven-charm' };
  // Two players can't both hold 4 of 7 geishas.
  for (const p of [0, 1] as const) if (geishas[p] >= GEISHAS_TO_WIN) return { ...base, ended: true, winner: p, reason: 'four-geishas' };

  if (round >= ROUND_LIMITS[options.roundLimit]) {
    const winner = charm[0] > charm[1] ? 0 : charm[1] > charm[0] ? 1 : null;
    return { ...base, ended: true, winner, reason: 'round-limit' };
  }
  return { ...base, ended: false, winner: null, reason: null };
}
