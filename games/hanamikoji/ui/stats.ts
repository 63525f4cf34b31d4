/** Hanamikoji's own statistics: the geishas whose favour the player held at the end, and rounds played (strings: stats-i18n.ts). */
import type { PlayerId } from '../../../src/framework/game';
import { perGame, type AnyMatch, type MatchDetails, type StatsProfile } from '../../../src/plugin-api/stats';
import type { HanamikojiView } from '../index';
import { CHARM, GEISHAS } from '../cards';
import { tally } from '../judge';

/** The game's end reasons, in the order the rules check them. */
const REASONS = ['eleven-charm', 'four-geishas', 'round-limit'] as const;

export const hanamikojiStats: StatsProfile = {
  details(match: AnyMatch, seat: PlayerId): MatchDetails {
    const view = match.viewFor(seat) as HanamikojiView;
    const markers = view.lastRound?.markersAfter ?? view.markers;
    const held = tally(markers);
    const out: Record<string, number> = { rounds: view.lastRound?.round ?? view.round, geishas: held.geishas[seat], charm: held.charm[seat] };
    for (const g of GEISHAS) out[`geisha:${g.toLowerCase()}`] = markers[g] === seat ? 1 : 0;
    return out;
  },

  facts(cell, t) {
    const d = cell.details;
    return [
      { id: 'geishas', label: t('games.hanamikoji.statistics.geishasPerGame'), value: perGame(d.geishas ?? 0, cell.detailed) },
      { id: 'charm', label: t('games.hanamikoji.statistics.charmPerGame'), value: perGame(d.charm ?? 0, cell.detailed) },
      { id: 'rounds', label: t('games.hanamikoji.statistics.roundsPerGame'), value: perGame(d.rounds ?? 0, cell.detailed) },
    ];
  },

  charts(cell, t) {
    const reasons = REASONS.map((r) => t(`games.hanamikoji.statistics.reasons.${r}`));
    return [
      {
        id: 'geishas',
        title: t('games.hanamikoji.statistics.geishasChart'),
        kind: 'bar',
        horizontal: true,
        labels: GEISHAS.map((g) => t('games.hanamikoji.statistics.geishaCharm', { name: t(`games.hanamikoji.geisha.${g}`), n: CHARM[g] })),
        series: [{ label: t('games.hanamikoji.statistics.games'), values: GEISHAS.map((g) => cell.details[`geisha:${g.toLowerCase()}`] ?? 0) }],
        empty: t('statistics.noDetails'),
      },
      {
        id: 'ended-by',
        title: t('games.hanamikoji.statistics.endedBy'),
        kind: 'bar',
        labels: reasons,
        series: [
          { label: t('statistics.wins'), values: REASONS.map((r) => cell.wonBy[r] ?? 0) },
          { label: t('statistics.losses'), values: REASONS.map((r) => cell.lostBy[r] ?? 0) },
        ],
        empty: t('statistics.noDetails'),
      },
    ];
  },
};
