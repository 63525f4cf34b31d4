/** The rule sets the Koi-Koi lessons offer: the three presets, plus the options of the game on the table when custom. */
import { lessonRules } from '../../../shared/hanafuda/ui/learn/lesson-rules';
import { optionsSchema, presets } from '../../options';

export const { presetOptions, initialRules, rulesOptions } = lessonRules(presets, (options) => optionsSchema.parse(options));
