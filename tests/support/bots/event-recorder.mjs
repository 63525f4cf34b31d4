// Plays the first legal move and appends what it was told (its seat and the round's public events) to a file.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [, , out] = process.argv;
let seat = null;
for await (const line of createInterface({ input: process.stdin })) {
  const msg = JSON.parse(line);
  if (msg.type === 'hello') seat = msg.seat;
  if (msg.type === 'decide') {
    appendFileSync(out, `${JSON.stringify({ seat, events: msg.events })}\n`);
    console.log(JSON.stringify({ type: 'move', id: msg.id, move: msg.legalMoves[0] }));
  }
  if (msg.type === 'bye') break;
}
