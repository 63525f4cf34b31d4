/**
 * Every house rule of the rules file is one option (defaults in bold there); the presets only set them.
 * The zod schema gives each option its default, so an empty object is the `classic` game. Rule predicates
 * read these flags, never a preset's name.
 */
import { z } from 'zod';
import type { OptionSpec, Preset } from '../../src/framework/game';

export const optionsSchema = z.object({
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  /** What a plain card (including the lightning, `11-plain1`) is worth: the deck holds 264 or 240. */
  plainValue: z.union([z.literal(1), z.literal(0)]).default(1),
  /** Cards in each hand with two players (field 8, draw pile 24 or 20). */
  twoPlayerHand: z.union([z.literal(8), z.literal(10)]).default(8),
  /** A hand dealt all four cards of a month: play on, or the same dealer deals again. */
  fourInHand: z.enum(['play-on', 'redeal']).default('play-on'),
  scoring: z.enum(['zero-sum', 'additive']).default('zero-sum'),
  /** Fuke: a round in which anyone's card points are 20 or less is void. */
  lowScoreVoid: z.boolean().default(false),
  /** Three players with zero-sum only: 30 from each other player to a seat that captured too few cards. */
  compensation: z.boolean().default(false),
  willowRow: z.enum(['normal', 'cancels-yaku', 'owner-only']).default('normal'),
  /** The rain man (`11-bright`) in a pile spoils its owner's viewing yaku. */
  rainSpoilsViewing: z.boolean().default(false),
  rounds: z.union([z.literal(3), z.literal(6), z.literal(12)]).default(12),
});

export type HanaAwaseOptions = z.infer<typeof optionsSchema>;

export const presets: readonly Preset<HanaAwaseOptions>[] = [
  {
    id: 'classic',
    label: { en: 'Classic (three players, 12 rounds)', ja: '標準（3人・12回戦）', de: 'Klassisch (drei Spieler, 12 Runden)' },
    options: {},
  },
  {
    id: 'two-player',
    label: { en: 'Two players (12 rounds)', ja: '2人（12回戦）', de: 'Zwei Spieler (12 Runden)' },
    options: { players: 2 },
  },
  {
    id: 'quick',
    label: { en: 'Quick (three players, 3 rounds, card points added)', ja: 'クイック（3人・3回戦・加算）', de: 'Schnell (drei Spieler, 3 Runden, Punkte addiert)' },
    options: { players: 3, rounds: 3, scoring: 'additive' },
  },
];

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'players',
    label: { en: 'Players', ja: '人数', de: 'Spieler' },
    help: { en: 'Two to four; three is the classic table.', ja: '2〜4人。3人が本来の形。', de: 'Zwei bis vier; drei ist der klassische Tisch.' },
  },
  {
    key: 'rounds',
    label: { en: 'Rounds', ja: '回戦数', de: 'Runden' },
    help: { en: 'How many rounds the game lasts.', ja: '対局の回戦数。', de: 'Wie viele Runden das Spiel dauert.' },
  },
  {
    key: 'scoring',
    label: { en: 'Scoring', ja: '得点の計算', de: 'Wertung' },
    help: {
      en: 'Zero-sum: card points against par, yaku paid by every opponent. Additive: card points plus own yaku.',
      ja: '差し引き：持ち点との差と、相手全員が払う役代。加算：札の点と自分の役の合計。',
      de: 'Nullsumme: Kartenpunkte gegen den Sollwert, Yaku von jedem Gegner bezahlt. Addiert: Kartenpunkte plus eigene Yaku.',
    },
    choices: {
      'zero-sum': { en: 'Zero-sum (against par)', ja: '差し引き（持ち点基準）', de: 'Nullsumme (gegen den Sollwert)' },
      additive: { en: 'Additive', ja: '加算', de: 'Addiert' },
    },
  },
  {
    key: 'plainValue',
    label: { en: 'Plain cards', ja: 'カス札の点', de: 'Einfache Karten' },
    help: { en: 'Points for each plain card (the deck holds 264 or 240).', ja: 'カス札1枚の点（合計264点または240点）。', de: 'Punkte je einfache Karte (das Blatt hält 264 oder 240).' },
  },
  {
    key: 'twoPlayerHand',
    label: { en: 'Hand with two players', ja: '2人の手札', de: 'Hand bei zwei Spielern' },
    help: { en: 'Cards in each hand when two play.', ja: '2人で遊ぶときの手札の枚数。', de: 'Karten je Hand, wenn zwei spielen.' },
  },
  {
    key: 'fourInHand',
    label: { en: 'Four of a month in hand', ja: '手札に同月4枚', de: 'Vier eines Monats auf der Hand' },
    help: { en: 'What happens when a hand is dealt all four cards of a month.', ja: '手札に同じ月の4枚が配られたとき。', de: 'Was geschieht, wenn eine Hand alle vier Karten eines Monats erhält.' },
    choices: {
      'play-on': { en: 'Play on', ja: 'そのまま続ける', de: 'Weiterspielen' },
      redeal: { en: 'Deal again', ja: '配り直し', de: 'Neu geben' },
    },
  },
  {
    key: 'lowScoreVoid',
    label: { en: 'Fuke (low score voids the round)', ja: 'フケ（20点以下で流れ）', de: 'Fuke (wenige Punkte machen die Runde ungültig)' },
    help: { en: 'If anyone has 20 card points or fewer, nobody scores the round.', ja: '誰かの札の点が20点以下ならその回は無効。', de: 'Hat jemand 20 Kartenpunkte oder weniger, zählt die Runde für niemanden.' },
  },
  {
    key: 'compensation',
    label: { en: 'Compensation (three players)', ja: '補償（3人・差し引き）', de: 'Ausgleich (drei Spieler)' },
    help: {
      en: 'A seat that captured too few cards gets 30 from each other player.',
      ja: '取った札が少なすぎる人は他の各人から30点をもらう。',
      de: 'Wer zu wenige Karten genommen hat, erhält 30 von jedem anderen.',
    },
  },
  {
    key: 'willowRow',
    label: { en: 'Willow row', ja: '柳の出来役', de: 'Weiden-Reihe' },
    help: { en: 'What holding all four willow cards does.', ja: '柳4枚を揃えたときの扱い。', de: 'Was alle vier Weidenkarten bewirken.' },
    choices: {
      normal: { en: 'Worth 10', ja: '10点', de: '10 Punkte wert' },
      'cancels-yaku': { en: 'Nobody scores yaku', ja: '誰も役を得点しない', de: 'Niemand wertet Yaku' },
      'owner-only': { en: 'Only its owner scores yaku', ja: '持ち主だけが役を得点', de: 'Nur der Besitzer wertet Yaku' },
    },
  },
  {
    key: 'rainSpoilsViewing',
    label: { en: 'Rain spoils the viewing', ja: '雨で花見・月見なし', de: 'Regen verdirbt die Schau' },
    help: { en: 'Holding the rain man cancels your viewing yaku.', ja: '柳に小野道風を持つと花見・月見・飲みが無効。', de: 'Wer den Regenmann hat, wertet keine Schau-Yaku.' },
  },
];

/** The options of a game: defaults filled in, unknown keys and values refused. */
export const parseOptions = (input: unknown): HanaAwaseOptions => optionsSchema.parse(input ?? {});
