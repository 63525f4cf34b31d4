/** The guided first game of Hanamikoji: a fixed deal, and what each choice does as it comes up. */
import type { Lang } from '../../../src/framework/game';
import type { GameGuide } from '../../../src/plugin-api/guide';
import type { HanamikojiView } from '../view';

type Words = Readonly<Record<Lang, string>>;

const ACTIONS: Readonly<Record<string, Words>> = {
  secret: { en: 'Secret (1 card, hidden, counts at scoring)', ja: '秘密（1枚を伏せて置き、決算で数える）', de: 'Geheimnis (1 Karte, verdeckt, zählt bei der Wertung)' },
  tradeoff: { en: 'Trade-off (2 cards out of the round)', ja: '破棄（2枚をこのラウンドから除く）', de: 'Ablage (2 Karten aus dieser Runde)' },
  gift: { en: 'Gift (offer 3, your opponent takes 1)', ja: '贈呈（3枚を見せ、相手が1枚取る）', de: 'Angebot (3 anbieten, dein Gegner nimmt 1)' },
  competition: { en: 'Competition (two pairs, your opponent takes a pair)', ja: '競争（2組に分け、相手が1組取る）', de: 'Tausch (zwei Paare, dein Gegner nimmt ein Paar)' },
};

const GIFT: Words = {
  en: 'Your opponent offers a Gift: take one of the three items; they keep the other two. Take the one for the geisha you most want to win.',
  ja: '相手の贈呈です：3枚から1枚を取り、残り2枚は相手のものになります。一番欲しい芸者の品を取りましょう。',
  de: 'Dein Gegner macht ein Angebot: Nimm eines der drei Geschenke, die anderen zwei behält er. Nimm das für die Geisha, die du am liebsten gewinnen willst.',
};
const COMPETITION: Words = {
  en: 'Your opponent offers a Competition: take one of the two pairs; the other pair goes to them.',
  ja: '相手の競争です：2組のうち1組を取り、もう1組は相手のものになります。',
  de: 'Dein Gegner bietet einen Tausch an: Nimm eines der zwei Paare; das andere Paar geht an ihn.',
};

function yourTurn(list: string, lang: Lang): string {
  if (lang === 'ja')
    return `あなたの番：1枚引きました。使っていない行動を1つ選びます — ${list}。芸者は品を多く置いた方のものになり、芸者4人か魅力11点で勝ちです。`;
  if (lang === 'de')
    return `Du bist dran: Du hast eine Karte gezogen. Wähle eine deiner unbenutzten Aktionen — ${list}. Eine Geisha geht an den, der ihr mehr Geschenke gibt; 4 Geishas oder 11 Gunst-Punkte gewinnen.`;
  return `Your turn: you drew a card. Pick one of your unused actions — ${list}. A geisha goes to whoever places more of her items; 4 geishas or 11 charm wins.`;
}

function step(view: HanamikojiView, lang: Lang): string | null {
  if (view.outcome) return null;
  if (view.toAct !== view.viewer) return null;
  const offer = view.pending;
  if (offer?.kind === 'gift') return GIFT[lang];
  if (offer?.kind === 'competition') return COMPETITION[lang];
  const left = (Object.keys(ACTIONS) as (keyof typeof view.used[0])[]).filter((a) => !view.used[view.viewer][a]);
  const list = left.map((a) => (ACTIONS[a] as Words)[lang]).join(lang === 'ja' ? '、' : '; ');
  return yourTurn(list, lang);
}

const guide: GameGuide<HanamikojiView> = { seed: 7, step };
export default guide;
