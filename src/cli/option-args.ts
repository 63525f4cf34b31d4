/** `--option key=value` pairs into an options object; the game's schema validates the values. */
import { UsageError } from './command';

function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

export function parseOptionOverrides(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option needs key=value, got "${pair}"`);
    out[pair.slice(0, eq)] = parseValue(pair.slice(eq + 1));
  }
  return out;
}
