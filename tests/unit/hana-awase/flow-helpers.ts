/** Small builders for Hana-awase states in the flow's tests (deal, turns, round end, views). */
import { optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { apply, setup } from '../../../games/hana-awase/rules';
import type { HanaAwaseState, Phase } from '../../../games/hana-awase/state';

/** The options of a table: the defaults (classic, three players) with `overrides`. */
export const options = (overrides: Partial<HanaAwaseOptions> = {}): HanaAwaseOptions => optionsSchema.parse(overrides);

export interface RoundSpec {
  /** Defaults to the options' players (three), or to as many hands as given. */
  overrides?: Partial<HanaAwaseOptions>;
  /** One hand per seat; the table seats as many. */
  hands: string[][];
  field: string[];
  pile?: string[];
  captures?: string[][];
  dealer?: number;
  /** Whose turn it is; the dealer's by default. */
  turn?: number;
  phase?: Phase;
  drawn?: string | null;
  round?: number;
  totals?: number[];
}

/** A round in progress laid out card by card (cards not named are simply out of play). */
export function roundState(spec: RoundSpec): HanaAwaseState {
  const players = spec.hands.length;
  const base = setup(options({ players: players as 2 | 3 | 4, ...spec.overrides }), 1);
  return {
    ...base,
    round: spec.round ?? 1,
    dealer: spec.dealer ?? 0,
    turn: spec.turn ?? spec.dealer ?? 0,
    phase: spec.phase ?? 'play',
    drawn: spec.drawn ?? null,
    hands: spec.hands,
    field: spec.field,
    drawPile: spec.pile ?? [],
    captures: spec.captures ?? spec.hands.map(() => []),
    redeals: 0,
    lastTurn: null,
    totals: spec.totals ?? spec.hands.map(() => 0),
    results: [],
  };
}

export const play = (s: HanaAwaseState, card: string, match?: string): HanaAwaseState =>
  apply(s, match ? { type: 'play', card, match } : { type: 'play', card });

export const take = (s: HanaAwaseState, match: string): HanaAwaseState => apply(s, { type: 'take', match });

export const draw = (s: HanaAwaseState): HanaAwaseState => apply(s, { type: 'draw' });

/** Every card of a state wherever it lies. */
export function allCards(s: HanaAwaseState): string[] {
  return [...s.hands.flat(), ...s.field, ...s.drawPile, ...s.captures.flat(), ...(s.drawn ? [s.drawn] : [])];
}

/** The four cards of each of `months`, as the deck lists them. */
export function monthsCards(...months: number[]): string[] {
  const ids: Record<number, string[]> = {
    1: ['01-bright', '01-ribbon', '01-plain1', '01-plain2'],
    2: ['02-animal', '02-ribbon', '02-plain1', '02-plain2'],
    3: ['03-bright', '03-ribbon', '03-plain1', '03-plain2'],
    4: ['04-animal', '04-ribbon', '04-plain1', '04-plain2'],
    5: ['05-animal', '05-ribbon', '05-plain1', '05-plain2'],
    6: ['06-animal', '06-ribbon', '06-plain1', '06-plain2'],
    7: ['07-animal', '07-ribbon', '07-plain1', '07-plain2'],
    8: ['08-bright', '08-animal', '08-plain1', '08-plain2'],
    9: ['09-animal', '09-ribbon', '09-plain1', '09-plain2'],
    10: ['10-animal', '10-ribbon', '10-plain1', '10-plain2'],
    11: ['11-bright', '11-animal', '11-ribbon', '11-plain1'],
    12: ['12-bright', '12-plain1', '12-plain2', '12-plain3'],
  };
  return months.flatMap((m) => ids[m] as string[]);
}

