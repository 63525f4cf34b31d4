/** Koi-Koi's own settings, shown on the settings screen and read by the board (useGameSettings). */
import { z } from 'zod';
import type { GameSettings } from '../../../src/plugin-api/settings';

const koikoiSettingsSchema = z.object({
  /** Show how close each player is to each yaku. */
  yakuProgress: z.boolean().default(true),
});
export type KoiKoiSettings = z.infer<typeof koikoiSettingsSchema>;

export const koikoiSettings: GameSettings<KoiKoiSettings> = {
  schema: koikoiSettingsSchema,
  specs: [
    {
      key: 'yakuProgress',
      label: { en: 'Yaku progress', ja: '役の進み具合', de: 'Yaku-Fortschritt' },
      help: { en: 'Show how close each player is to completing a yaku.', ja: '各プレイヤーが役にどれだけ近いかを表示します。', de: 'Zeigt, wie nah jeder Spieler an einem Yaku ist.' },
    },
  ],
  // Kept beside the app's own settings until version 2 of the settings file.
  formerly: { yakuProgress: 'yakuProgress' },
};
