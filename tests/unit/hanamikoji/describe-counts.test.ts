/** The log's round lines count geishas as the language does: 1 geisha, not 1 geishas. */
import { describe, expect, it } from 'vitest';
import hanamikoji from '../../../games/hanamikoji';
import { describeEvent } from '../../../games/hanamikoji/describe';
import type { HanamikojiMove } from '../../../games/hanamikoji/moves';
import { apply } from '../../../games/hanamikoji/rules';
import { viewFor } from '../../../games/hanamikoji/view';
import { publicEvent } from '../../../src/framework/event-log';
import type { Lang } from '../../../src/framework/game';
import { cards, items, stateWith } from './helpers';

const done = { secret: true, tradeoff: true, gift: true, competition: true };
/** Round 1's last action: player 0 holds only Koharu (charm 2) when it is scored. */
const last = stateWith({ turn: 1, hands: [[], cards('BC')], used: [done, { ...done, tradeoff: false }], placed: [items('A'), items('')], secrets: [null, null] });
const move: HanamikojiMove = { type: 'tradeoff', cards: ['B', 'C'] };
const line = (viewer: 0 | 1, lang: Lang, names?: readonly [string, string]) => {
  const after = apply(last, move);
  return describeEvent(publicEvent(hanamikoji, 0, last, move, after, viewer), viewFor(last, viewer), viewFor(after, viewer), viewer, lang, names);
};

describe('a round’s line in the log', () => {
  it('says one geisha, not 1 geishas', () => {
    expect(line(0, 'en')).toContain('you hold 1 geisha and 2 charm');
    expect(line(1, 'en', ['Aki', 'Ben'])).toContain('Aki holds 1 geisha and 2 charm');
  });

  it('says 1 Geisha in German', () => {
    expect(line(0, 'de')).toContain('Du hast 1 Geisha und 2 Gunst-Punkte');
    expect(line(1, 'de', ['Aki', 'Ben'])).toContain('Aki hat 1 Geisha und 2 Gunst-Punkte');
  });
});
