/** Small builders for Koi-Koi states in tests. */
import { optionsSchema, presets, type KoiKoiOptions } from '../../../games/koikoi/options';
import { apply, setup } from '../../../games/koikoi/rules';
import { scoreCaptures } from '../../../games/koikoi/scoring';
import type { KoiKoiState } from '../../../games/koikoi/state';

export type PresetId = 'nintendo' | 'tabletop' | 'fifty';
export const PRESET_IDS: readonly PresetId[] = ['nintendo', 'tabletop', 'fifty'];

export const options = (preset: PresetId = 'nintendo', overrides: Partial<KoiKoiOptions> = {}): KoiKoiOptions =>
  optionsSchema.parse({ ...presets.find((p) => p.id === preset)!.options, ...overrides });

/** The yaku of a pile as "id points" strings, and the total. */
export function yakuOf(cards: string[], preset: PresetId = 'nintendo', month = 1, overrides: Partial<KoiKoiOptions> = {}) {
  const score = scoreCaptures(cards, options(preset, overrides), month);
  return { yaku: score.yaku.map((y) => `${y.id} ${y.points}`), total: score.total };
}

export interface MonthSpec {
  preset?: PresetId;
  overrides?: Partial<KoiKoiOptions>;
  hands: [string[], string[]];
  field: string[];
  pile?: string[];
  captures?: [string[], string[]];
  turn?: 0 | 1;
  dealer?: 0 | 1;
  month?: number;
  scores?: [number, number];
  koikoi?: [number, number];
  decided?: [number, number];
  decidedYaku?: [string[], string[]];
  lastCaller?: 0 | 1 | null;
}

/** A month in progress laid out card by card (cards not named are simply out of play). */
export function monthState(spec: MonthSpec): KoiKoiState {
  const base = setup(options(spec.preset, spec.overrides), 1);
  return {
    ...base,
    month: spec.month ?? 1,
    dealer: spec.dealer ?? 0,
    turn: spec.turn ?? spec.dealer ?? 0,
    phase: 'play',
    drawn: null,
    hands: spec.hands,
    field: spec.field,
    drawPile: spec.pile ?? [],
    captures: spec.captures ?? [[], []],
    koikoi: spec.koikoi ?? [0, 0],
    decided: spec.decided ?? [0, 0],
    decidedYaku: spec.decidedYaku ?? [[], []],
    lastCaller: spec.lastCaller ?? null,
    lastTurn: null,
    scores: spec.scores ?? [0, 0],
    results: [],
    endReason: null,
  };
}

export const play = (s: KoiKoiState, card: string, match?: string): KoiKoiState =>
  apply(s, match ? { type: 'play', card, match } : { type: 'play', card });

/** Every card of a state wherever it lies. */
export function allCards(s: KoiKoiState): string[] {
  return [...s.hands[0], ...s.hands[1], ...s.field, ...s.drawPile, ...s.captures[0], ...s.captures[1], ...(s.drawn ? [s.drawn] : [])];
}
