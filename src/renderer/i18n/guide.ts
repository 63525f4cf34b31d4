/** Messages of the guided first game (en, ja and de, same keys). */
export default {
  en: {
    start: 'Play a guided first game',
    offer: 'New to {game}? Play a guided first game',
    startHint: 'A fixed deal against the easy computer, with a prompt explaining each choice as it comes.',
    label: 'Guided game',
    skip: 'Skip the guide',
    waiting: 'Your opponent is playing; watch what they take.',
  },
  ja: {
    start: 'ガイド付きで初めての対局',
    offer: '{game}は初めて？ガイド付きで遊ぶ',
    startHint: '決まった配札で「やさしい」コンピューターと対局し、判断のたびに説明が出ます。',
    label: 'ガイド',
    skip: 'ガイドを閉じる',
    waiting: '相手の番です。何を取るか見てみましょう。',
  },
  de: {
    start: 'Geführte erste Partie',
    offer: 'Neu bei {game}? Geführte erste Partie',
    startHint: 'Eine feste Verteilung gegen den leichten Computer, mit einem Hinweis, der jede Entscheidung erklärt, sobald sie ansteht.',
    label: 'Geführte Partie',
    skip: 'Führung beenden',
    waiting: 'Dein Gegner ist am Zug; schau, was er nimmt.',
  },
} as const;
