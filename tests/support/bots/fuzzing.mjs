// A hostile outside bot for the protocol fuzz test: to each decision it answers, by a seeded draw, with
// random bytes, a 5 MB line, a reply for another decision, a reply after the time limit, or a fair move.
import { createInterface } from 'node:readline';
let state = Number(process.argv[2] ?? 1) >>> 0;
const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0), state / 4294967296);
const out = (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const msg = JSON.parse(line);
  if (msg.type === 'bye') break;
  if (msg.type !== 'decide') continue;
  const fair = JSON.stringify({ type: 'move', id: msg.id, index: 0 });
  const pick = Math.floor(next() * 5);
  if (pick === 0) {
    const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(next() * 300) }, () => Math.floor(next() * 256)).filter((b) => b !== 10));
    process.stdout.write(Buffer.concat([bytes, Buffer.from('\n')]));
  } else if (pick === 1) out('x'.repeat(5 * 1024 * 1024));
  else if (pick === 2) out(JSON.stringify({ type: 'move', id: msg.id + 1000, index: 0 }));
  else if (pick === 3) setTimeout(() => out(fair), msg.timeMs + 700);
  else out(fair);
}
