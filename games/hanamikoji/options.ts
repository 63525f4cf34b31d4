/** House-rule options: a zod schema whose defaults are the official rules, plus presets and panel labels. */
import { z } from 'zod';
import type { OptionSpec, Preset } from '../../src/framework/game';

export const optionsSchema = z.object({
  /** 'none': play until someone wins; '3': after round 3 more charm wins (seed 002), equal charm draws. */
  roundLimit: z.enum(['none', '3']).default('none'),
  /** "me" is player 0, "opponent" player 1. */
  firstPlayer: z.enum(['random', 'me', 'opponent']).default('random'),
  /** Learning aid: after scoring, show the removed card and both trade-offs. */
  revealAtRoundEnd: z.boolean().default(false),
  /** Learning aid: the opponent's hand is shown face up. */
  opponentHandVisible: z.boolean().default(false),
});

export type HanamikojiOptions = z.infer<typeof optionsSchema>;

export const presets: readonly Preset<HanamikojiOptions>[] = [
  { id: 'official', label: { en: 'Official rules', ja: '公式ルール', de: 'Offizielle Regeln' }, options: {} },
  { id: 'three-rounds', label: { en: 'Three rounds', ja: '3ラウンド制', de: 'Drei Runden' }, options: { roundLimit: '3' } },
];

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'roundLimit',
    label: { en: 'Round limit', ja: 'ラウンド上限', de: 'Rundenlimit' },
    help: {
      en: 'Official: play until someone wins. 3 rounds: then more charm wins, equal charm is a draw.',
      ja: '公式：勝者が出るまで続ける。3ラウンド：終了時に魅力点の多い方が勝ち、同点は引き分け。',
      de: 'Offiziell: Gespielt wird, bis jemand gewinnt. 3 Runden: Danach gewinnt, wer mehr Gunst-Punkte hat; bei Gleichstand unentschieden.',
    },
    choices: { none: { en: 'None (official)', ja: 'なし（公式）', de: 'Keins (offiziell)' }, '3': { en: '3 rounds', ja: '3ラウンド', de: '3 Runden' } },
  },
  {
    key: 'firstPlayer',
    label: { en: 'First player', ja: '先手', de: 'Startspieler' },
    help: {
      en: 'Who starts round 1; the other player starts the next round.',
      ja: '第1ラウンドの先手。次のラウンドは相手が先手になります。',
      de: 'Wer Runde 1 beginnt; die nächste Runde beginnt der andere.',
    },
    choices: {
      random: { en: 'Random', ja: 'ランダム', de: 'Zufällig' },
      me: { en: 'Me', ja: '自分', de: 'Ich' },
      opponent: { en: 'Opponent', ja: '相手', de: 'Gegner' },
    },
  },
  {
    key: 'revealAtRoundEnd',
    label: { en: 'Reveal at round end', ja: 'ラウンド終了時に公開', de: 'Am Rundenende aufdecken' },
    help: {
      en: 'Learning aid: show the removed card and both trade-offs after scoring.',
      ja: '学習用：得点計算後に除外カードと双方の破棄カードを見せます。',
      de: 'Lernhilfe: Nach der Wertung die aussortierte Karte und beide Ablagen zeigen.',
    },
  },
  {
    key: 'opponentHandVisible',
    label: { en: "Opponent's hand visible", ja: '相手の手札を表示', de: 'Hand des Gegners offen' },
    help: {
      en: "Learning aid: play with the opponent's hand face up.",
      ja: '学習用：相手の手札を表にして遊びます。',
      de: 'Lernhilfe: Die Hand des Gegners liegt offen.',
    },
  },
];
