/** The guided first game of Hanamikoji: a fixed deal, and what each choice does as it comes up. */
import type { Lang } from '../../../src/framework/game';
import type { GameGuide } from '../../../src/plugin-api/guide';
import type { HanamikojiView } from '../view';

type Words = Readonly<Record<Lang, string>>;

const ACTIONS: Readonly<Record<string, Words>> = {
  secret: { en: 'Secret (1 card, hidden, counts at scoring)', ja: '秘密（1枚を伏せて置き、決算で数える）' },
  tradeoff: { en: 'Trade-off (2 cards out of the round)', ja: '破棄（2枚をこのラウンドから除く）' },
  gift: { en: 'Gift (offer 3, your opponent takes 1)', ja: '贈呈（3枚を見せ、相手が1枚取る）' },
  competition: { en: 'Competition (two pairs, your opponent takes a pair)', ja: '競争（2組に分け、相手が1組取る）' },
};

function step(view: HanamikojiView, lang: Lang): string | null {
  if (view.outcome) return null;
  if (view.toAct !== view.viewer) return null;
  const offer = view.pending;
  if (offer?.kind === 'gift')
    return lang === 'ja'
      ? '相手の贈呈です：3枚から1枚を取り、残り2枚は相手のものになります。一番欲しい芸者の品を取りましょう。'
      : 'Your opponent offers a Gift: take one of the three items; they keep the other two. Take the one for the geisha you most want to win.';
  if (offer?.kind === 'competition')
    return lang === 'ja'
      ? '相手の競争です：2組のうち1組を取り、もう1組は相手のものになります。'
      : 'Your opponent offers a Competition: take one of the two pairs; the other pair goes to them.';
  const left = (Object.keys(ACTIONS) as (keyof typeof view.used[0])[]).filter((a) => !view.used[view.viewer][a]);
  const list = left.map((a) => (ACTIONS[a] as Words)[lang]).join(lang === 'ja' ? '、' : '; ');
  return lang === 'ja'
    ? `あなたの番：1枚引きました。使っていない行動を1つ選びます — ${list}。芸者は品を多く置いた方のものになり、芸者4人か魅力11点で勝ちです。`
    : `Your turn: you drew a card. Pick one of your unused actions — ${list}. A geisha goes to whoever places more of her items; 4 geishas or 11 charm wins.`;
}

const guide: GameGuide<HanamikojiView> = { seed: 7, step };
export default guide;
