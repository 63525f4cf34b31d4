/** Small builders for Hanamikoji states in tests. */
import { countItems, type Counts, type Geisha } from '../../../games/hanamikoji/cards';
import { NEUTRAL_MARKERS, type Markers } from '../../../games/hanamikoji/judge';
import { optionsSchema, type HanamikojiOptions } from '../../../games/hanamikoji/options';
import { setup } from '../../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../../games/hanamikoji/state';

export const items = (letters: string): Counts => countItems(letters.split('') as Geisha[]);
export const cards = (letters: string): Geisha[] => letters.split('') as Geisha[];

export function markers(spec: Partial<Record<Geisha, 0 | 1>>): Markers {
  return { ...NEUTRAL_MARKERS, ...spec };
}

export const options = (o: Partial<HanamikojiOptions> = {}): HanamikojiOptions => optionsSchema.parse(o);

/** A fresh game where player 0 starts, with any fields replaced. */
export function stateWith(overrides: Partial<HanamikojiState> = {}, opts: Partial<HanamikojiOptions> = {}): HanamikojiState {
  return { ...setup(options({ firstPlayer: 'me', ...opts }), 1), ...overrides };
}

/** Every card of a state, wherever it lies, as a sorted string. */
export function allCards(s: HanamikojiState): string {
  const out: string[] = [...s.hands[0], ...s.hands[1], ...s.deck, s.removed, ...s.tradeoffs[0], ...s.tradeoffs[1]];
  for (const secret of s.secrets) if (secret) out.push(secret);
  for (const side of s.placed) for (const [g, n] of Object.entries(side)) for (let i = 0; i < n; i++) out.push(g);
  if (s.pending?.kind === 'gift') out.push(...s.pending.cards);
  if (s.pending?.kind === 'competition') out.push(...s.pending.pairs[0], ...s.pending.pairs[1]);
  return out.sort().join('');
}

export const FULL_DECK = 'AABBCCDDDEEEFFFFGGGGG';
