/** Every yaku of the table (yaku.ts) is everywhere it must be: names, scoring, the simulator, the card groups and the lessons. */
import { describe, expect, it } from 'vitest';
import { MonthSim } from '../../../games/koikoi/engine/month-sim';
import { scoreCounters, scored, yakuIdsOf, yakuMaskOf } from '../../../games/koikoi/engine/score';
import { YAKU_NAMES } from '../../../games/koikoi/names';
import { scoreCaptures } from '../../../games/koikoi/scoring';
import { YAKU_TEXT } from '../../../games/koikoi/ui/learn/yaku-text';
import { ALL_YAKU, yakuExample, yakuGroups } from '../../../games/koikoi/yaku-cards';
import { yakuPoints } from '../../../games/koikoi/yaku-points';
import { CARD_YAKU, INOSHIKACHO_CARDS, PLAIN_CARDS, YAKU, yakuRecord, type YakuId } from '../../../games/koikoi/yaku';
import { IRIS_BRIDGE, SAKE_CUP } from '../../../games/shared/hanafuda/cards';
import { monthState, options, PRESET_IDS } from './helpers';

const captureYaku = YAKU.filter((y) => y.family !== 'hand');
/** The calendar month a yaku's example is scored in (viewing yaku in season, tsukifuda in January). */
const monthFor = (y: (typeof YAKU)[number]): number => ('season' in y ? y.season : 1);

/** The yaku the simulator's counters find in `cards` captured by player 0. */
function simulatorYaku(cards: string[], month: number, preset: (typeof PRESET_IDS)[number]): YakuId[] {
  const sim = new MonthSim();
  sim.load(monthState({ preset, month, hands: [['12-plain1'], ['12-plain2']], field: [], captures: [cards, []] }));
  scoreCounters(sim.counters, 0, sim.t, month);
  return yakuIdsOf(scored.yaku);
}

describe('the yaku table', () => {
  it('lists every yaku once, in the order the reference and the log use', () => {
    expect(YAKU.map((y) => y.id)).toEqual(ALL_YAKU);
    expect(new Set(ALL_YAKU).size).toBe(ALL_YAKU.length);
  });

  for (const y of YAKU) {
    describe(y.id, () => {
      it('has an English and a Japanese name, and lesson text', () => {
        expect(YAKU_NAMES[y.id].en).not.toBe('');
        expect(YAKU_NAMES[y.id].ja).not.toBe('');
        expect(YAKU_TEXT[y.id].needs.en).not.toBe('');
      });

      it('has its own bit in the simulator', () => {
        expect(yakuIdsOf(yakuMaskOf([y.id]))).toEqual([y.id]);
      });

      it('is worth points under at least one preset', () => {
        expect(PRESET_IDS.some((p) => yakuPoints(y.id, options(p)) !== null)).toBe(true);
      });
    });
  }

  for (const y of captureYaku) {
    it(`${y.id}: its card groups form it, for the rules and for the simulator alike`, () => {
      expect(yakuGroups(y.id, options(), monthFor(y)).length).toBeGreaterThan(0);
      const preset = PRESET_IDS.find((p) => yakuPoints(y.id, options(p)) !== null)!;
      // Viewing yaku may need a basic yaku beside them: boar, deer and butterflies are added.
      const example = [...yakuExample(y.id, options(preset), monthFor(y)), ...(y.family === 'viewing' ? INOSHIKACHO_CARDS : [])];
      const rules = scoreCaptures(example, options(preset), monthFor(y)).yaku.map((s) => s.id);
      expect(rules).toContain(y.id);
      expect(simulatorYaku(example, monthFor(y), preset)).toEqual(rules);
    });
  }
});

describe('the cards a yaku is made of', () => {
  const kasuCards = (wildCard: 'none' | 'sake-cup-both' | 'iris-either') => yakuRecord('kasu').groups({ wildCard }, 1)[0];

  it('kasu is ten of the plains, and of the wild card when the rules make it a plain', () => {
    expect(kasuCards('none')).toEqual({ cards: PLAIN_CARDS, need: 10 });
    expect(kasuCards('sake-cup-both')).toEqual({ cards: [...PLAIN_CARDS, SAKE_CUP], need: 10 });
    expect(kasuCards('iris-either')).toEqual({ cards: [...PLAIN_CARDS, IRIS_BRIDGE], need: 10 });
  });

  it('the card gallery lights up every yaku made of particular cards: all but tsukifuda and the hand yaku', () => {
    expect(CARD_YAKU).toEqual(ALL_YAKU.filter((id) => !['tsukifuda', 'teshi', 'kuttsuki'].includes(id)));
  });
});
