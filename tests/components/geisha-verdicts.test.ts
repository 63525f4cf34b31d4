import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createAppI18n } from '../../src/renderer/i18n';
import GeishaVerdicts from '../../games/hanamikoji/ui/GeishaVerdicts.vue';
import type { Counts } from '../../games/hanamikoji/cards';
import type { Markers } from '../../games/hanamikoji/judge';
import type { RoundResult } from '../../games/hanamikoji/state';

const counts = (a: number, b: number, c: number, d: number, e: number, f: number, g: number): Counts => ({ A: a, B: b, C: c, D: d, E: e, F: f, G: g });
const markers = (m: string): Markers => {
  const at = (ch: string) => (ch === '0' ? 0 : ch === '1' ? 1 : null);
  return { A: at(m[0]!), B: at(m[1]!), C: at(m[2]!), D: at(m[3]!), E: at(m[4]!), F: at(m[5]!), G: at(m[6]!) };
};

/** Round 2: A won by player 0 on items, B tied and kept by player 1 from round 1, C tied with nobody… */
const result: RoundResult = {
  round: 2,
  secrets: ['A', 'G'],
  items: [counts(2, 1, 0, 1, 2, 0, 3), counts(0, 1, 0, 2, 1, 3, 1)],
  markersBefore: markers('-1----'.padEnd(7, '-')),
  markersAfter: markers('01-1010'),
  geishas: [3, 3],
  charm: [10, 9],
  ended: false,
  winner: null,
  reason: null,
  revealed: null,
};

function verdicts(viewer: 0 | 1, lang: 'en' | 'ja' | 'de' = 'en', names: [string, string] = ['You', 'Computer'], twoPlayer = false) {
  const w = mount(GeishaVerdicts, { props: { result, viewer, names, twoPlayer }, global: { plugins: [createAppI18n(lang)] } });
  return Object.fromEntries(w.findAll('[data-geisha]').map((li) => [li.attributes('data-geisha'), { holder: li.attributes('data-holder'), why: li.get('.why').text() }]));
}

describe('who won each geisha, in the round summary', () => {
  it('names the player with more items, and the count', () => {
    expect(verdicts(0).A).toEqual({ holder: 'me', why: 'You: more items (2–0)' });
    expect(verdicts(0).D).toEqual({ holder: 'opponent', why: 'Computer: more items (2–1)' });
  });

  it('says a tie leaves the favour where it was', () => {
    expect(verdicts(0).B).toEqual({ holder: 'opponent', why: 'Tie (1–1): stays with Computer' });
  });

  it('says a tie leaves the favour with “you” when the viewer holds it', () => {
    expect(verdicts(1, 'en', ['Computer', 'You']).B).toEqual({ holder: 'me', why: 'Tie (1–1): stays with you' });
    expect(verdicts(1, 'de', ['Computer', 'Du']).B!.why).toBe('Gleichstand (1–1): bleibt bei dir');
  });

  it('names both players on a shared screen', () => {
    expect(verdicts(1, 'en', ['Player 1', 'Player 2'], true).B).toEqual({ holder: 'me', why: 'Tie (1–1): stays with Player 2' });
  });

  it('says a tie with no earlier winner leaves the geisha to nobody', () => {
    expect(verdicts(0).C).toEqual({ holder: 'none', why: 'Tie (0–0): nobody' });
  });

  it('is drawn from the viewer’s seat', () => {
    expect(verdicts(1, 'en', ['Player 1', 'Player 2']).A).toEqual({ holder: 'opponent', why: 'Player 1: more items (2–0)' });
  });

  it('speaks Japanese', () => {
    expect(verdicts(0, 'ja', ['あなた', 'コンピューター']).A!.why).toBe('あなた：品が多い（2対0）');
    expect(verdicts(0, 'ja', ['あなた', 'コンピューター']).D!.why).toBe('コンピューター：品が多い（2対1）');
  });
});
