/** Messages of the yaku progress panel (local to it, so the panel also works outside the shell). */
const en = {
  title: 'Yaku progress',
  formed: 'Formed',
  noneFormed: 'No yaku yet',
  total: '{n} pts',
  points: '{n} pt | {n} pts',
  count: '{have} of {need}',
  needsOne: 'needs the {card} — {where}',
  needsSome: 'needs {cards}',
  cardAt: '{card} ({where})',
  more: '{n} more {kind}: {places}',
  where: { field: 'on the field', hand: 'in your hand', drawn: 'just turned over', unseen: 'still unseen' },
  whereShort: { field: 'field', hand: 'your hand', drawn: 'turned over', unseen: 'unseen' },
  places: { field: '{n} on the field', hand: '{n} in your hand', drawn: '{n} turned over', unseen: '{n} unseen' },
  kinds: { lights: 'lights', animals: 'animals', ribbons: 'ribbons', plains: 'plains' },
  anotherYaku: 'counts only together with another yaku',
  nothing: 'No yaku can still be completed.',
  notStarted: 'Other yaku still possible: {list}',
  list: '{name} progress',
  rowLabel: '{name}: {have} of {need} cards, {points}',
  hide: 'Hide yaku progress',
  show: 'Show yaku progress',
};

type Messages = typeof en;

const ja: Messages = {
  title: '役の進み具合',
  formed: '成立',
  noneFormed: 'まだ役なし',
  total: '{n}点',
  points: '{n}点 | {n}点',
  count: '{have}／{need}',
  needsOne: 'あと{card}（{where}）',
  needsSome: 'あと {cards}',
  cardAt: '{card}（{where}）',
  more: '{kind}あと{n}枚：{places}',
  where: { field: '場にある', hand: 'あなたの手札', drawn: 'めくった札', unseen: 'まだ見えていない' },
  whereShort: { field: '場', hand: '手札', drawn: 'めくり', unseen: '未見' },
  places: { field: '場に{n}枚', hand: '手札に{n}枚', drawn: 'めくり{n}枚', unseen: '未見{n}枚' },
  kinds: { lights: '光札', animals: 'タネ', ribbons: '短冊', plains: 'カス' },
  anotherYaku: '他の役と一緒の時のみ成立',
  nothing: '完成できる役はもうありません。',
  notStarted: 'ほかに可能な役：{list}',
  list: '{name}の進み具合',
  rowLabel: '{name}：{have}／{need}枚、{points}',
  hide: '役の進み具合を隠す',
  show: '役の進み具合を表示',
};

export default { en, ja };
