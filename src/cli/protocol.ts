/**
 * The outside-bot protocol: JSON lines on the bot's stdin (host → bot) and stdout (bot → host).
 * Moves and views use the games' own JSON encodings (the move objects listed in `legalMoves`).
 *
 *   host → bot  {"type":"hello","protocol":1,"game":"hanamikoji","options":{…},"seat":0,"seats":2}
 *               (protocol 2 adds `seats`, the number at the table, and tables of three or four; at a table of
 *                two the hello still says protocol 1 and every v1 field keeps its name and meaning, so a bot
 *                written for v1 — or an older copy of the app's serve-bot — plays unchanged)
 *   host → bot  {"type":"decide","id":7,"view":{…},"legalMoves":[{…},…],"timeMs":1000,"events":[{…},…]}
 *               (events: this round's public event log as the bot saw it, src/framework/event-log.ts:
 *                {"index","player","type","round","changes":[{"zone","added","removed"}]}, null = a hidden card)
 *   bot  → host {"type":"move","id":7,"move":{…}}      (a copy of one listed move)
 *          or   {"type":"move","id":7,"index":2}        (its position in legalMoves)
 *   host → bot  {"type":"error","id":7,"message":"…"}   (the reply was refused; a random move was played)
 *   host → bot  {"type":"round","result":{…}}           (a round or month ended)
 *   host → bot  {"type":"result","outcome":{"winner":0,"scores":[12,9],"reason":"…"},"seat":0}
 *               (at three or four seats the outcome also has "places": each seat's place, 1 for first)
 *   host → bot  {"type":"bye"}                           (the bot should exit)
 */
import { z } from 'zod';
import { MAX_SEATS, MIN_SEATS } from '../framework/seats';

const PROTOCOL_VERSION = 2;

/** The version a hello names: 1 at a table of two (what v1 bots know), 2 at a larger one. */
export const protocolFor = (seats: number): 1 | 2 => (seats === 2 ? 1 : 2);

const seatSchema = z.number().int().min(0).max(MAX_SEATS - 1);

const helloSchema = z.object({
  type: z.literal('hello'),
  protocol: z.union([z.literal(1), z.literal(PROTOCOL_VERSION)]),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  seat: seatSchema,
  /** Added in protocol 2: v1 hosts send none (their tables seat two). */
  seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS).optional(),
});

const decideSchema = z.object({
  type: z.literal('decide'),
  id: z.number().int(),
  view: z.unknown(),
  legalMoves: z.array(z.unknown()).min(1),
  timeMs: z.number().nonnegative(),
  /** Added within protocol 1: older hosts send none. */
  events: z.array(z.unknown()).optional(),
});

export const replySchema = z
  .object({
    type: z.literal('move'),
    id: z.number().int(),
    move: z.unknown().optional(),
    index: z.number().int().nonnegative().optional(),
  })
  .refine((r) => r.move !== undefined || r.index !== undefined, { message: 'a reply needs "move" or "index"' });

export const hostMessageSchema = z.discriminatedUnion('type', [
  helloSchema,
  decideSchema,
  z.object({ type: z.literal('error'), id: z.number().int().optional(), message: z.string() }),
  z.object({ type: z.literal('round'), result: z.unknown() }),
  z.object({ type: z.literal('result'), outcome: z.unknown(), seat: seatSchema }),
  z.object({ type: z.literal('bye') }),
]);

export type Hello = z.infer<typeof helloSchema>;
