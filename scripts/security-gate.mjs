#!/usr/bin/env node
/**
 * The security gate in `npm test`: runs Electronegativity over the app's sources and fails on any HIGH or
 * MEDIUM finding (Electronegativity itself always exits 0, so its report is read here).
 *
 * One MEDIUM check, PRELOAD_JS_CHECK ("review the use of preload scripts"), fires for every app with a
 * preload: it asks for a human review. That review is recorded in security/preload-review.json with the
 * SHA-256 of every file that shapes the bridge; the finding is accepted only while those files are unchanged.
 * After reviewing a change, record it with `npm run security -- --record-review`.
 *
 * Usage: security-gate.mjs [--input <dir>] [--record-review]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const REVIEW_FILE = path.join(root, 'security/preload-review.json');
const REVIEWED_FILES = ['src/preload/index.ts', 'src/preload/bridge-client.ts', 'src/shared/bridge.ts'];
const FAILING = new Set(['HIGH', 'MEDIUM']);

const args = process.argv.slice(2);
const input = args.includes('--input') ? path.resolve(args[args.indexOf('--input') + 1]) : path.join(root, 'src');

const sha256 = (file) => createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex');

if (args.includes('--record-review')) {
  const record = {
    reviewedAt: new Date().toISOString().slice(0, 10),
    notes: 'See security/preload-review.md for what was checked.',
    files: Object.fromEntries(REVIEWED_FILES.map((f) => [f, sha256(f)])),
  };
  writeFileSync(REVIEW_FILE, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`recorded the preload review of ${REVIEWED_FILES.length} files in security/preload-review.json`);
  process.exit(0);
}

/** Minimal CSV reader for Electronegativity's report (quoted fields may hold commas). */
function parseCsv(text) {
  const rows = [];
  for (const line of text.split(/\r?\n/).filter(Boolean)) {
    const cells = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cell.trim());
        cell = '';
      } else cell += ch;
    }
    cells.push(cell.trim());
    rows.push(cells);
  }
  return rows;
}

function preloadReviewCurrent() {
  try {
    const record = JSON.parse(readFileSync(REVIEW_FILE, 'utf8'));
    const stale = REVIEWED_FILES.filter((f) => record.files?.[f] !== sha256(f));
    return stale.length === 0 ? null : `changed since the review: ${stale.join(', ')}`;
  } catch {
    return 'no review recorded (security/preload-review.json)';
  }
}

const electronVersion = require(path.join(root, 'node_modules/electron/package.json')).version;
const bin = path.join(path.dirname(require.resolve('@doyensec/electronegativity/package.json')), 'dist/index.js');
const dir = mkdtempSync(path.join(tmpdir(), 'electronegativity-'));
const report = path.join(dir, 'report.csv');
const run = spawnSync(process.execPath, [bin, '-i', input, '-e', electronVersion, '-r', '-v', 'false', '-o', report], {
  encoding: 'utf8',
});
let rows;
try {
  rows = parseCsv(readFileSync(report, 'utf8'));
} catch {
  console.error(`security gate: Electronegativity produced no report.\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const [header, ...findings] = rows;
const col = (name) => header.indexOf(name);
const failures = [];
let accepted = 0;
for (const f of findings) {
  const severity = f[col('severity')];
  if (!FAILING.has(severity)) continue;
  const check = f[col('issue')];
  const where = `${f[col('filename')]}:${f[col('location')]}`;
  if (check === 'PRELOAD_JS_CHECK') {
    const stale = preloadReviewCurrent();
    if (stale === null) {
      accepted++;
      continue;
    }
    failures.push(`${severity} ${check} at ${where}: the preload bridge is ${stale}; review it, then run \`npm run security -- --record-review\``);
    continue;
  }
  failures.push(`${severity} ${check} at ${where}: ${f[col('description')]} (${f[col('url')]})`);
}
if (failures.length > 0) {
  console.error(`security gate: ${failures.length} HIGH/MEDIUM finding(s) from Electronegativity:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `security gate: Electronegativity (Electron ${electronVersion}) found no HIGH or MEDIUM issue in ${path.relative(root, input) || '.'}` +
    ` (${findings.length} lower-severity note(s)${accepted ? `; ${accepted} preload finding covered by the recorded review` : ''}).`,
);
