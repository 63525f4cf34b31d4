/**
 * How much win chance a search variant gives up per decision to the noise of its sampling (not part
 * of the app). Positions come from `normal` playing itself; each is valued by two long common-deals
 * searches (`--reference` deals per root move, two seeds, averaged), and a variant's regret is the
 * averaged reference value of the best move minus that of the move the variant chose (three seeds
 * per position). This measures the search against its own model (the playouts and the evaluation),
 * not against the opponent: it tells how far more thinking could help, not how good the model is.
 * Usage:
 *   npx tsx tools/koikoi/decision-noise.ts [--positions 120] [--ms 150] [--reference 3000]
 */
import { parseArgs } from 'node:util';
import { ismcts, type IsmctsOptions } from '../../src/framework/ismcts';
import { normalBot } from '../../games/koikoi/ai/normal';
import koikoi from '../../games/koikoi/index';
import { optionsSchema } from '../../games/koikoi/options';
import type { KoiKoiMove } from '../../games/koikoi/state';
import type { KoiKoiView } from '../../games/koikoi/view';
import { HARD } from '../../games/koikoi/ai/hard';
import { PLAYOUT_EPSILON } from '../../games/koikoi/ai/search/policy';
import { snapshotGame } from '../../games/koikoi/ai/search/snapshot-hooks';
import { playSeeded } from './seeded-game';

const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '120' },
    ms: { type: 'string', default: '150' },
    reference: { type: 'string', default: '3000' },
  },
});

interface Position {
  readonly view: KoiKoiView;
  readonly legalMoves: readonly KoiKoiMove[];
}

/** Every seventh decision with a choice, from `normal` against itself (seeded, so always the same). */
function positions(count: number): Position[] {
  const normal = normalBot();
  const options = optionsSchema.parse({});
  const out: Position[] = [];
  for (let game = 0; out.length < count; game++) {
    playSeeded(options, 77_000 + game, game * 1000, () => normal, ({ view, legalMoves, step }) => {
      if (out.length < count && legalMoves.length > 1 && step % 7 === 0) out.push({ view, legalMoves });
    });
  }
  return out;
}

const search = snapshotGame(koikoi, PLAYOUT_EPSILON);
const keyOf = (m: KoiKoiMove): string => koikoi.moveKey(m);

function valuesOf(pos: Position, opts: IsmctsOptions): Map<string, number> {
  const r = ismcts(search, pos.view, pos.legalMoves, opts);
  return new Map(r.stats.map((s) => [keyOf(s.move), s.value]));
}

function reference(pos: Position, perMove: number): Map<string, number> {
  const iterations = perMove * pos.legalMoves.length;
  const [a, b] = [999, 5].map((seed) => valuesOf(pos, { seed, iterations, commonDeals: true, exploration: HARD.exploration }));
  return new Map([...(a as Map<string, number>)].map(([k, v]) => [k, (v + ((b as Map<string, number>).get(k) ?? v)) / 2]));
}

const VARIANTS: Record<string, Partial<IsmctsOptions>> = {
  'UCB at the root': {},
  'common deals': { commonDeals: true },
};

const ms = Number(values.ms);
const all = positions(Number(values.positions));
const refs = all.map((pos) => reference(pos, Number(values.reference)));
for (const [name, variant] of Object.entries(VARIANTS)) {
  let regret = 0;
  let n = 0;
  all.forEach((pos, i) => {
    const ref = refs[i] as Map<string, number>;
    const best = Math.max(...ref.values());
    for (let seed = 1; seed <= 3; seed++) {
      const r = ismcts(search, pos.view, pos.legalMoves, { seed, budgetMs: ms, exploration: HARD.exploration, ...variant });
      regret += best - (ref.get(keyOf(r.move)) as number);
      n++;
    }
  });
  console.log(JSON.stringify({ variant: name, ms, decisions: n, regretPerDecision: Number((regret / n).toFixed(5)) }));
}
