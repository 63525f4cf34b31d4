// An outside bot in a few lines: answers every decision with the first legal move.
import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  const msg = JSON.parse(line);
  if (msg.type === 'decide') console.log(JSON.stringify({ type: 'move', id: msg.id, move: msg.legalMoves[0] }));
  if (msg.type === 'bye') break;
}
