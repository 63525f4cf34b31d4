/** The guided first game of Koi-Koi: a fixed deal, and what each choice does as it comes up. */
import type { Lang } from '../../../src/framework/game';
import type { GameGuide } from '../../../src/plugin-api/guide';
import { cardInfo } from '../cards';
import { matchesOf } from '../rules';
import type { KoiKoiView } from '../view';

/** The cards of the hand that capture something now, by name. */
function capturing(view: KoiKoiView, lang: Lang): string {
  const names = [...new Set(view.hand.filter((c) => matchesOf(view.field, c).length > 0).map((c) => cardInfo(c).name[lang]))];
  if (names.length === 0)
    return lang === 'ja' ? '今は場に合う札がありません。手放してよい札を出しましょう。' : 'None of your cards matches the field now: play one you can spare.';
  return lang === 'ja' ? `今取れる札：${names.join('・')}。` : `Cards that capture now: ${names.join(', ')}.`;
}

function step(view: KoiKoiView, lang: Lang): string | null {
  if (view.toAct !== view.viewer) return null;
  const pending = view.pending;
  if (pending?.kind === 'decide')
    return lang === 'ja'
      ? `役ができました（${pending.points}点）！「上がり」で月を終えて点を得るか、「こいこい」で続けてさらに狙うか。こいこいの後に相手が先に役を作ると、この月のあなたの点はなくなります。`
      : `You made a yaku worth ${pending.points} points! Stop to end the month and bank them, or call koi-koi to play on for more — but if your opponent makes a yaku first, you score nothing this month.`;
  if (pending?.kind === 'draw-choice')
    return lang === 'ja'
      ? 'めくった札が場の2枚と合います：どちらを取るか選びましょう。光・タネ・短冊は役になりやすい札です。'
      : 'The card turned from the pile matches two field cards: choose which one to take. Brights, animals and ribbons build yaku fastest.';
  if (view.phase !== 'play') return null;
  // The whole rule on the first turn of the month; afterwards the cards that capture now.
  if (view.hand.length === 8)
    return lang === 'ja'
      ? 'あなたの番：手札から1枚出します。場に同じ月（同じ花）の札があれば取れ、なければ場に残ります。そのあと山札から1枚めくり、同じように合わせます。'
      : 'Your turn: play a card from your hand. It captures a field card of the same month (the same flower); with no match it stays on the field. Then a card is turned from the pile and matches the same way.';
  return lang === 'ja' ? `あなたの番：${capturing(view, lang)}` : `Your turn. ${capturing(view, lang)}`;
}

const guide: GameGuide<KoiKoiView> = { seed: 7, step };
export default guide;
