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
    label: { en: 'Modern standard (12 months)', ja: '標準ルール（12ヶ月）' },
    options: {},
  },
  {
    id: 'tabletop',
    label: { en: 'Tabletop house rules (12 months)', ja: 'テーブルトップ版（12ヶ月）' },
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
    label: { en: 'Race to 50 points', ja: '50点先取' },
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
    label: { en: 'Game length', ja: '対局の長さ' },
    help: { en: 'Twelve months, or until someone reaches 50 points.', ja: '12ヶ月、または誰かが50点に達するまで。' },
    choices: {
      'twelve-months': { en: '12 months', ja: '12ヶ月' },
      'fifty-points': { en: 'Until 50 points', ja: '50点まで' },
      'fifty-points-or-december': { en: '50 points or after December', ja: '50点または12月まで' },
    },
  },
  {
    key: 'lightPoints',
    label: { en: 'Lights (goko / shiko / ame-shiko / sanko)', ja: '光札の役（五光・四光・雨四光・三光）' },
    help: { en: 'Points for five, four and three lights.', ja: '光札の役の点数表。' },
    choices: {
      nintendo: { en: '10 / 8 / 7 / 5', ja: '10・8・7・5' },
      tabletop: { en: '15 / 8 / 7 / 6', ja: '15・8・7・6' },
      fifty: { en: '10 / 8 / 6 / 5', ja: '10・8・6・5' },
    },
  },
  {
    key: 'viewingYaku',
    label: { en: 'Flower and moon viewing', ja: '花見酒・月見酒' },
    help: { en: 'When the sake-cup yaku count.', ja: '花見酒・月見酒が成立する条件。' },
    choices: {
      always: { en: 'Always', ja: '常に' },
      'in-season': { en: 'Only in March / August', ja: '3月・8月のみ' },
      'with-another-yaku': { en: 'Only with a basic yaku', ja: '基本の役がある時のみ' },
    },
  },
  {
    key: 'viewingPoints',
    label: { en: 'Viewing yaku points', ja: '花見酒・月見酒の点数' },
    help: { en: 'Points for each of hanami-zake and tsukimi-zake.', ja: '花見酒・月見酒それぞれの点数。' },
  },
  {
    key: 'inoshikacho',
    label: { en: 'Boar, deer, butterflies', ja: '猪鹿蝶' },
    help: { en: 'Worth 5; extra animals and tane alongside it.', ja: '5点。追加のタネ札とタネ役の扱い。' },
    choices: {
      'extra-replaces-tane': { en: '+1 per extra animal, no tane', ja: 'タネ1枚ごとに+1、タネ役なし' },
      'extra-with-tane': { en: '+1 per extra animal, tane too', ja: 'タネ1枚ごとに+1、タネ役も' },
      'flat-with-tane': { en: 'Flat 5, tane too', ja: '5点のみ、タネ役も' },
    },
  },
  {
    key: 'ribbons',
    label: { en: 'Red and blue poetry ribbons', ja: '赤短・青短' },
    help: { en: 'How akatan, aotan and tan combine.', ja: '赤短・青短・タンの組み合わせ方。' },
    choices: {
      'extra-replaces-tan': { en: '5 each, +1 per extra ribbon, no tan', ja: '各5点、短冊1枚ごとに+1、タン役なし' },
      'best-only': { en: 'Only the best ribbon yaku scores', ja: '最も高い短冊の役のみ' },
      'flat-with-tan': { en: '5 each, tan too', ja: '各5点、タン役も' },
    },
  },
  {
    key: 'akatanAotan',
    label: { en: 'Akatan-aotan (all six)', ja: '赤短青短の重複' },
    help: { en: 'All six poetry and blue ribbons: 10, +1 per extra ribbon.', ja: '赤短と青短の6枚で10点、短冊1枚ごとに+1。' },
  },
  {
    key: 'tsukifuda',
    label: { en: 'Tsukifuda (four of this month)', ja: '月札' },
    help: { en: 'Points for all four cards of the current month; 0 = off.', ja: '今月の札4枚の点数。0でなし。' },
  },
  {
    key: 'wildCard',
    label: { en: 'Wild card', ja: '化け札' },
    help: { en: 'Which card may count in two ways.', ja: '二通りに数えられる札。' },
    choices: {
      'sake-cup-both': { en: 'Sake cup: animal and plain', ja: '菊に盃：タネとカスの両方' },
      'iris-either': { en: 'Iris bridge: animal or plain', ja: '菖蒲に八橋：タネかカスのどちらか' },
      none: { en: 'None', ja: 'なし' },
    },
  },
  {
    key: 'fieldDealCheck',
    label: { en: 'Field deal check', ja: '場札の確認' },
    help: { en: 'What happens when one month lies on the field 3 or 4 times.', ja: '場に同じ月の札が3・4枚出た時。' },
    choices: {
      'redeal-three-or-four': { en: '3 or 4 of a month: redeal', ja: '3・4枚で配り直し' },
      'void-four': { en: '4 of a month: month void, deal passes', ja: '4枚で流れ、親交代' },
      none: { en: 'No check', ja: '確認なし' },
    },
  },
  {
    key: 'handDealCheck',
    label: { en: 'Teshi and kuttsuki', ja: '手四・くっつき' },
    help: { en: 'Four of a month or four pairs in hand win the month with 6.', ja: '手札に同月4枚か4組で6点の勝ち。' },
  },
  {
    key: 'sevenPointDoubling',
    label: { en: 'Double 7 or more', ja: '7点以上は倍' },
    help: { en: 'A month won with 7 or more points scores double.', ja: '7点以上で上がると得点が2倍。' },
  },
  {
    key: 'koikoiCalls',
    label: { en: 'Koi-koi calls', ja: 'こいこいの回数' },
    help: { en: 'Once per month: the next new yaku then ends the month.', ja: '1回のみ：次の役で自動的に上がり。' },
    choices: {
      once: { en: 'Once per month', ja: '1ヶ月に1回' },
      unlimited: { en: 'Unlimited', ja: '無制限' },
    },
  },
  {
    key: 'koikoiBonus',
    label: { en: "After the opponent's koi-koi", ja: '相手のこいこい後' },
    help: { en: "Stopping after the opponent's koi-koi doubles the points.", ja: '相手がこいこいした後に上がると2倍。' },
    choices: {
      'double-after-opponent': { en: 'Points doubled', ja: '得点2倍' },
      none: { en: 'No bonus', ja: 'なし' },
    },
  },
  {
    key: 'exhaustedMonth',
    label: { en: 'Exhausted month', ja: '流れ（手札切れ）' },
    help: { en: 'Both hands run out with nobody stopping.', ja: '誰も上がらずに手札がなくなった時。' },
    choices: {
      'no-points': { en: 'No points, the deal passes', ja: '得点なし、親交代' },
      'dealer-six': { en: 'The dealer scores 6', ja: '親が6点' },
      'last-caller-or-dealer-one': { en: 'Last koi-koi caller scores, else the dealer 1', ja: '最後にこいこいした人が得点、なければ親が1点' },
    },
  },
  {
    key: 'noWinnerMonth',
    label: { en: 'Month with no winner', ja: '勝者のない月' },
    help: { en: 'Who deals the next month.', ja: '次の月の親。' },
    choices: {
      'deal-passes': { en: 'The deal passes', ja: '親交代' },
      'dealer-again': { en: 'The dealer deals again', ja: '親が続ける' },
    },
  },
  {
    key: 'pointsMode',
    label: { en: 'Points', ja: '得点の計算' },
    help: { en: "Whether the winner's points are also taken from the loser.", ja: '勝者の得点を敗者から引くか。' },
    choices: {
      add: { en: 'Added to the winner', ja: '勝者に加算' },
      'add-and-subtract': { en: 'Also subtracted from the loser', ja: '敗者から減算も' },
    },
  },
];
