import { describe, expect, it } from 'vitest';
import { optionsSchema, presets, type KoiKoiOptions } from '../../../games/koikoi/options';
import { scoreCaptures } from '../../../games/koikoi/scoring';
import { CAPTURE_YAKU, YAKU_SEASON, yakuExample, yakuOfCard } from '../../../games/koikoi/yaku-cards';
import { yakuGrows, yakuPoints } from '../../../games/koikoi/yaku-points';

const preset = (id: string): KoiKoiOptions => optionsSchema.parse(presets.find((p) => p.id === id)?.options ?? {});
const [NINTENDO, TABLETOP, FIFTY] = [preset('nintendo'), preset('tabletop'), preset('fifty')];

describe('yaku points under a preset, read from the scoring', () => {
  it('gives the light yaku their table of each preset', () => {
    const lights = (o: KoiKoiOptions) => (['goko', 'shiko', 'ame-shiko', 'sanko'] as const).map((id) => yakuPoints(id, o));
    expect(lights(NINTENDO)).toEqual([10, 8, 7, 5]);
    expect(lights(TABLETOP)).toEqual([15, 8, 7, 6]);
    expect(lights(FIFTY)).toEqual([10, 8, 6, 5]);
  });

  it('gives the viewing yaku 5, 4 and 5 (the fifty rule counts them alongside another yaku)', () => {
    expect([NINTENDO, TABLETOP, FIFTY].map((o) => yakuPoints('hanami-zake', o))).toEqual([5, 4, 5]);
    expect([NINTENDO, TABLETOP, FIFTY].map((o) => yakuPoints('tsukimi-zake', o))).toEqual([5, 4, 5]);
  });

  it('leaves out the yaku a preset does not play', () => {
    expect(yakuPoints('tsukifuda', NINTENDO)).toBeNull();
    expect(yakuPoints('tsukifuda', TABLETOP)).toBe(4);
    expect(yakuPoints('tsukifuda', FIFTY)).toBe(5);
    expect(yakuPoints('akatan-aotan', FIFTY)).toBeNull();
    expect(yakuPoints('teshi', FIFTY)).toBeNull();
    expect(yakuPoints('kuttsuki', NINTENDO)).toBe(6);
  });

  it('knows which yaku earn a point per extra card', () => {
    expect(yakuGrows('akatan', NINTENDO)).toBe(true);
    expect(yakuGrows('akatan', FIFTY)).toBe(false);
    expect(yakuGrows('inoshikacho', TABLETOP)).toBe(true);
    expect(yakuGrows('inoshikacho', FIFTY)).toBe(false);
    expect(yakuGrows('kasu', FIFTY)).toBe(true);
    expect(yakuGrows('goko', NINTENDO)).toBe(false);
  });

  it('draws an example of every capture yaku that really forms it', () => {
    for (const id of CAPTURE_YAKU) {
      const month = YAKU_SEASON[id] ?? 1;
      const formed = scoreCaptures(yakuExample(id, TABLETOP, month), TABLETOP, month).yaku.map((y) => y.id);
      expect(formed, id).toContain(id);
    }
  });

  it('lists the yaku a card belongs to', () => {
    expect(yakuOfCard('09-animal', NINTENDO)).toEqual(['hanami-zake', 'tsukimi-zake', 'tane', 'kasu', 'tsukifuda']);
    expect(yakuOfCard('11-bright', NINTENDO)).toEqual(['goko', 'ame-shiko', 'tsukifuda']);
    expect(yakuOfCard('05-animal', FIFTY)).toEqual(['tane', 'kasu', 'tsukifuda']);
  });
});
