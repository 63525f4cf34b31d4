/** The rules a yaku depends on under a set of options, as message keys for the lessons. */
import type { KoiKoiOptions } from '../../options';
import type { YakuId } from '../../scoring';
import { BASE_POINTS, THRESHOLD } from '../../scoring';
import { YAKU_SEASON } from '../../yaku-cards';
import { yakuGrows, yakuPoints } from '../../yaku-points';

export interface Note {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

const GROWS_KIND: Partial<Record<YakuId, { kind: 'animal' | 'ribbon' | 'plain'; n: number }>> = {
  inoshikacho: { kind: 'animal', n: 3 },
  akatan: { kind: 'ribbon', n: 3 },
  aotan: { kind: 'ribbon', n: 3 },
  'akatan-aotan': { kind: 'ribbon', n: 6 },
  tane: { kind: 'animal', n: THRESHOLD.tane },
  tan: { kind: 'ribbon', n: THRESHOLD.tan },
  kasu: { kind: 'plain', n: THRESHOLD.kasu },
};

/** `month` is a month name already in the reader's language (for the viewing yaku). */
export function yakuNotes(id: YakuId, o: KoiKoiOptions, monthName: (month: number) => string): Note[] {
  const notes: Note[] = [];
  const played = yakuPoints(id, o) !== null;
  if (!played) {
    if (id === 'akatan-aotan') return [{ key: 'notes.bothOff' }];
    return [{ key: id === 'teshi' || id === 'kuttsuki' ? 'notes.handOff' : 'notes.tsukifudaOff' }];
  }
  const grows = GROWS_KIND[id];
  if (grows) notes.push(yakuGrows(id, o) ? { key: 'notes.plusOne', params: grows } : { key: 'notes.flat' });
  switch (id) {
    case 'goko':
    case 'shiko':
    case 'ame-shiko':
      notes.push({ key: 'notes.bestLight' });
      break;
    case 'sanko':
      notes.push({ key: 'notes.bestLight' }, { key: 'notes.rainThree' });
      break;
    case 'hanami-zake':
    case 'tsukimi-zake':
      if (o.viewingYaku === 'always') notes.push({ key: 'notes.viewingAlways' });
      else if (o.viewingYaku === 'in-season') notes.push({ key: 'notes.viewingSeason', params: { month: monthName(YAKU_SEASON[id] ?? 1) } });
      else notes.push({ key: 'notes.viewingOther' });
      break;
    case 'inoshikacho':
      notes.push({ key: o.inoshikacho === 'extra-replaces-tane' ? 'notes.replacesTane' : 'notes.withTane' });
      break;
    case 'akatan':
    case 'aotan':
      notes.push({ key: o.ribbons === 'best-only' ? 'notes.ribbonBestOnly' : o.ribbons === 'flat-with-tan' ? 'notes.ribbonFlat' : 'notes.ribbonExtraReplaces' });
      break;
    case 'tan':
      if (o.ribbons !== 'extra-replaces-tan') notes.push({ key: o.ribbons === 'best-only' ? 'notes.ribbonBestOnly' : 'notes.ribbonFlat' });
      break;
    case 'akatan-aotan':
      notes.push({ key: o.ribbons === 'best-only' ? 'notes.ribbonBestOnly' : 'notes.bothReplaces' });
      break;
    case 'tane':
    case 'kasu':
      notes.push({ key: o.wildCard === 'sake-cup-both' ? 'notes.sakeBoth' : o.wildCard === 'iris-either' ? 'notes.irisEither' : 'notes.sakeAnimalOnly' });
      break;
    case 'teshi':
    case 'kuttsuki':
      notes.push({ key: 'notes.handWins', params: { n: BASE_POINTS.handDeal } });
      break;
    default:
      break;
  }
  return notes;
}

/** The rules that apply to every yaku's points (doubling, koi-koi, wild card). */
export function generalNotes(o: KoiKoiOptions): Note[] {
  return [
    { key: o.sevenPointDoubling ? 'notes.doubling' : 'notes.noDoubling' },
    ...(o.koikoiBonus === 'double-after-opponent' ? [{ key: 'notes.koikoiDouble' }] : []),
    { key: o.koikoiCalls === 'once' ? 'notes.koikoiOnce' : 'notes.koikoiUnlimited' },
    { key: o.wildCard === 'sake-cup-both' ? 'notes.sakeBoth' : o.wildCard === 'iris-either' ? 'notes.irisEither' : 'notes.sakeAnimalOnly' },
  ];
}
