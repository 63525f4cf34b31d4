/** Settings read from storage are untrusted: keep known fields with valid values, default the rest. */
import { z } from 'zod';
import { defaultSettings, type Settings } from './types';

const settingsSchema = z.object({
  language: z.enum(['en', 'ja']).catch(defaultSettings.language),
  animationSpeed: z.enum(['off', 'fast', 'normal', 'slow']).catch(defaultSettings.animationSpeed),
  showLabels: z.boolean().catch(defaultSettings.showLabels),
  yakuProgress: z.boolean().catch(defaultSettings.yakuProgress),
  sound: z.boolean().catch(defaultSettings.sound),
  volume: z.number().min(0).max(1).catch(defaultSettings.volume),
});

export function sanitizeSettings(value: unknown): Settings {
  const base = typeof value === 'object' && value !== null ? value : {};
  return settingsSchema.parse({ ...defaultSettings, ...base });
}
