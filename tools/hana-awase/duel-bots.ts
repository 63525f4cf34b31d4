/** The bots the tuning tools name on their command lines: a level, or a level with variant settings as JSON. */
import { randomBot, type Bot } from '../../src/framework/bot';
import hanaAwase from '../../games/hana-awase/index';
import { easyBot } from '../../games/hana-awase/ai/easy';
import { hardBot } from '../../games/hana-awase/ai/hard';
import { NORMAL, normalBot } from '../../games/hana-awase/ai/normal';
import { deepBot } from './deep-bot';
import { mcBot } from './mc-bot';

/** A bot from its name on the command line, with its variant settings if any. */
export function makeBot(spec: string): () => Bot<unknown, unknown> {
  const colon = spec.indexOf(':');
  const name = colon < 0 ? spec : spec.slice(0, colon);
  const variant = colon < 0 ? {} : (JSON.parse(spec.slice(colon + 1)) as Record<string, number>);
  switch (name) {
    case 'random':
      return () => randomBot() as Bot<unknown, unknown>;
    case 'easy':
      return () => easyBot() as Bot<unknown, unknown>;
    case 'normal':
      return () => {
        const { samples = NORMAL.samples, epsilon = NORMAL.epsilon, rival = NORMAL.rival, chance = NORMAL.chance, trust = NORMAL.trust, ...policy } = variant;
        return normalBot({ samples, epsilon, rival, chance, trust, policy: { ...NORMAL.policy, ...policy } }) as Bot<unknown, unknown>;
      };
    case 'deep':
      return () => deepBot(variant) as Bot<unknown, unknown>;
    case 'mc':
      return () => mcBot(variant) as Bot<unknown, unknown>;
    case 'hard':
      return () => hardBot(hanaAwase, variant) as Bot<unknown, unknown>;
    default:
      throw new Error(`unknown bot ${name}`);
  }
}

/** The bots named in a list, split at the commas outside their JSON. */
export function splitBots(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}
