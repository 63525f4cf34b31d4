/**
 * The shell's screens in words a person reads: counts in the language's plural forms (vue-i18n pluralisation,
 * never "1 wins"), and the history promising what the replay shows — one side's view at a time.
 */
import { describe, expect, it } from 'vitest';
import StatTiles from '../../src/renderer/components/statistics/StatTiles.vue';
import { gameStatisticsSchema } from '../../src/shared/records';
import { createAppI18n } from '../../src/renderer/i18n';
import { HISTORY_LIMIT } from '../../src/shared/records';
import { mountIn, testApp } from './support/app';
import type { SaveMeta } from '../../src/framework/save';
import { seatNames } from '../../src/renderer/play/names';

const statsWith = (streak: number) => gameStatisticsSchema.parse({ played: 5, wins: 3, losses: 2, draws: 0, streak, bestWinStreak: 3 });

function tiles(streak: number, legacy: number, lang: 'en' | 'ja' | 'de') {
  const stats = statsWith(streak);
  return mountIn(testApp(), StatTiles, { props: { shown: stats, stats, filtered: false, legacy } }, lang);
}

describe('counts in the statistics', () => {
  it.each([
    ['en', 1, '1 win in a row'],
    ['en', 3, '3 wins in a row'],
    ['en', -1, '1 loss in a row'],
    ['en', -4, '4 losses in a row'],
    ['de', 1, '1 Sieg in Folge'],
    ['de', 3, '3 Siege in Folge'],
    ['de', -1, '1 Niederlage in Folge'],
    ['de', -2, '2 Niederlagen in Folge'],
    ['ja', 1, '1連勝中'],
    ['ja', -3, '3連敗中'],
  ] as const)('%s: a streak of %i reads “%s”', (lang, streak, text) => {
    expect(tiles(streak, 0, lang).get('.streaks strong').text()).toBe(text);
  });

  it.each([
    ['en', 'Current streak: 2 wins in a row', 'Best winning streak: 3'],
    ['ja', '現在の連続：2連勝中', '最長連勝：3'],
    ['de', 'Aktuelle Serie: 2 Siege in Folge', 'Längste Siegesserie: 3'],
  ] as const)('%s: the streak lines are whole sentences of the language, its colon included', (lang, streak, best) => {
    const w = tiles(2, 0, lang);
    expect(w.get('[data-testid="streak"]').text()).toBe(streak);
    expect(w.get('[data-testid="best-streak"]').text()).toBe(best);
  });

  it.each([
    ['en', 1, 'One earlier game counts in the totals only: it was played'],
    ['en', 2, '2 earlier games count in the totals only: they were played'],
    ['de', 1, 'Eine frühere Partie zählt nur in den Summen: Sie wurde gespielt'],
    ['de', 2, '2 frühere Partien zählen nur in den Summen: Sie wurden gespielt'],
  ] as const)('%s: %i game from before the per-opponent records reads “%s…”', (lang, legacy, text) => {
    expect(tiles(0, legacy, lang).get('.note').text()).toContain(text);
  });
});

describe('the history’s promise', () => {
  const { t } = createAppI18n('en').global;
  it.each(['en', 'ja', 'de'] as const)('%s: the replay is watched from either side, not with every card face up', (lang) => {
    const intro = createAppI18n(lang).global.t('history.intro', { n: HISTORY_LIMIT }, HISTORY_LIMIT);
    expect(intro).toContain(String(HISTORY_LIMIT));
    expect(intro).not.toMatch(/face up|すべての札を表|alle[n]? Karten offen/);
    expect(intro).toMatch(/your side or your opponent’s|自分の側からも相手の側からも|von deiner Seite oder der deines Gegners/);
  });
  it('names no one in the replay’s heading of the player’s own view', () => {
    expect(t('replay.yourView', { name: 'You' })).toBe('What you saw');
  });
});

describe('the names of the seats', () => {
  const i18n = createAppI18n('en');
  const names = (lang: 'en' | 'ja' | 'de', seats: SaveMeta['seats']) => {
    i18n.global.locale.value = lang;
    return seatNames('hana-awase', seats, (key, params) => i18n.global.t(key, params ?? {}), lang);
  };
  const easy = { kind: 'bot', level: 'easy' } as const;
  const hard = { kind: 'bot', level: 'hard' } as const;
  const person = { kind: 'human' } as const;

  it('names you and a computer of each level plainly', () => {
    expect(names('en', [person, easy, hard])).toEqual(['You', 'Computer (Easy)', 'Computer (Hard)']);
  });

  it.each([
    ['en', ['You', 'Computer (Easy) · seat\u00a02', 'Computer (Easy) · seat\u00a03']],
    ['ja', ['あなた', 'コンピューター（やさしい）・2番席', 'コンピューター（やさしい）・3番席']],
    ['de', ['Du', 'Computer (Leicht) · Platz\u00a02', 'Computer (Leicht) · Platz\u00a03']],
  ] as const)('%s: tells two computers of the same level apart by their seats', (lang, expected) => {
    expect(names(lang, [person, easy, easy])).toEqual(expected);
  });

  it('names people at one screen by their seats, a computer among them by its level', () => {
    expect(names('en', [person, easy, person])).toEqual(['Player 1', 'Computer (Easy)', 'Player 3']);
  });
});
