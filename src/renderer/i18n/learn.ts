/** The learning screen's shell messages (mounted under `learn.`); each game's own lessons carry theirs. */
const en = {
  nav: 'Learn',
  title: 'Learn {title}',
  eyebrow: 'Rules, reference and practice',
  games: 'Game',
  sections: 'Sections',
  back: 'Back to the game',
  backHint: 'Your game is kept exactly where you left it.',
  close: 'Close',
  rulesButton: 'Rules',
  rulesButtonHint: 'Open the rules and references; the game waits where it is.',
  rulesOf: 'Rules of {title}',
  noLessons: 'There is no reference for this game yet.',
  escape: 'Esc closes',
};

type Messages = typeof en;

const ja: Messages = {
  nav: '遊び方',
  title: '{title}を学ぶ',
  eyebrow: 'ルール・早見表・練習',
  games: 'ゲーム',
  sections: '項目',
  back: '対局に戻る',
  backHint: '対局はそのままの局面で待っています。',
  close: '閉じる',
  rulesButton: 'ルール',
  rulesButtonHint: 'ルールと早見表を開きます。対局はそのまま待っています。',
  rulesOf: '{title}のルール',
  noLessons: 'このゲームの解説はまだありません。',
  escape: 'Escで閉じる',
};

const de: Messages = {
  nav: 'Lernen',
  title: '{title} lernen',
  eyebrow: 'Regeln, Nachschlagen und Übung',
  games: 'Spiel',
  sections: 'Abschnitte',
  back: 'Zurück zur Partie',
  backHint: 'Deine Partie wartet genau da, wo du sie verlassen hast.',
  close: 'Schließen',
  rulesButton: 'Regeln',
  rulesButtonHint: 'Öffnet Regeln und Nachschlagewerk; die Partie wartet solange.',
  rulesOf: 'Regeln von {title}',
  noLessons: 'Für dieses Spiel gibt es noch kein Nachschlagewerk.',
  escape: 'Esc schließt',
};

export default { en, ja, de };
