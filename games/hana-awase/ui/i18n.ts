/** Board messages, mounted by the shell under `games.hana-awase.`. */
const en = {
  board: 'Hana-awase table, round {round}',
  field: 'Field',
  yourHand: 'Your hand',
};

type Messages = typeof en;

const ja: Messages = {
  board: '花合わせの卓、第{round}回戦',
  field: '場',
  yourHand: 'あなたの手札',
};

const de: Messages = {
  board: 'Hana-Awase-Tisch, Runde {round}',
  field: 'Feld',
  yourHand: 'Deine Hand',
};

export default { en, ja, de };
