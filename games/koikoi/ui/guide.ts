/** The guided first game of Koi-Koi: a fixed deal, and what each choice does as it comes up. */
import type { Lang } from '../../../src/framework/game';
import type { GameGuide } from '../../../src/plugin-api/guide';
import { cardInfo } from '../../shared/hanafuda/cards';
import { matchesOf } from '../rules';
import type { KoiKoiView } from '../view';

type Words = Readonly<Record<Lang, string>>;

const NO_CAPTURE: Words = {
  en: 'None of your cards matches the field now: play one you can spare.',
  ja: '今は場に合う札がありません。手放してよい札を出しましょう。',
  de: 'Keine deiner Karten passt gerade zum Feld: Spiel eine, auf die du verzichten kannst.',
};
const DRAW_CHOICE: Words = {
  en: 'The card turned from the pile matches two field cards: choose which one to take. Brights, animals and ribbons build yaku fastest.',
  ja: 'めくった札が場の2枚と合います：どちらを取るか選びましょう。光・タネ・短冊は役になりやすい札です。',
  de: 'Die aufgedeckte Karte passt zu zwei Feldkarten: Wähle, welche du nimmst. Lichter, Tiere und Bänder bilden am schnellsten Yaku.',
};
const FIRST_TURN: Words = {
  en: 'Your turn: play a card from your hand. It captures a field card of the same month (the same flower); with no match it stays on the field. Then a card is turned from the pile and matches the same way.',
  ja: 'あなたの番：手札から1枚出します。場に同じ月（同じ花）の札があれば取れ、なければ場に残ります。そのあと山札から1枚めくり、同じように合わせます。',
  de: 'Du bist dran: Spiel eine Karte aus deiner Hand. Sie nimmt eine Feldkarte desselben Monats (derselben Blume); passt keine, bleibt sie auf dem Feld. Dann wird eine Karte vom Stapel aufgedeckt und genauso angelegt.',
};

/** The cards of the hand that capture something now, by name. */
function capturing(view: KoiKoiView, lang: Lang): string {
  const names = [...new Set(view.hand.filter((c) => matchesOf(view.field, c).length > 0).map((c) => cardInfo(c).name[lang]))];
  if (names.length === 0) return NO_CAPTURE[lang];
  if (lang === 'ja') return `今取れる札：${names.join('・')}。`;
  if (lang === 'de') return `Karten, die jetzt etwas nehmen: ${names.join(', ')}.`;
  return `Cards that capture now: ${names.join(', ')}.`;
}

function decide(points: number, lang: Lang): string {
  const one = points === 1;
  if (lang === 'ja')
    return `役ができました（${points}点）！「上がり」で月を終えて点を得るか、「こいこい」で続けてさらに狙うか。こいこいの後に相手が先に役を作ると、この月のあなたの点はなくなります。`;
  if (lang === 'de')
    return `Du hast ein Yaku für ${one ? '1 Punkt' : `${points} Punkte`}! Hör auf, um den Monat zu beenden und ${one ? 'ihn' : 'sie'} zu sichern, oder ruf Koi-Koi, um für mehr weiterzuspielen — aber bildet dein Gegner zuerst ein Yaku, bekommst du in diesem Monat nichts.`;
  return `You made a yaku worth ${one ? '1 point' : `${points} points`}! Stop to end the month and bank ${one ? 'it' : 'them'}, or call koi-koi to play on for more — but if your opponent makes a yaku first, you score nothing this month.`;
}

function step(view: KoiKoiView, lang: Lang): string | null {
  if (view.toAct !== view.viewer) return null;
  const pending = view.pending;
  if (pending?.kind === 'decide') return decide(pending.points, lang);
  if (pending?.kind === 'draw-choice') return DRAW_CHOICE[lang];
  if (view.phase !== 'play') return null;
  // The whole rule on the first turn of the month; afterwards the cards that capture now.
  if (view.hand.length === 8) return FIRST_TURN[lang];
  if (lang === 'ja') return `あなたの番：${capturing(view, lang)}`;
  if (lang === 'de') return `Du bist dran. ${capturing(view, lang)}`;
  return `Your turn. ${capturing(view, lang)}`;
}

const guide: GameGuide<KoiKoiView> = { seed: 7, step };
export default guide;
