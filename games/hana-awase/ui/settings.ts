/** Hana-awase's own settings, shown on the settings screen and read by the board (useGameSettings). */
import { z } from 'zod';
import type { GameSettings } from '../../../src/plugin-api/settings';

const hanaAwaseSettingsSchema = z.object({
  /** Show how close each seat is to each yaku, beside the table. */
  yakuProgress: z.boolean().default(true),
});
export type HanaAwaseSettings = z.infer<typeof hanaAwaseSettingsSchema>;

export const hanaAwaseSettings: GameSettings<HanaAwaseSettings> = {
  schema: hanaAwaseSettingsSchema,
  specs: [
    {
      key: 'yakuProgress',
      label: { en: 'Yaku progress', ja: '役の進み具合', de: 'Yaku-Fortschritt' },
      help: {
        en: 'Show beside the table how close every player is to each yaku.',
        ja: '各プレイヤーが役にどれだけ近いかを卓の横に表示します。',
        de: 'Zeigt neben dem Tisch, wie nah jeder Spieler an jedem Yaku ist.',
      },
    },
  ],
};
