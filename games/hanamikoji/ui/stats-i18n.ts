/** The words of Hanamikoji's statistics (stats.ts), mounted with the game's messages under `games.hanamikoji.statistics.`. */
export default {
  en: {
    geishasPerGame: 'Geishas won per game',
    charmPerGame: 'Charm per game',
    roundsPerGame: 'Rounds per game',
    endedBy: 'How your games were decided',
    geishasChart: 'Geishas whose favour you won',
    geishaCharm: '{name} ({n})',
    games: 'Games',
    reasons: {
      'four-geishas': '4 geishas',
      'eleven-charm': '11 charm',
      'round-limit': 'Round limit',
    },
  },
  ja: {
    geishasPerGame: '1局あたりの芸者',
    charmPerGame: '1局あたりの魅力点',
    roundsPerGame: '1局あたりのラウンド',
    endedBy: '勝敗の決まり方',
    geishasChart: '好意を得た芸者',
    geishaCharm: '{name}（{n}）',
    games: '局数',
    reasons: {
      'four-geishas': '芸者4人',
      'eleven-charm': '魅力11点',
      'round-limit': 'ラウンド上限',
    },
  },
  de: {
    geishasPerGame: 'Gewonnene Geishas pro Partie',
    charmPerGame: 'Gunst-Punkte pro Partie',
    roundsPerGame: 'Runden pro Partie',
    endedBy: 'Wie deine Partien entschieden wurden',
    geishasChart: 'Geishas, deren Gunst du gewonnen hast',
    geishaCharm: '{name} ({n})',
    games: 'Partien',
    reasons: {
      'four-geishas': '4 Geishas',
      'eleven-charm': '11 Gunst-Punkte',
      'round-limit': 'Rundenlimit',
    },
  },
} as const;
