import { describe, expect, it } from 'vitest';
import { optionsSchema, presets } from '../../../games/koikoi/options';
import { scoreCaptures } from '../../../games/koikoi/scoring';
import { yakuQuiz } from '../../../games/koikoi/quiz';

const preset = (id: string) => optionsSchema.parse(presets.find((p) => p.id === id)?.options ?? {});

describe('the yaku practice quiz', () => {
  it.each(['nintendo', 'tabletop', 'fifty'])('under %s every question holds a yaku and its right answer is the real scoring', (id) => {
    const options = preset(id);
    for (const seed of [1, 2, 3, 99]) {
      for (const q of yakuQuiz(options, seed)) {
        const score = scoreCaptures(q.pile, options, q.calendarMonth);
        expect(score.yaku.length).toBeGreaterThan(0);
        expect(q.choices).toHaveLength(4);
        expect(q.choices[q.correct]).toEqual({ yaku: score.yaku, total: score.total });
        const keys = q.choices.map((c) => JSON.stringify(c));
        expect(new Set(keys).size).toBe(4);
      }
    }
  });

  it('gives the same questions for the same seed and others for another seed', () => {
    const options = preset('nintendo');
    expect(yakuQuiz(options, 7)).toEqual(yakuQuiz(options, 7));
    expect(yakuQuiz(options, 7)).not.toEqual(yakuQuiz(options, 8));
  });

  it('asks five questions by default', () => {
    expect(yakuQuiz(preset('fifty'), 5)).toHaveLength(5);
  });
});
