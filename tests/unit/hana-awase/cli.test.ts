import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands } from '../../../games/hana-awase/cli';
import { CARD_IDS, cardsOfMonth } from '../../../games/shared/hanafuda/cards';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `hana-awase score <args>` with `input` on stdin (a value is sent as JSON, a string as it is). */
async function score(input: unknown, ...args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const io = { readStdin: async () => (typeof input === 'string' ? input : JSON.stringify(input)), out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) };
  const code = await commands.score!(args, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The given piles, then one more pile with every card they do not hold. */
const withRest = (...piles: string[][]): string[][] => {
  const used = new Set(piles.flat());
  return [...piles, CARD_IDS.filter((id) => !used.has(id))];
};
/** The rules file's worked example: 110 card points with akatan, 96 with inoshikacho and hanami, 58 and nothing. */
const EXAMPLE = withRest(
  ['01-ribbon', '02-ribbon', '03-ribbon', '01-bright', '08-bright', '11-bright', '02-animal', '04-animal', '05-animal', '12-plain1', '01-plain1', '01-plain2', '02-plain1', '02-plain2'],
  ['06-animal', '07-animal', '10-animal', '09-animal', '03-bright', '08-animal', '11-animal', '04-ribbon', '05-ribbon', '06-ribbon', '03-plain1'],
);
const months = (...ms: number[]) => ms.flatMap((m) => cardsOfMonth(m));

describe('cli hana-awase score', () => {
  it('prints the worked example exactly: card points, yaku, yaku total and score per seat, void and the next dealer', async () => {
    const run = await score({ dealer: 2, captured: EXAMPLE }, '--preset', 'classic');
    expect(run).toEqual({
      code: 0,
      stdout:
        '{"seats":[' +
        '{"cardPoints":110,"yaku":[{"id":"akatan","points":40}],"yakuTotal":40,"score":62},' +
        '{"cardPoints":96,"yaku":[{"id":"inoshikacho","points":20},{"id":"hanami","points":20}],"yakuTotal":40,"score":48},' +
        '{"cardPoints":58,"yaku":[],"yakuTotal":0,"score":-110}' +
        '],"void":false,"nextDealer":0}',
      stderr: '',
    });
  });

  it('uses the classic preset when none is given', async () => {
    const run = await score({ dealer: 0, captured: EXAMPLE });
    expect(JSON.parse(run.stdout).seats.map((s: { score: number }) => s.score)).toEqual([62, 48, -110]);
  });

  it('scores card points plus own yaku under the quick preset', async () => {
    const run = await score({ dealer: 0, captured: EXAMPLE }, '--preset', 'quick');
    expect(JSON.parse(run.stdout).seats.map((s: { score: number }) => s.score)).toEqual([150, 136, 58]);
  });

  it('lets additive piles leave cards out', async () => {
    const run = await score({ dealer: 1, captured: [['01-bright', '02-animal', '03-bright'], ['09-plain1']] }, '--option', 'scoring=additive');
    expect(JSON.parse(run.stdout)).toEqual({
      seats: [
        { cardPoints: 50, yaku: [{ id: 'omote-sugawara', points: 30 }], yakuTotal: 30, score: 80 },
        { cardPoints: 1, yaku: [], yakuTotal: 0, score: 1 },
      ],
      void: false,
      nextDealer: 0,
    });
  });

  it('reads numbers and booleans in --option, repeated for several options', async () => {
    const run = await score({ dealer: 0, captured: EXAMPLE }, '--option', 'plainValue=0', '--option', 'rainSpoilsViewing=false');
    expect(JSON.parse(run.stdout).seats.map((s: { cardPoints: number; score: number }) => [s.cardPoints, s.score])).toEqual([
      [105, 65],
      [95, 55],
      [40, -120],
    ]);
  });

  it('reports a void round: every score 0 and the same dealer deals next', async () => {
    const captured = withRest(months(1, 2, 3, 4, 5, 6).filter((id) => id !== '01-bright'), ['01-bright']);
    const run = await score({ dealer: 2, captured }, '--option', 'lowScoreVoid=true');
    const out = JSON.parse(run.stdout);
    expect(out.void).toBe(true);
    expect(out.nextDealer).toBe(2);
    expect(out.seats.map((s: { cardPoints: number; score: number }) => [s.cardPoints, s.score])).toEqual([
      [102, 0],
      [20, 0],
      [142, 0],
    ]);
  });

  it('adds compensation to the score', async () => {
    const captured = [CARD_IDS.slice(0, 8), CARD_IDS.slice(8, 28), CARD_IDS.slice(28)];
    const without = JSON.parse((await score({ dealer: 0, captured })).stdout);
    const withIt = JSON.parse((await score({ dealer: 0, captured }, '--option', 'compensation=true')).stdout);
    expect(withIt.seats.map((s: { score: number }, seat: number) => s.score - without.seats[seat].score)).toEqual([60, -30, -30]);
  });

  it('seats as many players as there are piles: two under two-player, four under classic', async () => {
    const two = await score({ dealer: 0, captured: [months(1, 2, 3, 4, 5, 6), months(7, 8, 9, 10, 11, 12)] }, '--preset', 'two-player');
    expect(JSON.parse(two.stdout).seats.map((s: { score: number }) => s.score)).toEqual([60, -60]);
    const four = await score({ dealer: 3, captured: [months(1, 2, 3), months(4, 5, 6), months(7, 8, 9), months(10, 11, 12)] });
    expect(JSON.parse(four.stdout).seats.map((s: { score: number }) => s.score)).toEqual([165, -95, -40, -30]);
  });

  it('accepts --option players that agrees with the piles', async () => {
    expect((await score({ dealer: 0, captured: EXAMPLE }, '--option', 'players=3')).code).toBe(0);
  });
});

describe('cli hana-awase score refuses bad input with exit code 2 and one line on stderr', () => {
  const ok = { dealer: 0, captured: EXAMPLE };
  const [s0, s1, s2] = EXAMPLE as [string[], string[], string[]];

  it.each<[string, unknown, string[], RegExp]>([
    ['bad JSON', '{"dealer": 0, "captured": [', [], /not valid JSON/],
    ['a JSON array instead of an object', JSON.stringify(EXAMPLE), [], /one JSON object/],
    ['no piles', { dealer: 0 }, [], /"captured" is missing/],
    ['an unknown card id', { dealer: 0, captured: [[...s0, '13-plain1'], s1, s2] }, [], /unknown card id "13-plain1" in seat 0/],
    ['a card that is not a string', { dealer: 0, captured: [[...s0, 5], s1, s2] }, [], /unknown card id 5/],
    ['a card in two piles', { dealer: 0, captured: [s0, [...s1, '01-bright'], s2] }, [], /card "01-bright" is repeated \(seat 0 and seat 1\)/],
    ['a card twice in one pile', { dealer: 0, captured: [s0, s1, [...s2, '12-bright']] }, [], /card "12-bright" is repeated \(seat 2 twice\)/],
    ['one pile', { dealer: 0, captured: [CARD_IDS] }, [], /2 to 4 piles.*got 1/],
    ['five piles', { dealer: 0, captured: [CARD_IDS.slice(0, 10), CARD_IDS.slice(10, 20), CARD_IDS.slice(20, 30), CARD_IDS.slice(30, 40), CARD_IDS.slice(40)] }, [], /2 to 4 piles.*got 5/],
    ['a pile that is not an array', { dealer: 0, captured: [s0, 's1', s2] }, [], /seat 1's pile must be an array/],
    ['zero-sum piles missing cards', { dealer: 0, captured: [s0, s1, s2.filter((id) => id !== '12-bright' && id !== '11-plain1')] }, [], /all 48 cards once; missing 2: 11-plain1, 12-bright/],
    ['zero-sum piles missing cards (an explicit option)', { dealer: 0, captured: [['01-bright'], ['02-plain1']] }, ['--option', 'scoring=zero-sum'], /all 48 cards once; missing 46/],
    ['a dealer who is not a seat', { dealer: 3, captured: EXAMPLE }, [], /"dealer" must be a seat of the table, a whole number from 0 to 2; got 3/],
    ['a negative dealer', { dealer: -1, captured: EXAMPLE }, [], /"dealer" must be a seat/],
    ['a dealer as text', { dealer: '0', captured: EXAMPLE }, [], /"dealer" must be a seat.*got "0"/],
    ['no dealer', { captured: EXAMPLE }, [], /"dealer" must be a seat.*got null/],
    ['an unknown option', ok, ['--option', 'jokers=true'], /unknown option "jokers" \(known: players, plainValue/],
    ['a bad number', ok, ['--option', 'plainValue=2'], /bad value "2" for option plainValue \(allowed: 1, 0\)/],
    ['a bad choice', ok, ['--option', 'willowRow=cancel'], /bad value "cancel" for option willowRow \(allowed: normal, cancels-yaku, owner-only\)/],
    ['a boolean not spelled true or false', ok, ['--option', 'lowScoreVoid=yes'], /bad value "yes" for option lowScoreVoid \(allowed: true, false\)/],
    ['an option without a value', ok, ['--option', 'compensation'], /--option needs key=value, got "compensation"/],
    ['an option given twice', ok, ['--option', 'rounds=3', '--option', 'rounds=6'], /option "rounds" is given twice/],
    ['an unknown preset', ok, ['--preset', 'nintendo'], /unknown preset "nintendo" \(known: classic, two-player, quick\)/],
    ['players that disagree with the piles', ok, ['--option', 'players=4'], /--option players=4 disagrees with the 3 piles/],
    ['an unknown flag', ok, ['--month', '3'], /usage: hana-awase score/],
    ['a stray argument', ok, ['classic'], /usage: hana-awase score/],
  ])('%s', async (_name, input, args, message) => {
    const run = await score(input, ...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });

  it('answers or refuses in one line under fuzzed arguments and input, never throwing', async () => {
    const words = ['--preset', '--option', 'classic', 'quick', 'players=2', 'players=5', 'scoring=additive', 'plainValue=0', 'x=', '=1', '__proto__=1', 'a\nb=1', 'rounds=3\n', ''];
    const pile = fc.array(fc.constantFrom(...CARD_IDS.slice(0, 12), 'bogus', 7, null), { maxLength: 6 });
    const stdin = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.json({ maxDepth: 3 }),
      fc.record({ dealer: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.string()), captured: fc.array(pile, { maxLength: 5 }) }).map((o) => JSON.stringify(o)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 8 })), { maxLength: 6 }), stdin, async (args, input) => {
        const run = await score(input, ...args);
        expect([0, 2]).toContain(run.code);
        if (run.code === 0) expect(() => JSON.parse(run.stdout)).not.toThrow();
        else expect(run.stderr.split('\n')).toHaveLength(1);
      }),
      { numRuns: 300, seed: 27 },
    );
  });
});
