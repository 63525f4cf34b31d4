/**
 * The tiny game's UI manifest, written as games/<id>/ui/index.ts would be: its board, messages, statistics,
 * one setting of its own, the Continue card's summary and its levels table.
 */
import { z } from 'zod';
import { cardsIn } from '../../src/framework/kernel-parts';
import { defineGameUi } from '../../src/plugin-api/manifest';
import type { GameSettings } from '../../src/plugin-api/settings';
import { perGame, type StatsProfile } from '../../src/plugin-api/stats';
import type { TinyView } from './tiny-game';

const PRIZES = ['p1', 'p2', 'p3', 'p4'];
const value = (card: string): number => Number(card.slice(1));
const seen = (view: TinyView, zone: string): readonly string[] => cardsIn(view.zones, zone);
const total = (cards: readonly string[]): number => cards.reduce((s, c) => s + value(c), 0);

const tinySettingsSchema = z.object({ bigCards: z.boolean().default(false) });
export type TinySettings = z.infer<typeof tinySettingsSchema>;

const settings: GameSettings<TinySettings> = {
  schema: tinySettingsSchema,
  specs: [{ key: 'bigCards', label: { en: 'Big bid cards', ja: '大きな札', de: 'Große Gebotskarten' }, help: { en: 'Draws the bid cards larger.', ja: '入札の札を大きく表示します。', de: 'Zeigt die Gebotskarten größer.' } }],
};

const stats: StatsProfile = {
  details(match, seat) {
    const won = seen(match.viewFor(seat) as TinyView, `won${seat}`);
    return Object.fromEntries([['prizes', won.length], ...won.map((c) => [`prize:${c}`, 1])]);
  },
  facts: (cell, t) => [{ id: 'prizes', label: t('games.tiny.statistics.prizesPerGame'), value: perGame(cell.details.prizes ?? 0, cell.detailed) }],
  charts: (cell, t) => [
    {
      id: 'prizes',
      title: t('games.tiny.statistics.prizesChart'),
      kind: 'bar',
      labels: PRIZES,
      series: [{ label: t('games.tiny.statistics.games'), values: PRIZES.map((p) => cell.details[`prize:${p}`] ?? 0) }],
      empty: t('statistics.noDetails'),
    },
  ],
};

export const tinyUi = defineGameUi<TinyView>({
  board: () => import('./tiny-board'),
  messages: {
    en: { statistics: { prizesPerGame: 'Prizes per game', prizesChart: 'Prizes you took', games: 'Games' } },
    ja: { statistics: { prizesPerGame: '1局あたりの賞品', prizesChart: '取った賞品', games: '局数' } },
    de: { statistics: { prizesPerGame: 'Preise pro Spiel', prizesChart: 'Deine Preise', games: 'Spiele' } },
  },
  stats,
  settings,
  summary: (view) => ({ score: Array.from({ length: view.players ?? 2 }, (_, seat) => total(seen(view, `won${seat}`))), round: view.revealed.length + 1 }),
  levels: [
    { id: 'greedy', label: { en: 'Greedy', ja: '欲ばり', de: 'Gierig' }, help: { en: 'Bids high on big prizes.', ja: '大きな賞品に高く入札します。', de: 'Bietet hoch auf große Preise.' }, budgetMs: 0 },
    { id: 'hard', label: { en: 'Searching', ja: '探索', de: 'Suchend' }, help: { en: 'Looks ahead.', ja: '先を読みます。', de: 'Denkt voraus.' }, budgetMs: 300, hints: true },
  ],
});
