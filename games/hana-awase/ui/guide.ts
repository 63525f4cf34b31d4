/** The guided first game of Hana-awase: a fixed deal, and what each choice in front of the player does. */
import type { Lang } from '../../../src/framework/game';
import type { GameGuide } from '../../../src/plugin-api/guide';
import { cardInfo } from '../../shared/hanafuda/cards';
import { cardValue } from '../cards';
import { matchesOf } from '../rules';
import type { HanaAwaseView } from '../view';

type Words = Readonly<Record<Lang, string>>;

const FIRST_TURN: Words = {
  en: 'Your turn: play a card from your hand. It captures a field card of the same month (the same flower); with two on the field you choose one, with three you take all four; with none it stays on the field. Then the top card of the pile is turned and matches the same way. Lights are worth 20, animals 10, ribbons 5, plains 1.',
  ja: 'あなたの番：手札から1枚出します。場に同じ月（同じ花）の札が1枚あれば取り、2枚ならどちらか1枚を選び、3枚なら4枚すべて取ります。なければ場に残ります。そのあと山札から1枚めくり、同じように合わせます。光は20点、タネは10点、短冊は5点、カスは1点です。',
  de: 'Du bist dran: Spiel eine Karte aus deiner Hand. Sie nimmt eine Feldkarte desselben Monats (derselben Blume); liegen zwei, wählst du eine, liegen drei, nimmst du alle vier; passt keine, bleibt sie auf dem Feld. Dann wird die oberste Karte des Stapels aufgedeckt und genauso angelegt. Lichter zählen 20, Tiere 10, Bänder 5, einfache Karten 1.',
};
const NO_CAPTURE: Words = {
  en: 'None of your cards matches the field now: play one you can spare — a plain card gives away the least.',
  ja: '今は場に合う札がありません。手放してよい札を出しましょう。カス札なら失う点がいちばん少なくて済みます。',
  de: 'Keine deiner Karten passt gerade zum Feld: Spiel eine, auf die du verzichten kannst — eine einfache Karte verschenkt am wenigsten.',
};
const DRAW_CHOICE: Words = {
  en: 'The card turned from the pile matches two field cards: choose which one to take. The other stays on the field for the next player.',
  ja: 'めくった札が場の2枚と合います：どちらを取るか選びましょう。残った札は次の人に取られるかもしれません。',
  de: 'Die aufgedeckte Karte passt zu zwei Feldkarten: Wähle, welche du nimmst. Die andere bleibt für den nächsten Spieler liegen.',
};
const RUN_OUT: Words = {
  en: 'Both hands are empty but the pile is not: each turn now only turns over the top card of the pile. Turn it over.',
  ja: '手札はなくなりましたが山札が残っています。ここからは山札をめくるだけの番です。山札をめくりましょう。',
  de: 'Beide Hände sind leer, der Stapel aber nicht: Jeder Zug deckt jetzt nur noch die oberste Karte des Stapels auf. Deck sie auf.',
};

/** The points a hand card would take with it now (the card itself and the most valuable capture it allows), or 0. */
function worth(view: HanaAwaseView, card: string): number {
  const matches = matchesOf(view.field, card);
  if (matches.length === 0) return 0;
  const value = (id: string): number => cardValue(id, view.options);
  const taken = matches.length === 2 ? Math.max(...matches.map(value)) : matches.reduce((sum, id) => sum + value(id), 0);
  return value(card) + taken;
}

/** The hand card that captures the most points now, by name, with the points. */
function bestCapture(view: HanaAwaseView, lang: Lang): string {
  const [best] = view.hand.map((card) => ({ card, points: worth(view, card) })).sort((a, b) => b.points - a.points);
  if (!best || best.points === 0) return NO_CAPTURE[lang];
  const name = cardInfo(best.card).name[lang];
  if (lang === 'ja') return `いちばん点になる札：${name}（${best.points}点分を取れます）。`;
  if (lang === 'de') return `Am meisten bringt jetzt: ${name} (nimmt ${best.points} ${best.points === 1 ? 'Punkt' : 'Punkte'}).`;
  return `The richest capture now: ${name} (takes ${best.points} ${best.points === 1 ? 'point' : 'points'}).`;
}

function step(view: HanaAwaseView, lang: Lang): string | null {
  if (view.toAct !== view.me) return null;
  if (view.phase === 'draw-choice') return DRAW_CHOICE[lang];
  if (view.phase === 'draw') return RUN_OUT[lang];
  if (view.phase !== 'play') return null;
  // The whole rule on the player's first turn of the game (their hand still as full as any); then the capture worth most.
  if (view.results.length === 0 && view.hand.length >= Math.max(...view.handCounts)) return FIRST_TURN[lang];
  if (lang === 'ja') return `あなたの番：${bestCapture(view, lang)}`;
  if (lang === 'de') return `Du bist dran. ${bestCapture(view, lang)}`;
  return `Your turn. ${bestCapture(view, lang)}`;
}

const guide: GameGuide<HanaAwaseView> = { seed: 7, step };
export default guide;
