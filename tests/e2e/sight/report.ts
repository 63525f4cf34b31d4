/**
 * The findings of a sight-check run, grouped for whoever fixes them: by screen, then kind, then element and
 * defect, with the states, sizes and languages where each was seen.
 *   npx tsx tests/e2e/sight/report.ts test-results/sight-<run>/findings.jsonl [title] > findings.md
 */
import { readFileSync } from 'node:fs';
import type { Finding } from './checks';

interface Stop {
  screen: string;
  state: string;
  size: string;
  lang: string;
  findings: Finding[];
}

const [file, title = 'Sight check findings'] = process.argv.slice(2);
if (!file) throw new Error('usage: report.ts <findings.jsonl> [title]');
const stops = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Stop);

/** The same defect at another size reads with other numbers: those are left out of the grouping key. */
const shape = (s: string): string => s.replace(/-?\d+(\.\d+)?px/g, 'Npx').replace(/\(\d+(\.\d+)?,\s*\d+(\.\d+)?\)/g, '(x,y)').replace(/\d+×\d+/g, 'W×H');

const byScreen = new Map<string, Map<string, Map<string, { example: string; where: Set<string> }>>>();
const kinds = new Map<string, number>();
let total = 0;
for (const stop of stops) {
  for (const f of stop.findings) {
    total += 1;
    kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
    const screen = byScreen.get(stop.screen) ?? new Map();
    byScreen.set(stop.screen, screen);
    const kind = screen.get(f.kind) ?? new Map();
    screen.set(f.kind, kind);
    const key = `${shape(f.what)} — ${shape(f.detail)}`;
    const entry = kind.get(key) ?? { example: `${f.what} — ${f.detail}`, where: new Set<string>() };
    kind.set(key, entry);
    entry.where.add(`${stop.state} · ${stop.size} · ${stop.lang}`);
  }
}

const out: string[] = [`# ${title}`, ''];
const screens = new Set(stops.map((s) => s.screen));
out.push(`${stops.length} stops (screen state × size × language) on ${screens.size} screens; ${total} findings.`, '');
out.push('| kind | findings |', '|---|---|');
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) out.push(`| ${kind} | ${n} |`);
out.push('');
for (const [screen, kindsOf] of byScreen) {
  out.push(`## ${screen}`, '');
  for (const [kind, entries] of kindsOf) {
    out.push(`### ${kind}`, '');
    for (const { example, where } of entries.values()) {
      const places = [...where];
      out.push(`- ${example}`, `  - seen at ${places.length} stop(s): ${places.slice(0, 8).join('; ')}${places.length > 8 ? `; … (${places.length - 8} more)` : ''}`);
    }
    out.push('');
  }
}
const clean = [...screens].filter((s) => !byScreen.has(s));
if (clean.length > 0) out.push(`## Nothing found`, '', ...clean.map((s) => `- ${s}`), '');
console.log(out.join('\n'));
