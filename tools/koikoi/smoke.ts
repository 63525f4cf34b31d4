/** Random games under each preset with the card count checked after every move (not a test): npx tsx tools/koikoi/smoke.ts */
import { Rng } from '../../src/framework/rng';
import { optionsSchema, presets } from '../../games/koikoi/options';
import { apply, legalMoves, setup, toAct, validate } from '../../games/koikoi/rules';
import { viewFor, determinize } from '../../games/koikoi/view';
import { describeEvent } from '../../games/koikoi/describe';
import koikoi from '../../games/koikoi';
import { publicEvent } from '../../src/framework/event-log';

for (const preset of presets) {
  const o = optionsSchema.parse(preset.options);
  let moves = 0, months = 0; const reasons: Record<string, number> = {};
  const t0 = performance.now();
  for (let g = 0; g < 200; g++) {
    let s = setup(o, g);
    const rng = Rng.fromSeed(g + 1000);
    while (toAct(s) !== null) {
      const ms = legalMoves(s);
      const m = rng.pick(ms);
      const e = validate(s, m); if (e) throw new Error(JSON.stringify(e));
      const n = apply(s, m);
      if (g === 0 && moves < 30) console.log(describeEvent(publicEvent(koikoi, moves, s, m, n, 0), viewFor(s, 0), viewFor(n, 0), 0, 'en'));
      s = n; moves++;
      const all = [...s.hands[0], ...s.hands[1], ...s.field, ...s.drawPile, ...s.captures[0], ...s.captures[1], ...(s.drawn ? [s.drawn] : [])];
      if (s.phase !== 'game-over' && (all.length !== 48 || new Set(all).size !== 48)) throw new Error('cards lost ' + all.length);
      viewFor(s, 0); determinize(s, 0, rng);
    }
    months += s.results.length;
    for (const r of s.results) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  }
  console.log(preset.id, { moves, months, ms: Math.round(performance.now() - t0), reasons });
}
