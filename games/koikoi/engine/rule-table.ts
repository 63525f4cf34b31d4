/**
 * The options in force, compiled once into plain numbers and small enums, so the simulator's
 * scoring reads fields instead of comparing option strings. The month's arithmetic (multipliers,
 * exhausted month, next dealer, game end) is month-rules.ts's, over the option fields the table carries.
 */
import type { MonthRules } from '../month-rules';
import type { KoiKoiOptions } from '../options';
import { BASE_POINTS, LIGHT_POINTS, THRESHOLD } from '../scoring';

// Small integer codes (plain constants rather than enums: the CLI runs under esbuild, file by file).
export const VIEW_ALWAYS = 0, VIEW_IN_SEASON = 1;
const VIEW_WITH_ANOTHER = 2;
export const INO_EXTRA_REPLACES_TANE = 0, INO_FLAT = 2;
const INO_EXTRA_WITH_TANE = 1;
export const RIBBONS_EXTRA_REPLACES_TAN = 0, RIBBONS_BEST_ONLY = 1;
const RIBBONS_FLAT_WITH_TAN = 2;
export const WILD_SAKE_BOTH = 0, WILD_IRIS_EITHER = 1;
const WILD_NONE = 2;

export interface RuleTable extends MonthRules {
  readonly goko: number;
  readonly shiko: number;
  readonly ameShiko: number;
  readonly sanko: number;
  readonly viewing: number;
  readonly viewingPoints: number;
  readonly ino: number;
  readonly ribbons: number;
  readonly akatanAotan: boolean;
  readonly tsukifuda: number;
  readonly wild: number;
  readonly koikoiOnce: boolean;
  readonly subtract: boolean;
  readonly inoPoints: number;
  readonly akatanPoints: number;
  readonly aotanPoints: number;
  readonly bothPoints: number;
  readonly taneAt: number;
  readonly tanAt: number;
  readonly kasuAt: number;
  readonly tanePoints: number;
  readonly tanPoints: number;
  readonly kasuPoints: number;
}

const cache = new WeakMap<KoiKoiOptions, RuleTable>();

export function ruleTable(o: KoiKoiOptions): RuleTable {
  let t = cache.get(o);
  if (t) return t;
  const lights = LIGHT_POINTS[o.lightPoints];
  t = {
    goko: lights.goko,
    shiko: lights.shiko,
    ameShiko: lights['ame-shiko'],
    sanko: lights.sanko,
    viewing: o.viewingYaku === 'always' ? VIEW_ALWAYS : o.viewingYaku === 'in-season' ? VIEW_IN_SEASON : VIEW_WITH_ANOTHER,
    viewingPoints: o.viewingPoints,
    ino: o.inoshikacho === 'extra-replaces-tane' ? INO_EXTRA_REPLACES_TANE : o.inoshikacho === 'extra-with-tane' ? INO_EXTRA_WITH_TANE : INO_FLAT,
    ribbons: o.ribbons === 'extra-replaces-tan' ? RIBBONS_EXTRA_REPLACES_TAN : o.ribbons === 'best-only' ? RIBBONS_BEST_ONLY : RIBBONS_FLAT_WITH_TAN,
    akatanAotan: o.akatanAotan,
    tsukifuda: o.tsukifuda,
    wild: o.wildCard === 'sake-cup-both' ? WILD_SAKE_BOTH : o.wildCard === 'iris-either' ? WILD_IRIS_EITHER : WILD_NONE,
    sevenPointDoubling: o.sevenPointDoubling,
    koikoiBonus: o.koikoiBonus,
    exhaustedMonth: o.exhaustedMonth,
    noWinnerMonth: o.noWinnerMonth,
    gameLength: o.gameLength,
    koikoiOnce: o.koikoiCalls === 'once',
    subtract: o.pointsMode === 'add-and-subtract',
    inoPoints: BASE_POINTS.inoshikacho,
    akatanPoints: BASE_POINTS.akatan,
    aotanPoints: BASE_POINTS.aotan,
    bothPoints: BASE_POINTS['akatan-aotan'],
    taneAt: THRESHOLD.tane,
    tanAt: THRESHOLD.tan,
    kasuAt: THRESHOLD.kasu,
    tanePoints: BASE_POINTS.tane,
    tanPoints: BASE_POINTS.tan,
    kasuPoints: BASE_POINTS.kasu,
  };
  cache.set(o, t);
  return t;
}
