/**
 * Every row of the rules file's preset table is one option; the presets only set them.
 * The zod schema gives a default (the nintendo preset) for every option.
 */
import { z } from 'zod';
import type { OptionSpec, Preset } from '../../src/framework/game';

export const optionsSchema = z.object({
  gameLength: z.enum(['twelve-months', 'fifty-points', 'fifty-points-or-december']).default('twelve-months'),
  lightPoints: z.enum(['nintendo', 'tabletop', 'fifty']).default('nintendo'),
  viewingYaku: z.enum(['always', 'in-season', 'with-another-yaku']).default('always'),
  viewingPoints: z.number().int().min(0).max(20).default(5),
  inoshikacho: z.enum(['extra-replaces-tane', 'extra-with-tane', 'flat-with-tane']).default('extra-replaces-tane'),
  ribbons: z.enum(['extra-replaces-tan', 'best-only', 'flat-with-tan']).default('extra-replaces-tan'),
  akatanAotan: z.boolean().default(true),
  /** 0 means the yaku is not played. */
  tsukifuda: z.number().int().min(0).max(20).default(0),
  wildCard: z.enum(['sake-cup-both', 'iris-either', 'none']).default('sake-cup-both'),
  fieldDealCheck: z.enum(['redeal-three-or-four', 'void-four', 'none']).default('redeal-three-or-four'),
  handDealCheck: z.boolean().default(true),
  sevenPointDoubling: z.boolean().default(true),
  koikoiCalls: z.enum(['once', 'unlimited']).default('once'),
  koikoiBonus: z.enum(['double-after-opponent', 'none']).default('double-after-opponent'),
  exhaustedMonth: z.enum(['no-points', 'dealer-six', 'last-caller-or-dealer-one']).default('no-points'),
  noWinnerMonth: z.enum(['deal-passes', 'dealer-again']).default('deal-passes'),
  pointsMode: z.enum(['add', 'add-and-subtract']).default('add'),
});

export type KoiKoiOptions = z.infer<typeof optionsSchema>;

export const presets: readonly Preset<KoiKoiOptions>[] = [
  {
    id: 'nintendo',
    label: { en: 'Modern standard (12 months)', ja: '標準ルール（12ヶ月）', de: 'Moderner Standard (12 Monate)' },
    options: {},
  },
  {
    id: 'tabletop',
    label: { en: 'Tabletop house rules (12 months)', ja: 'テーブルトップ版（12ヶ月）', de: 'Hausregeln am Tisch (12 Monate)' },
    options: {
      lightPoints: 'tabletop',
      viewingYaku: 'in-season',
      viewingPoints: 4,
      inoshikacho: 'extra-with-tane',
      ribbons: 'best-only',
      akatanAotan: true,
      tsukifuda: 4,
      wildCard: 'sake-cup-both',
      fieldDealCheck: 'void-four',
      handDealCheck: true,
      sevenPointDoubling: false,
      koikoiCalls: 'unlimited',
      koikoiBonus: 'none',
      exhaustedMonth: 'dealer-six',
      noWinnerMonth: 'deal-passes',
      pointsMode: 'add',
    },
  },
  {
    id: 'fifty',
    label: { en: 'Race to 50 points', ja: '50点先取', de: 'Wettlauf bis 50 Punkte' },
    options: {
      gameLength: 'fifty-points',
      lightPoints: 'fifty',
      viewingYaku: 'with-another-yaku',
      viewingPoints: 5,
      inoshikacho: 'flat-with-tane',
      ribbons: 'flat-with-tan',
      akatanAotan: false,
      tsukifuda: 5,
      wildCard: 'iris-either',
      fieldDealCheck: 'none',
      handDealCheck: false,
      sevenPointDoubling: false,
      koikoiCalls: 'unlimited',
      koikoiBonus: 'none',
      exhaustedMonth: 'last-caller-or-dealer-one',
      noWinnerMonth: 'dealer-again',
      pointsMode: 'add',
    },
  },
];

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'gameLength',
    label: { en: 'Game length', ja: '対局の長さ', de: 'Spieldauer' },
    help: { en: 'Twelve months, or until someone reaches 50 points.', ja: '12ヶ月、または誰かが50点に達するまで。', de: 'Zwölf Monate oder bis jemand 50 Punkte erreicht.' },
    choices: {
      'twelve-months': { en: '12 months', ja: '12ヶ月', de: '12 Monate' },
      'fifty-points': { en: 'Until 50 points', ja: '50点まで', de: 'Bis 50 Punkte' },
      'fifty-points-or-december': { en: '50 points or after December', ja: '50点または12月まで', de: '50 Punkte oder nach Dezember' },
    },
  },
  {
    key: 'lightPoints',
    label: { en: 'Lights (goko / shiko / ame-shiko / sanko)', ja: '光札の役（五光・四光・雨四光・三光）', de: 'Lichter (goko / shiko / ame-shiko / sanko)' },
    help: { en: 'Points for five, four and three lights.', ja: '光札の役の点数表。', de: 'Punkte für fünf, vier und drei Lichter.' },
    choices: {
      nintendo: { en: '10 / 8 / 7 / 5', ja: '10・8・7・5', de: '10 / 8 / 7 / 5' },
      tabletop: { en: '15 / 8 / 7 / 6', ja: '15・8・7・6', de: '15 / 8 / 7 / 6' },
      fifty: { en: '10 / 8 / 6 / 5', ja: '10・8・6・5', de: '10 / 8 / 6 / 5' },
    },
  },
  {
    key: 'viewingYaku',
    label: { en: 'Flower and moon viewing', ja: '花見酒・月見酒', de: 'Blüten- und Mondschau' },
    help: { en: 'When the sake-cup yaku count.', ja: '花見酒・月見酒が成立する条件。', de: 'Wann die Yaku mit dem Sake-Becher zählen.' },
    choices: {
      always: { en: 'Always', ja: '常に', de: 'Immer' },
      'in-season': { en: 'Only in March / August', ja: '3月・8月のみ', de: 'Nur im März / August' },
      'with-another-yaku': { en: 'Only with a basic yaku', ja: '基本の役がある時のみ', de: 'Nur mit einem Grund-Yaku' },
    },
  },
  {
    key: 'viewingPoints',
    label: { en: 'Viewing yaku points', ja: '花見酒・月見酒の点数', de: 'Punkte der Schau-Yaku' },
    help: { en: 'Points for each of hanami-zake and tsukimi-zake.', ja: '花見酒・月見酒それぞれの点数。', de: 'Punkte für hanami-zake und für tsukimi-zake.' },
  },
  {
    key: 'inoshikacho',
    label: { en: 'Boar, deer, butterflies', ja: '猪鹿蝶', de: 'Eber, Hirsch, Schmetterlinge' },
    help: { en: 'Worth 5; extra animals and tane alongside it.', ja: '5点。追加のタネ札とタネ役の扱い。', de: 'Zählt 5; weitere Tiere und tane daneben.' },
    choices: {
      'extra-replaces-tane': { en: '+1 per extra animal, no tane', ja: 'タネ1枚ごとに+1、タネ役なし', de: '+1 je weiteres Tier, kein tane' },
      'extra-with-tane': { en: '+1 per extra animal, tane too', ja: 'タネ1枚ごとに+1、タネ役も', de: '+1 je weiteres Tier, tane zusätzlich' },
      'flat-with-tane': { en: 'Flat 5, tane too', ja: '5点のみ、タネ役も', de: 'Fest 5, tane zusätzlich' },
    },
  },
  {
    key: 'ribbons',
    label: { en: 'Red and blue poetry ribbons', ja: '赤短・青短', de: 'Rote Gedichtbänder, blaue Bänder' },
    help: { en: 'How akatan, aotan and tan combine.', ja: '赤短・青短・タンの組み合わせ方。', de: 'Wie akatan, aotan und tan zusammen zählen.' },
    choices: {
      'extra-replaces-tan': { en: '5 each, +1 per extra ribbon, no tan', ja: '各5点、短冊1枚ごとに+1、タン役なし', de: 'Je 5, +1 je weiteres Band, kein tan' },
      'best-only': { en: 'Only the best ribbon yaku scores', ja: '最も高い短冊の役のみ', de: 'Nur das beste Bänder-Yaku zählt' },
      'flat-with-tan': { en: '5 each, tan too', ja: '各5点、タン役も', de: 'Je 5, tan zusätzlich' },
    },
  },
  {
    key: 'akatanAotan',
    label: { en: 'Akatan-aotan (all six)', ja: '赤短青短の重複', de: 'Akatan-aotan (alle sechs)' },
    help: { en: 'All six poetry and blue ribbons: 10, +1 per extra ribbon.', ja: '赤短と青短の6枚で10点、短冊1枚ごとに+1。', de: 'Alle sechs roten Gedicht- und blauen Bänder: 10, +1 je weiteres Band.' },
  },
  {
    key: 'tsukifuda',
    label: { en: 'Tsukifuda (four of this month)', ja: '月札', de: 'Tsukifuda (die vier des Monats)' },
    help: { en: 'Points for all four cards of the current month; 0 = off.', ja: '今月の札4枚の点数。0でなし。', de: 'Punkte für alle vier Karten des laufenden Monats; 0 = aus.' },
  },
  {
    key: 'wildCard',
    label: { en: 'Wild card', ja: '化け札', de: 'Joker' },
    help: { en: 'Which card may count in two ways.', ja: '二通りに数えられる札。', de: 'Welche Karte auf zwei Arten zählen darf.' },
    choices: {
      'sake-cup-both': { en: 'Sake cup: animal and plain', ja: '菊に盃：タネとカスの両方', de: 'Sake-Becher: Tier und einfache Karte' },
      'iris-either': { en: 'Iris bridge: animal or plain', ja: '菖蒲に八橋：タネかカスのどちらか', de: 'Irisbrücke: Tier oder einfache Karte' },
      none: { en: 'None', ja: 'なし', de: 'Keiner' },
    },
  },
  {
    key: 'fieldDealCheck',
    label: { en: 'Field deal check', ja: '場札の確認', de: 'Feldprüfung' },
    help: { en: 'What happens when one month lies on the field 3 or 4 times.', ja: '場に同じ月の札が3・4枚出た時。', de: 'Was geschieht, wenn ein Monat 3- oder 4-mal auf dem Feld liegt.' },
    choices: {
      'redeal-three-or-four': { en: '3 or 4 of a month: redeal', ja: '3・4枚で配り直し', de: '3 oder 4 eines Monats: neu geben' },
      'void-four': { en: '4 of a month: month void, deal passes', ja: '4枚で流れ、親交代', de: '4 eines Monats: Monat ungültig, Geberwechsel' },
      none: { en: 'No check', ja: '確認なし', de: 'Keine Prüfung' },
    },
  },
  {
    key: 'handDealCheck',
    label: { en: 'Teshi and kuttsuki', ja: '手四・くっつき', de: 'Teshi und kuttsuki' },
    help: { en: 'Four of a month or four pairs in hand win the month with 6.', ja: '手札に同月4枚か4組で6点の勝ち。', de: 'Vier eines Monats oder vier Paare auf der Hand gewinnen den Monat mit 6.' },
  },
  {
    key: 'sevenPointDoubling',
    label: { en: 'Double 7 or more', ja: '7点以上は倍', de: '7 oder mehr verdoppeln' },
    help: { en: 'A month won with 7 or more points scores double.', ja: '7点以上で上がると得点が2倍。', de: 'Ein mit 7 oder mehr Punkten gewonnener Monat zählt doppelt.' },
  },
  {
    key: 'koikoiCalls',
    label: { en: 'Koi-koi calls', ja: 'こいこいの回数', de: 'Koi-Koi-Rufe' },
    help: { en: 'Once per month: the next new yaku then ends the month.', ja: '1回のみ：次の役で自動的に上がり。', de: 'Einmal pro Monat: Das nächste neue Yaku beendet dann den Monat.' },
    choices: {
      once: { en: 'Once per month', ja: '1ヶ月に1回', de: 'Einmal pro Monat' },
      unlimited: { en: 'Unlimited', ja: '無制限', de: 'Unbegrenzt' },
    },
  },
  {
    key: 'koikoiBonus',
    label: { en: "After the opponent's koi-koi", ja: '相手のこいこい後', de: 'Nach Koi-Koi des Gegners' },
    help: { en: "Stopping after the opponent's koi-koi doubles the points.", ja: '相手がこいこいした後に上がると2倍。', de: 'Aufhören nach dem Koi-Koi des Gegners verdoppelt die Punkte.' },
    choices: {
      'double-after-opponent': { en: 'Points doubled', ja: '得点2倍', de: 'Punkte verdoppelt' },
      none: { en: 'No bonus', ja: 'なし', de: 'Kein Bonus' },
    },
  },
  {
    key: 'exhaustedMonth',
    label: { en: 'Exhausted month', ja: '流れ（手札切れ）', de: 'Erschöpfter Monat' },
    help: { en: 'Both hands run out with nobody stopping.', ja: '誰も上がらずに手札がなくなった時。', de: 'Beide Hände gehen aus, ohne dass jemand aufhört.' },
    choices: {
      'no-points': { en: 'No points, the deal passes', ja: '得点なし、親交代', de: 'Keine Punkte, Geberwechsel' },
      'dealer-six': { en: 'The dealer scores 6', ja: '親が6点', de: 'Der Geber bekommt 6' },
      'last-caller-or-dealer-one': { en: 'Last koi-koi caller scores, else the dealer 1', ja: '最後にこいこいした人が得点、なければ親が1点', de: 'Wer zuletzt Koi-Koi rief, punktet, sonst der Geber 1' },
    },
  },
  {
    key: 'noWinnerMonth',
    label: { en: 'Month with no winner', ja: '勝者のない月', de: 'Monat ohne Sieger' },
    help: { en: 'Who deals the next month.', ja: '次の月の親。', de: 'Wer im nächsten Monat gibt.' },
    choices: {
      'deal-passes': { en: 'The deal passes', ja: '親交代', de: 'Geberwechsel' },
      'dealer-again': { en: 'The dealer deals again', ja: '親が続ける', de: 'Der Geber gibt erneut' },
    },
  },
  {
    key: 'pointsMode',
    label: { en: 'Points', ja: '得点の計算', de: 'Punkte' },
    help: { en: "Whether the winner's points are also taken from the loser.", ja: '勝者の得点を敗者から引くか。', de: 'Ob die Punkte des Siegers auch dem Verlierer abgezogen werden.' },
    choices: {
      add: { en: 'Added to the winner', ja: '勝者に加算', de: 'Dem Sieger gutgeschrieben' },
      'add-and-subtract': { en: 'Also subtracted from the loser', ja: '敗者から減算も', de: 'Auch dem Verlierer abgezogen' },
    },
  },
];
