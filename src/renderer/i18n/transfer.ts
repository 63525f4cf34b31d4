/** Messages of importing and exporting games in the history (en and ja, same keys). */
export default {
  en: {
    import: 'Import a game…',
    importHint: 'Open a saved game (a .json file, e.g. from `arena --record` or another copy of the app) to replay and review it. You can also drop the file here.',
    dropHere: 'Drop a saved game to import it',
    imported: 'Imported: {game} of {date}.',
    export: 'Export',
    exportGame: 'Export the {game} game of {date} as a file',
    errors: {
      'too-large': '{file} is too large to be a saved game.',
      'not-finished': '{file} holds a game that is not finished; only finished games go into the history.',
      duplicate: '{file} is already in your history.',
      invalid: '{file} cannot be imported: {detail}',
      unreadable: '{file} could not be read.',
      openFailed: 'The file could not be opened: {detail}',
    },
  },
  ja: {
    import: '対局を読み込む…',
    importHint: '保存された対局（.json ファイル。`arena --record` や別のアプリで保存したものなど）を開くと、再生と振り返りができます。ここにファイルをドロップしても読み込めます。',
    dropHere: 'ドロップして対局を読み込む',
    imported: '読み込みました：{date}の{game}。',
    export: '書き出す',
    exportGame: '{date}の{game}をファイルに書き出す',
    errors: {
      'too-large': '{file} は保存された対局としては大きすぎます。',
      'not-finished': '{file} は終わっていない対局です。履歴には終わった対局だけが入ります。',
      duplicate: '{file} はすでに履歴にあります。',
      invalid: '{file} は読み込めません：{detail}',
      unreadable: '{file} を読めませんでした。',
      openFailed: 'ファイルを開けませんでした：{detail}',
    },
  },
} as const;
