// Plays the first legal move and appends every hello it gets (protocol version, seat count, its seat) to a file.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [, , out] = process.argv;
for await (const line of createInterface({ input: process.stdin })) {
  const msg = JSON.parse(line);
  if (msg.type === 'hello') appendFileSync(out, `${JSON.stringify(msg)}\n`);
  if (msg.type === 'decide') console.log(JSON.stringify({ type: 'move', id: msg.id, move: msg.legalMoves[0] }));
  if (msg.type === 'bye') break;
}
