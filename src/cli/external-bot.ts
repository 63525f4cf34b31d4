/**
 * The host side of the outside-bot protocol (see protocol.ts): runs the bot's command line,
 * asks it for moves and judges its replies. A bad reply never stops the host: it is reported
 * (to the bot as an "error" line and on the host's stderr, where the bot's own stderr goes too)
 * and counted, and the caller plays a random move instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { replySchema } from './protocol';

type Fault = 'malformed' | 'illegal' | 'timeout' | 'crash';

export interface FaultCounts {
  malformed: number;
  illegal: number;
  timeout: number;
  crash: number;
}

export const noFaults = (): FaultCounts => ({ malformed: 0, illegal: 0, timeout: 0, crash: 0 });

export type Decision = { readonly index: number } | { readonly fault: Fault; readonly message: string };

interface Pending {
  readonly id: number;
  readonly legalKeys: readonly string[];
  readonly keyOf: (move: unknown) => string | null;
  readonly resolve: (d: Decision) => void;
  readonly timer: NodeJS.Timeout;
}

export class ExternalBot {
  private readonly child: ChildProcess;
  private pending: Pending | null = null;
  private exited = false;
  private closing = false;
  readonly faults = noFaults();

  constructor(
    readonly command: string,
    private readonly label: string,
    private readonly report: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  ) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.on('error', (e) => this.onExit(`could not start: ${e.message}`));
    this.child.on('exit', (code, signal) => this.onExit(`exited (${signal ?? `code ${code}`})`));
    this.child.stdin?.on('error', () => {}); // a dead bot's closed pipe is handled by 'exit'
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.onLine(line));
    createInterface({ input: this.child.stderr! }).on('line', (line) => this.report(`[${label}] ${line}`));
  }

  get crashed(): boolean {
    return this.exited;
  }

  send(message: object): void {
    if (!this.exited) this.child.stdin?.write(`${JSON.stringify(message)}\n`);
  }

  /** Asks for a move (with this round's public events as the bot saw them); resolves with its index in `legalMoves`, or the fault. */
  decide(
    id: number,
    view: unknown,
    legalMoves: readonly unknown[],
    timeMs: number,
    graceMs: number,
    keyOf: (m: unknown) => string | null,
    events: readonly unknown[] = [],
  ): Promise<Decision> {
    if (this.exited) return Promise.resolve({ fault: 'crash', message: 'the bot is not running' });
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle({ fault: 'timeout', message: `no reply within ${timeMs + graceMs} ms` }), timeMs + graceMs);
      this.pending = { id, legalKeys: legalMoves.map((m) => keyOf(m) ?? ''), keyOf, resolve, timer };
      this.send({ type: 'decide', id, view, legalMoves, timeMs, events });
    });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    this.closing = true;
    this.send({ type: 'bye' });
    this.child.stdin?.end();
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([exited, timeout]);
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private onLine(line: string): void {
    const pending = this.pending;
    if (!pending) {
      if (line.trim()) this.report(`[${this.label}] ignored a line sent while no decision was asked: ${line.slice(0, 120)}`);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return this.settle({ fault: 'malformed', message: `the reply is not JSON: ${line.slice(0, 120)}` });
    }
    const reply = replySchema.safeParse(json);
    if (!reply.success) return this.settle({ fault: 'malformed', message: `the reply is not {"type":"move","id":…,"move":…}: ${line.slice(0, 120)}` });
    if (reply.data.id !== pending.id) {
      this.report(`[${this.label}] ignored a reply to decision ${reply.data.id} (now asking ${pending.id})`);
      return;
    }
    const index = reply.data.index ?? pending.legalKeys.indexOf(pending.keyOf(reply.data.move) ?? '\u0000');
    if (index < 0 || index >= pending.legalKeys.length) {
      return this.settle({ fault: 'illegal', message: `the move ${JSON.stringify(reply.data.move ?? reply.data.index)} is not one of the legal moves` });
    }
    this.settle({ index });
  }

  private settle(decision: Decision): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    if ('fault' in decision) {
      this.faults[decision.fault]++;
      const message = `${decision.message}; a random legal move was played instead`;
      this.report(`[${this.label}] ${decision.fault}: ${message}`);
      this.send({ type: 'error', id: pending.id, message });
    }
    pending.resolve(decision);
  }

  private onExit(why: string): void {
    if (this.exited) return;
    this.exited = true;
    if (this.pending) this.settle({ fault: 'crash', message: `the bot ${why}` });
    else if (!this.closing) {
      this.faults.crash++;
      this.report(`[${this.label}] crash: the bot ${why}`);
    }
  }
}
