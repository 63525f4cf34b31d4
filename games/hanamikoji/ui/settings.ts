/** Hanamikoji's own settings, shown on the settings screen and read by the cards (useGameSettings). */
import { z } from 'zod';
import type { GameSettings } from '../../../src/plugin-api/settings';

const hanamikojiSettingsSchema = z.object({
  /** The illustrated cards, or the eight-suit deck's, for following a game played at the table with real cards. */
  face: z.enum(['illustrated', 'eight-suit']).default('illustrated'),
});
export type HanamikojiSettings = z.infer<typeof hanamikojiSettingsSchema>;

export const hanamikojiSettings: GameSettings<HanamikojiSettings> = {
  schema: hanamikojiSettingsSchema,
  specs: [
    {
      key: 'face',
      label: { en: 'Hanamikoji cards', ja: '花見小路のカード', de: 'Hanamikoji-Karten' },
      help: {
        en: 'The illustrated cards, or the cards of an eight-suit deck, to follow a game played at the table with real cards.',
        ja: 'イラストのカード、または実物のカードで遊ぶときのための8スートのデッキの絵柄。',
        de: 'Die illustrierten Karten oder die eines Decks mit acht Farben, um ein Spiel am Tisch mit echten Karten mitzuverfolgen.',
      },
      choices: { illustrated: { en: 'Illustrated', ja: 'イラスト', de: 'Illustriert' }, 'eight-suit': { en: 'Eight-suit deck', ja: '8スートのデッキ', de: 'Deck mit acht Farben' } },
    },
  ],
  // Kept beside the app's own settings, as `hanamikojiFace`, until version 2 of the settings file.
  formerly: { hanamikojiFace: 'face' },
};
