/** The words of Hana-awase's statistics (stats.ts), mounted with the game's messages under `games.hana-awase.statistics.`. */
export default {
  en: {
    roundsBest: 'Rounds with the best score at the table',
    cardPoints: 'Card points per round',
    yakuRounds: 'Rounds with a yaku scored',
    yakuChart: 'Yaku you scored',
    noYaku: 'No yaku scored yet.',
    timesMade: 'Times scored',
  },
  ja: {
    roundsBest: '卓で最高得点だった回',
    cardPoints: '1回あたりの札の点',
    yakuRounds: '役を得点した回',
    yakuChart: '得点した役',
    noYaku: 'まだ役を得点していません。',
    timesMade: '回数',
  },
  de: {
    roundsBest: 'Runden mit der besten Wertung am Tisch',
    cardPoints: 'Kartenpunkte je Runde',
    yakuRounds: 'Runden mit gewertetem Yaku',
    yakuChart: 'Deine gewerteten Yaku',
    noYaku: 'Noch kein Yaku gewertet.',
    timesMade: 'Wie oft',
  },
} as const;
