import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../../src/framework/game';
import { Rng } from '../../../src/framework/rng';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';
import { optionsSchema, presets, type KoiKoiOptions } from '../../../games/koikoi/options';
import { apply, legalMoves, setup } from '../../../games/koikoi/rules';
import { scoreCaptures, type YakuId } from '../../../games/koikoi/scoring';
import { determinize, viewFor } from '../../../games/koikoi/view';
import { yakuProgress, type ProgressView, type YakuProgress } from '../../../games/koikoi/progress';
import { INOSHIKACHO_CARDS } from '../../../games/koikoi/yaku-cards';

const presetOptions = (id: string): KoiKoiOptions => optionsSchema.parse(presets.find((p) => p.id === id)?.options ?? {});
const NINTENDO = presetOptions('nintendo');

function view(parts: Partial<ProgressView> & { mine?: string[]; theirs?: string[] } = {}): ProgressView {
  return {
    viewer: 0,
    options: NINTENDO,
    calendarMonth: 4,
    hand: [],
    field: [],
    captures: [parts.mine ?? [], parts.theirs ?? []],
    pending: null,
    ...parts,
  };
}

const find = (list: readonly YakuProgress[], id: YakuId): YakuProgress | undefined => list.find((p) => p.id === id);

describe('yaku progress', () => {
  it('lists every yaku the preset plays, at zero, before anyone captures a card', () => {
    const [mine, theirs] = yakuProgress(view());
    const expected = ['goko', 'shiko', 'ame-shiko', 'sanko', 'hanami-zake', 'tsukimi-zake', 'inoshikacho', 'akatan', 'aotan', 'akatan-aotan', 'tane', 'tan', 'kasu'];
    expect(mine.possible.map((p) => p.id).sort()).toEqual(expected.sort());
    expect(theirs.possible.map((p) => p.id).sort()).toEqual(expected.sort());
    expect(mine.possible.every((p) => p.have === 0)).toBe(true);
  });

  it('counts akatan 2 of 3 and says the cherry ribbon is still unseen', () => {
    const [mine] = yakuProgress(view({ mine: ['01-ribbon', '02-ribbon', '01-plain1', '02-plain1'] }));
    const akatan = find(mine.possible, 'akatan');
    expect(akatan).toMatchObject({ have: 2, need: 3, points: 5 });
    expect(akatan?.groups[0]?.open).toEqual([{ card: '03-ribbon', where: 'unseen' }]);
  });

  it('says where a missing card lies: on the field, in your hand, or just drawn', () => {
    const mine = ['01-ribbon', '02-ribbon'];
    const onField = yakuProgress(view({ mine, field: ['03-ribbon'] }))[0];
    const inHand = yakuProgress(view({ mine, hand: ['03-ribbon'] }))[0];
    const drawn = yakuProgress(view({ mine, pending: { kind: 'draw-choice', card: '03-ribbon', matches: ['03-plain1', '03-plain2'] } }))[0];
    expect(find(onField.possible, 'akatan')?.groups[0]?.open).toEqual([{ card: '03-ribbon', where: 'field' }]);
    expect(find(inHand.possible, 'akatan')?.groups[0]?.open).toEqual([{ card: '03-ribbon', where: 'hand' }]);
    expect(find(drawn.possible, 'akatan')?.groups[0]?.open).toEqual([{ card: '03-ribbon', where: 'drawn' }]);
  });

  it('drops akatan and akatan-aotan once the opponent captures a poetry ribbon, but keeps tan', () => {
    const [mine] = yakuProgress(view({ mine: ['01-ribbon', '02-ribbon'], theirs: ['03-ribbon', '03-plain1'] }));
    expect(find(mine.possible, 'akatan')).toBeUndefined();
    expect(find(mine.possible, 'akatan-aotan')).toBeUndefined();
    expect(find(mine.possible, 'tan')).toMatchObject({ have: 2, need: 5 });
  });

  it('drops the same yaku for the opponent when the viewer holds the card they need', () => {
    const [, theirs] = yakuProgress(view({ mine: ['07-animal', '07-plain1'], theirs: ['06-animal', '10-animal'] }));
    expect(find(theirs.possible, 'inoshikacho')).toBeUndefined();
    expect(find(theirs.possible, 'tane')).toMatchObject({ have: 2, need: 5 });
  });

  it('drops every four-light yaku but keeps sanko when the opponent has two lights, one of them dry', () => {
    const [mine] = yakuProgress(view({ theirs: ['01-bright', '11-bright'] }));
    expect(mine.possible.map((p) => p.id).filter((id) => ['goko', 'shiko', 'ame-shiko', 'sanko'].includes(id))).toEqual(['sanko']);
  });

  it('moves a formed yaku from the possible list to the scored one', () => {
    const [mine] = yakuProgress(view({ mine: ['06-animal', '07-animal', '10-animal'] }));
    expect(mine.scored).toEqual([{ id: 'inoshikacho', points: 5 }]);
    expect(find(mine.possible, 'inoshikacho')).toBeUndefined();
  });

  it('no longer aims at sanko once the player holds a four-light yaku', () => {
    const [mine] = yakuProgress(view({ mine: ['01-bright', '03-bright', '08-bright', '12-bright'] }));
    expect(mine.scored.map((y) => y.id)).toEqual(['shiko']);
    expect(mine.possible.map((p) => p.id)).toContain('goko');
    expect(mine.possible.map((p) => p.id)).not.toContain('sanko');
    expect(mine.possible.map((p) => p.id)).not.toContain('ame-shiko');
  });

  it('counts the sake cup towards kasu when it is the wild card', () => {
    const [mine] = yakuProgress(view({ mine: ['09-animal', '01-plain1'] }));
    expect(find(mine.possible, 'kasu')).toMatchObject({ have: 2, need: 10 });
    const fifty = yakuProgress(view({ options: presetOptions('fifty'), mine: ['09-animal', '01-plain1'] }))[0];
    expect(find(fifty.possible, 'kasu')).toMatchObject({ have: 1, need: 10 });
  });

  it('under the tabletop rules offers flower viewing only in March', () => {
    const tabletop = presetOptions('tabletop');
    const april = yakuProgress(view({ options: tabletop, calendarMonth: 4, mine: ['09-animal'] }))[0];
    const march = yakuProgress(view({ options: tabletop, calendarMonth: 3, mine: ['09-animal'] }))[0];
    expect(find(april.possible, 'hanami-zake')).toBeUndefined();
    expect(find(march.possible, 'hanami-zake')).toMatchObject({ have: 1, need: 2, points: 4 });
  });

  it('offers tsukifuda for the four cards of the current month when the preset plays it', () => {
    const [mine] = yakuProgress(view({ options: presetOptions('tabletop'), calendarMonth: 5, mine: ['05-animal', '05-plain1'] }));
    expect(find(mine.possible, 'tsukifuda')).toMatchObject({ have: 2, need: 4, points: 4 });
    expect(find(yakuProgress(view({ mine: ['05-animal'] }))[0].possible, 'tsukifuda')).toBeUndefined();
  });

  it('keeps a complete viewing yaku listed under the fifty rule until another yaku joins it', () => {
    const [mine] = yakuProgress(view({ options: presetOptions('fifty'), mine: ['03-bright', '09-animal'] }));
    expect(mine.scored).toEqual([]);
    expect(find(mine.possible, 'hanami-zake')).toMatchObject({ have: 2, need: 2, needsAnotherYaku: true });
  });

  it('lists the closest yaku first', () => {
    const [mine] = yakuProgress(view({ mine: ['01-ribbon', '02-ribbon', '06-animal'] }));
    expect(mine.possible[0]?.id).toBe('akatan');
  });
});

/** A random deal of the 48 cards into the places a view shows, and the rest unseen. */
const splitArb = fc.tuple(
  fc.shuffledSubarray<string>([...CARD_IDS], { minLength: 48, maxLength: 48 }),
  fc.integer({ min: 0, max: 16 }),
  fc.integer({ min: 0, max: 16 }),
  fc.integer({ min: 0, max: 8 }),
  fc.integer({ min: 0, max: 8 }),
  fc.constantFrom('nintendo', 'tabletop', 'fifty'),
  fc.integer({ min: 1, max: 12 }),
);

const FAMILY: Partial<Record<YakuId, string>> = {
  goko: 'light', shiko: 'light', 'ame-shiko': 'light', sanko: 'light',
  akatan: 'ribbon', aotan: 'ribbon', 'akatan-aotan': 'ribbon', tan: 'ribbon',
  inoshikacho: 'animal', tane: 'animal',
};

describe('yaku progress never offers an impossible yaku', () => {
  it('completing any listed yaku with its open cards forms it (or a better one of its family) under the real scoring', () => {
    fc.assert(
      fc.property(splitArb, ([deck, a, b, h, f, preset, month]) => {
        const mine = deck.slice(0, a);
        const theirs = deck.slice(a, a + b);
        const hand = deck.slice(a + b, a + b + h);
        const field = deck.slice(a + b + h, a + b + h + f);
        const options = presetOptions(preset);
        const [me] = yakuProgress(view({ options, calendarMonth: month, mine, theirs, hand, field }));
        for (const p of me.possible) {
          const completed = [...mine, ...p.groups.flatMap((g) => g.open.map((o) => o.card))];
          const extra = p.needsAnotherYaku ? INOSHIKACHO_CARDS.filter((c) => !theirs.includes(c)) : [];
          if (p.needsAnotherYaku && extra.length < 3) continue;
          const formed = scoreCaptures([...new Set([...completed, ...extra])], options, month).yaku.map((y) => y.id);
          const family = FAMILY[p.id];
          const ok = formed.includes(p.id) || (family !== undefined && formed.some((id) => FAMILY[id] === family));
          if (!ok) throw new Error(`${p.id} listed but completing it forms only ${formed.join(', ')}`);
          for (const g of p.groups) for (const o of g.open) expect(theirs).not.toContain(o.card);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('yaku progress reads only what the viewer may see', () => {
  it('gives the same progress for every way of dealing the cards the viewer cannot see', () => {
    for (const seed of [3, 17, 29, 101]) {
      let state = setup(NINTENDO, seed);
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 14 && state.phase !== 'game-over'; i++) {
        const moves = legalMoves(state);
        state = apply(state, moves[rng.int(moves.length)]!);
      }
      const viewer = state.turn as PlayerId;
      const before = yakuProgress(viewFor(state, viewer));
      for (let k = 0; k < 5; k++) {
        const other = determinize(state, viewer, rng.fork());
        expect(other.hands[1 - viewer]).not.toBeUndefined();
        expect(yakuProgress(viewFor(other, viewer))).toEqual(before);
      }
    }
  });

  it('never names a card of the hidden places: every open card is on the field, in the hand, drawn or unseen as a whole', () => {
    const state = setup(NINTENDO, 5);
    const v = viewFor(state, 0);
    const hidden = new Set([...state.hands[1], ...state.drawPile]);
    for (const side of yakuProgress(v))
      for (const p of side.possible)
        for (const g of p.groups)
          for (const o of g.open) if (hidden.has(o.card)) expect(o.where).toBe('unseen');
  });
});
