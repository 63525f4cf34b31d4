/** The rule sets the Hana-awase lessons offer: the presets, plus the options of the game on the table when custom. */
import { lessonRules } from '../../../shared/hanafuda/ui/learn/lesson-rules';
import { optionsSchema, presets } from '../../options';

export const { initialRules, rulesOptions } = lessonRules(presets, (options) => optionsSchema.parse(options));
