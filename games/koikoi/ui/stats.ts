/** Koi-Koi's own statistics: months won, koi-koi calls and whether they paid off, yaku made (strings: stats-i18n.ts). */
import type { PlayerId } from '../../../src/framework/game';
import { percent, type AnyMatch, type MatchDetails, type StatsProfile } from '../../../src/plugin-api/stats';
import type { KoiKoiView } from '../index';
import { YAKU_NAMES } from '../names';

const YAKU_ORDER = Object.keys(YAKU_NAMES) as (keyof typeof YAKU_NAMES)[];

export const koikoiStats: StatsProfile = {
  details(match: AnyMatch, seat: PlayerId): MatchDetails {
    const view = match.viewFor(seat) as KoiKoiView;
    const out: Record<string, number> = { months: 0, 'months-won': 0, 'koikoi-calls': 0, 'koikoi-months': 0, 'koikoi-paid': 0 };
    const bump = (key: string, n = 1): void => {
      out[key] = (out[key] ?? 0) + n;
    };
    for (const month of view.results) {
      bump('months');
      const won = month.winner === seat;
      if (won) bump('months-won');
      const calls = month.koikoi[seat];
      if (calls > 0) {
        bump('koikoi-calls', calls);
        bump('koikoi-months');
        if (won) bump('koikoi-paid');
      }
      if (won && month.points > 0) for (const y of month.yaku) bump(`yaku:${y.id}`);
    }
    return out;
  },

  facts(cell, t) {
    const d = cell.details;
    const n = (key: string): number => d[key] ?? 0;
    return [
      { id: 'months-won', label: t('games.koikoi.statistics.monthsWon'), value: t('statistics.ofTotal', { part: n('months-won'), whole: n('months'), rate: percent(n('months-won'), n('months')) }) },
      { id: 'koikoi-calls', label: t('games.koikoi.statistics.calls'), value: String(n('koikoi-calls')) },
      { id: 'koikoi-paid', label: t('games.koikoi.statistics.paid'), value: t('statistics.ofTotal', { part: n('koikoi-paid'), whole: n('koikoi-months'), rate: percent(n('koikoi-paid'), n('koikoi-months')) }) },
    ];
  },

  charts(cell, t, lang) {
    const d = cell.details;
    const made = YAKU_ORDER.filter((id) => (d[`yaku:${id}`] ?? 0) > 0);
    const paid = d['koikoi-paid'] ?? 0;
    const months = d['koikoi-months'] ?? 0;
    return [
      {
        id: 'yaku',
        title: t('games.koikoi.statistics.yakuChart'),
        kind: 'bar',
        horizontal: true,
        labels: made.map((id) => YAKU_NAMES[id][lang]),
        series: [{ label: t('games.koikoi.statistics.timesMade'), values: made.map((id) => d[`yaku:${id}`] ?? 0) }],
        empty: t('games.koikoi.statistics.noYaku'),
      },
      {
        id: 'koikoi',
        title: t('games.koikoi.statistics.callsChart'),
        kind: 'doughnut',
        labels: [t('games.koikoi.statistics.paidOff'), t('games.koikoi.statistics.notPaidOff')],
        series: [{ label: t('games.koikoi.statistics.months'), values: [paid, months - paid] }],
        empty: t('games.koikoi.statistics.noCalls'),
      },
    ];
  },
};
