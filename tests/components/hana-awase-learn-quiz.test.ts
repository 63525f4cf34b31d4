import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { createAppI18n } from '../../src/renderer/i18n';
import { PRACTICE_KEY, type PracticeRecorder } from '../../src/plugin-api/learn';
import HanaAwaseQuiz from '../../games/hana-awase/ui/learn/HanaAwaseQuiz.vue';
import { practiceQuiz, type ScoreQuestion, type YakuQuestion } from '../../games/hana-awase/ui/learn/quiz';
import { parseOptions, type HanaAwaseOptions } from '../../games/hana-awase/options';
import { scoreRound } from '../../games/hana-awase/scoring';
import { yakuOf } from '../../games/hana-awase/yaku';
import { CARD_IDS } from '../../games/shared/hanafuda/cards';

const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});

const mountQuiz = (props: Record<string, unknown> = {}, lang: 'en' | 'ja' | 'de' = 'en', recorder: PracticeRecorder | null = null) =>
  mount(HanaAwaseQuiz, {
    props: { gameId: 'hana-awase', presetId: null, options: null, seed: 11, ...props },
    attachTo: document.body,
    global: { plugins: [createAppI18n(lang)], stubs: { HanafudaCard: CardStub }, provide: recorder ? { [PRACTICE_KEY]: recorder } : {} },
  });

const RULES: readonly Partial<HanaAwaseOptions>[] = [
  {},
  { players: 2 },
  { players: 4 },
  { scoring: 'additive' },
  { rainSpoilsViewing: true, willowRow: 'cancels-yaku' },
  { willowRow: 'owner-only', compensation: true, lowScoreVoid: true, plainValue: 0 },
];

describe('the Hana-awase practice questions', () => {
  it.each(RULES)('are answered by the rules’ own scoring, with four different choices (%o)', (changes) => {
    const options = parseOptions(changes);
    for (let seed = 1; seed <= 40; seed++) {
      for (const q of practiceQuiz(options, seed, 5)) {
        expect(q.choices).toHaveLength(4);
        if (q.kind === 'yaku') {
          expect(q.choices[q.correct]!.yaku).toEqual(yakuOf(q.pile, options));
          expect(new Set(q.choices.map((c) => JSON.stringify(c.yaku))).size).toBe(4);
        } else {
          expect(q.piles.flat().slice().sort()).toEqual([...CARD_IDS].sort());
          expect(q.piles).toHaveLength(options.players);
          expect(q.choices[q.correct]).toBe(scoreRound(q.piles, q.dealer, options).seats[q.seat]!.score);
          expect(new Set(q.choices).size).toBe(4);
        }
      }
    }
  });

  it('alternate between yaku and round scores, and one seed always gives the same set', () => {
    const options = parseOptions({});
    const a = practiceQuiz(options, 5, 5);
    expect(a.map((q) => q.kind)).toEqual(['yaku', 'score', 'yaku', 'score', 'yaku']);
    expect(practiceQuiz(options, 5, 5)).toEqual(a);
    expect(practiceQuiz(options, 6, 5)).not.toEqual(a);
  });
});

describe('the Hana-awase practice', () => {
  it('asks which yaku the pile shown forms, and the right choice is what yakuOf says of that pile', async () => {
    const w = mountQuiz();
    await w.get('[data-testid="quiz-start"]').trigger('click');
    expect(w.get('section.q').attributes('data-kind')).toBe('yaku');
    const pile = w.findAll('.pile [data-card]').map((c) => c.attributes('data-card') as string);
    const yaku = yakuOf(pile, parseOptions({}));
    const total = yaku.reduce((s, y) => s + y.points, 0);
    const right = w.get('[data-correct="yes"]').text();
    for (const y of yaku) expect(right).toContain(`${y.points}`);
    expect(right).toMatch(new RegExp(`= ${total} points$`));
    await w.get('[data-correct="yes"] input').setValue(true);
    await w.get('[data-testid="quiz-check"]').trigger('click');
    expect(w.get('[data-testid="quiz-explain"]').text()).toContain('Right!');
    // The cards of the right yaku are lit in the pile and shown again in the explanation.
    const lit = w.findAll('.pile .lit [data-card]').map((c) => c.attributes('data-card'));
    expect(lit.length).toBeGreaterThan(0);
    expect(w.findAll('.why [data-card]').map((c) => c.attributes('data-card')).sort()).toEqual([...new Set(lit)].sort());
    w.unmount();
  });

  it('asks a player’s round score, shows every seat’s card points and yaku, and explains every score with the formula', async () => {
    const w = mountQuiz();
    const q = practiceQuiz(parseOptions({}), 11, 5)[1] as ScoreQuestion;
    await w.get('[data-testid="quiz-start"]').trigger('click');
    await w.get('[data-choice="0"] input').setValue(true);
    await w.get('[data-testid="quiz-check"]').trigger('click');
    await w.get('[data-testid="quiz-next"]').trigger('click');
    expect(w.get('section.q').attributes('data-kind')).toBe('score');
    const name = `Player ${'ABC'[q.seat]}`;
    expect(w.get('[data-testid="quiz-prompt"]').text()).toBe(`A round with 3 players is over; par is 88. What is ${name}’s round score under zero-sum?`);
    const round = scoreRound(q.piles, q.dealer, parseOptions({}));
    expect(w.findAll('[data-testid="quiz-round"] tbody tr').map((tr) => tr.findAll('td')[0]!.text())).toEqual(round.seats.map((s) => String(s.cardPoints)));
    const score = round.seats[q.seat]!.score;
    expect(w.get('[data-correct="yes"]').text()).toBe(`${score < 0 ? `−${-score}` : score} point${Math.abs(score) === 1 ? '' : 's'}`);
    const wrong = w.findAll('[data-choice]').find((c) => c.attributes('data-correct') === undefined)!;
    await wrong.get('input').setValue(true);
    await w.get('[data-testid="quiz-check"]').trigger('click');
    const explain = w.get('[data-testid="quiz-explain"]');
    expect(explain.text()).toContain('Not quite.');
    const lines = explain.findAll('[data-testid="quiz-sums"] li');
    expect(lines).toHaveLength(3);
    round.seats.forEach((s, seat) => {
      const paid = round.seats.filter((_, k) => k !== seat).reduce((a, o) => a + o.yakuTotal, 0);
      const value = s.score < 0 ? `−${-s.score}` : String(s.score);
      expect(lines[seat]!.text()).toBe(`Player ${'ABC'[seat]}(${s.cardPoints} − 88) + ${s.yakuTotal} × 2 − ${paid} = ${value}`);
    });
    w.unmount();
  });

  it('uses the rules chosen: additive scoring under the quick preset', async () => {
    const w = mountQuiz({ presetId: 'quick' });
    const q = practiceQuiz(parseOptions({ players: 3, rounds: 3, scoring: 'additive' }), 11, 5)[1] as ScoreQuestion;
    await w.get('[data-testid="quiz-start"]').trigger('click');
    await w.get('[data-choice="0"] input').setValue(true);
    await w.get('[data-testid="quiz-check"]').trigger('click');
    await w.get('[data-testid="quiz-next"]').trigger('click');
    expect(w.get('[data-testid="quiz-prompt"]').text()).toContain('under additive scoring');
    const s = q.round.seats[q.seat]!;
    expect(s.score).toBe(s.cardPoints + s.yakuTotal);
    expect(w.get('[data-correct="yes"]').text()).toBe(`${s.score} points`);
    w.unmount();
  });

  it('explains a group: only the best member scores', () => {
    const options = parseOptions({});
    const found = Array.from({ length: 60 }, (_, seed) => practiceQuiz(options, seed + 1, 5))
      .flat()
      .find((q): q is YakuQuestion => q.kind === 'yaku' && q.outranked.length > 0);
    expect(found).toBeDefined();
    const { best, other } = found!.outranked[0]!;
    const formed = yakuOf(found!.pile, options).map((y) => y.id);
    expect(formed).toContain(best);
    expect(formed).not.toContain(other);
  });

  it('saves the finished session in the statistics', async () => {
    const recorder: PracticeRecorder = {
      record: vi.fn(async (_quiz: string, correct: number, questions: number) => ({ sessions: 1, correct, questions })),
      totals: vi.fn(async () => null),
    };
    const w = mountQuiz({}, 'en', recorder);
    await w.get('[data-testid="quiz-start"]').trigger('click');
    for (let i = 0; i < 5; i++) {
      await w.get('[data-correct="yes"] input').setValue(true);
      await w.get('[data-testid="quiz-check"]').trigger('click');
      await w.get('[data-testid="quiz-next"]').trigger('click');
    }
    await flushPromises();
    expect(recorder.record).toHaveBeenCalledWith('yaku-and-score', 5, 5);
    expect(w.get('[data-testid="quiz-done"]').text()).toContain('You answered 5 of 5 correctly.');
    w.unmount();
  });

  it('speaks Japanese and German', async () => {
    const ja = mountQuiz({}, 'ja');
    await ja.get('[data-testid="quiz-start"]').trigger('click');
    expect(ja.get('[data-testid="quiz-prompt"]').text()).toBe('ある回の終わりのあなたの取り札です。どの出来役ができていて、何点になりますか？');
    expect(ja.get('[data-correct="yes"]').text()).toMatch(/点$/);
    ja.unmount();
    const de = mountQuiz({}, 'de');
    await de.get('[data-testid="quiz-start"]').trigger('click');
    expect(de.get('[data-testid="quiz-prompt"]').text()).toBe('Das sind deine genommenen Karten am Ende einer Runde. Welche Yaku bilden sie, und was sind sie wert?');
    expect(de.get('[data-correct="yes"]').text()).toMatch(/Punkte?$/);
    de.unmount();
  });
});
