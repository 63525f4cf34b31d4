/** How fast yaku scoring runs (not a test): npx tsx tools/koikoi/scoring-speed.ts */
import { Rng } from '../../src/framework/rng';
import { CARD_IDS } from '../../games/shared/hanafuda/cards';
import { optionsSchema, presets } from '../../games/koikoi/options';
import { maskOf, scoreCaptures, scoreMaskTotal } from '../../games/koikoi/scoring';

/** CPU time of this process in ms (the machine is shared, so wall time misleads). */
const cpuMs = (): number => process.cpuUsage().user / 1000;
const rng = Rng.fromSeed(1);
const piles = Array.from({ length: 1000 }, () => rng.shuffle(CARD_IDS).slice(0, 4 + rng.int(20)));
const masks = piles.map(maskOf);
for (const preset of presets) {
  const o = optionsSchema.parse(preset.options);
  let sink = 0;
  let t0 = cpuMs();
  for (let r = 0; r < 1000; r++) for (const m of masks) sink += scoreMaskTotal(m, o, 1 + (r % 12));
  const maskNs = ((cpuMs() - t0) * 1e6) / 1e6;
  t0 = cpuMs();
  for (let r = 0; r < 100; r++) for (const p of piles) sink += scoreCaptures(p, o, 1 + (r % 12)).total;
  const idsNs = ((cpuMs() - t0) * 1e6) / 1e5;
  console.log(`${preset.id}: scoreMaskTotal ${maskNs.toFixed(0)} ns, scoreCaptures(ids) ${idsNs.toFixed(0)} ns per pile (checksum ${sink})`);
}
