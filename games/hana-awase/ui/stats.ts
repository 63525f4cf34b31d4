/**
 * Hana-awase's own statistics (strings: stats-i18n.ts), read from the finished match's public view: rounds
 * played and how often the player's round score was the table's best, card points and round scores summed,
 * rounds with a yaku scored, and each yaku scored.
 */
import type { Seat } from '../../../src/framework/game';
import { perGame, percent, type AnyMatch, type MatchDetails, type StatsProfile } from '../../../src/plugin-api/stats';
import type { HanaAwaseView } from '../view';
import { YAKU } from '../yaku';
import { yakuShort } from './labels';

export const hanaAwaseStats: StatsProfile = {
  details(match: AnyMatch, seat: Seat): MatchDetails {
    const view = match.viewFor(seat) as HanaAwaseView;
    const out: Record<string, number> = { rounds: 0, 'rounds-best': 0, 'card-points': 0, 'yaku-rounds': 0, 'void-rounds': 0 };
    const bump = (key: string, n = 1): void => {
      out[key] = (out[key] ?? 0) + n;
    };
    for (const round of view.results) {
      const mine = round.score.seats[seat];
      if (!mine) continue;
      bump('rounds');
      bump('card-points', mine.cardPoints);
      if (round.score.void) {
        bump('void-rounds');
        continue;
      }
      if (mine.score === Math.max(...round.score.seats.map((s) => s.score))) bump('rounds-best');
      if (mine.yaku.length > 0) bump('yaku-rounds');
      for (const y of mine.yaku) bump(`yaku:${y.id}`);
    }
    return out;
  },

  facts(cell, t) {
    const d = cell.details;
    const n = (key: string): number => d[key] ?? 0;
    return [
      {
        id: 'rounds-best',
        label: t('games.hana-awase.statistics.roundsBest'),
        value: t('statistics.ofTotal', { part: n('rounds-best'), whole: n('rounds') - n('void-rounds'), rate: percent(n('rounds-best'), n('rounds') - n('void-rounds')) }),
      },
      { id: 'card-points', label: t('games.hana-awase.statistics.cardPoints'), value: perGame(n('card-points'), n('rounds')) },
      {
        id: 'yaku-rounds',
        label: t('games.hana-awase.statistics.yakuRounds'),
        value: t('statistics.ofTotal', { part: n('yaku-rounds'), whole: n('rounds') - n('void-rounds'), rate: percent(n('yaku-rounds'), n('rounds') - n('void-rounds')) }),
      },
    ];
  },

  charts(cell, t, lang) {
    const d = cell.details;
    const made = YAKU.filter((y) => (d[`yaku:${y.id}`] ?? 0) > 0);
    return [
      {
        id: 'yaku',
        title: t('games.hana-awase.statistics.yakuChart'),
        kind: 'bar',
        horizontal: true,
        labels: made.map((y) => yakuShort(y.id, lang)),
        series: [{ label: t('games.hana-awase.statistics.timesMade'), values: made.map((y) => d[`yaku:${y.id}`] ?? 0) }],
        empty: t('games.hana-awase.statistics.noYaku'),
      },
    ];
  },
};
