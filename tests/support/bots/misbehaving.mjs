// An outside bot that misbehaves in the way named by its argument: garbage, illegal, slow or crash.
import { createInterface } from 'node:readline';
const how = process.argv[2];
for await (const line of createInterface({ input: process.stdin })) {
  const msg = JSON.parse(line);
  if (msg.type === 'bye') break;
  if (msg.type !== 'decide') continue;
  if (how === 'garbage') console.log('my move is the best move');
  if (how === 'illegal') console.log(JSON.stringify({ type: 'move', id: msg.id, move: { type: 'bid', card: 'b99' } }));
  if (how === 'crash') process.exit(3);
  // 'slow' never answers in time.
}
