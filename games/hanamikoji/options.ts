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

export const DEFAULT_OPTIONS: HanamikojiOptions = optionsSchema.parse({});

export const presets: readonly Preset<HanamikojiOptions>[] = [
  { id: 'official', label: { en: 'Official rules', ja: '公式ルール' }, options: {} },
  { id: 'three-rounds', label: { en: 'Three rounds', ja: '3ラウンド制' }, options: { roundLimit: '3' } },
];

export const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'roundLimit',
    label: { en: 'Round limit', ja: 'ラウンド上限' },
    help: {
      en: 'Official: play until someone wins. 3 rounds: then more charm wins, equal charm is a draw.',
      ja: '公式：勝者が出るまで続ける。3ラウンド：終了時に魅力点の多い方が勝ち、同点は引き分け。',
    },
    choices: { none: { en: 'None (official)', ja: 'なし（公式）' }, '3': { en: '3 rounds', ja: '3ラウンド' } },
  },
  {
    key: 'firstPlayer',
    label: { en: 'First player', ja: '先手' },
    help: {
      en: 'Who starts round 1; the other player starts the next round.',
      ja: '第1ラウンドの先手。次のラウンドは相手が先手になります。',
    },
    choices: {
      random: { en: 'Random', ja: 'ランダム' },
      me: { en: 'Me', ja: '自分' },
      opponent: { en: 'Opponent', ja: '相手' },
    },
  },
  {
    key: 'revealAtRoundEnd',
    label: { en: 'Reveal at round end', ja: 'ラウンド終了時に公開' },
    help: {
      en: 'Learning aid: show the removed card and both trade-offs after scoring.',
      ja: '学習用：得点計算後に除外カードと双方の破棄カードを見せます。',
    },
  },
  {
    key: 'opponentHandVisible',
    label: { en: "Opponent's hand visible", ja: '相手の手札を表示' },
    help: {
      en: "Learning aid: play with the opponent's hand face up.",
      ja: '学習用：相手の手札を表にして遊びます。',
    },
  },
];
