/** Moves in plain words for the game log; only public cards are ever named. */
import type { PublicEvent } from '../../src/framework/event-log';
import type { Lang, PlayerId } from '../../src/framework/game';
import { cardInfo } from '../shared/hanafuda/cards';
import { END_REASON_NAMES, MULTIPLIER_NAMES, YAKU_NAMES } from './names';
import type { KoiKoiMove, MonthResult, TurnRecord } from './state';
import type { KoiKoiView } from './view';

/** A player as the log names them: "You" / "The opponent", or their names at a shared screen. */
type Names = readonly [string, string] | undefined;

/** Who a sentence is about, and whether that is the viewer (English and German conjugate for it). */
interface Actor {
  readonly name: string;
  readonly you: boolean;
}

/** German's "Du hast" / "Der Gegner hat" / "Anna hat". */
const hat = (a: Actor): string => (a.you ? 'Du hast' : `${a.name} hat`);

/** The log's sentences per language; card lists and yaku details come in already worded. */
const WORDS = {
  en: {
    you: 'You',
    opp: 'The opponent',
    join: ', ',
    placed: (card: string, taken: string | null) => (taken === null ? `${card} stays on the field` : `${card} takes ${taken}`),
    played: (a: Actor, what: string) => `${a.name} played: ${what}.`,
    drawn: (what: string) => `Drawn: ${what}.`,
    drawnChoice: (card: string) => `Drawn: ${card}, which matches two field cards.`,
    chose: (a: Actor, what: string) => `${a.name} chose: ${what}.`,
    koikoi: (a: Actor) => `${a.name} called koi-koi!`,
    stop: (a: Actor) => `${a.name} stopped.`,
    newYaku: (a: Actor) => `${a.name} formed a new yaku.`,
    noPoints: (month: number, reason: string) => `Month ${month} ends: ${reason}, no points.`,
    multiplier: (factor: number, why: string) => `${factor === 2 ? 'doubled' : `×${factor}`} for ${why}`,
    detailJoin: ', ',
    won: (month: number, reason: string, a: Actor, points: number, detail: string) =>
      `Month ${month} ends (${reason}): ${a.name} ${a.you ? 'win' : 'wins'} ${points} ${points === 1 ? 'point' : 'points'}${detail ? ` — ${detail}` : ''}.`,
    gameDraw: (a: number, b: number) => `Game over: a draw, ${a}–${b}.`,
    gameWon: (w: Actor, a: number, b: number) => `Game over: ${w.name} ${w.you ? 'win' : 'wins'} ${a}–${b}.`,
  },
  ja: {
    you: 'あなた',
    opp: '相手',
    join: '・',
    placed: (card: string, taken: string | null) => (taken === null ? `${card}を場に置いた` : `${card}で${taken}を取った`),
    played: (a: Actor, what: string) => `${a.name}：${what}。`,
    drawn: (what: string) => `山札から${what}。`,
    drawnChoice: (card: string) => `山札から${card}：取る札を選ぶ。`,
    chose: (a: Actor, what: string) => `${a.name}：${what}。`,
    koikoi: (a: Actor) => `${a.name}：こいこい！`,
    stop: (a: Actor) => `${a.name}：勝負（上がり）。`,
    newYaku: (a: Actor) => `${a.name}に新しい役。`,
    noPoints: (month: number, reason: string) => `${month}月目終了：${reason}、得点なし。`,
    multiplier: (factor: number, why: string) => `${why}で${factor}倍`,
    detailJoin: '、',
    won: (month: number, reason: string, a: Actor, points: number, detail: string) =>
      `${month}月目終了（${reason}）：${a.name}が${points}点${detail ? `（${detail}）` : ''}。`,
    gameDraw: (a: number, b: number) => `対局終了：引き分け ${a}–${b}。`,
    gameWon: (w: Actor, a: number, b: number) => `対局終了：${w.name}の勝ち ${a}–${b}。`,
  },
  de: {
    you: 'Du',
    opp: 'Der Gegner',
    join: ', ',
    placed: (card: string, taken: string | null) => (taken === null ? `${card} bleibt auf dem Feld` : `${card} nimmt ${taken}`),
    played: (a: Actor, what: string) => `${hat(a)} gespielt: ${what}.`,
    drawn: (what: string) => `Gezogen: ${what}.`,
    drawnChoice: (card: string) => `Gezogen: ${card}, passt zu zwei Feldkarten.`,
    chose: (a: Actor, what: string) => `${hat(a)} gewählt: ${what}.`,
    koikoi: (a: Actor) => `${hat(a)} Koi-Koi gerufen!`,
    stop: (a: Actor) => `${hat(a)} aufgehört.`,
    newYaku: (a: Actor) => `${hat(a)} ein neues Yaku.`,
    noPoints: (month: number, reason: string) => `Monat ${month} endet: ${reason}, keine Punkte.`,
    multiplier: (factor: number, why: string) => `${factor === 2 ? 'verdoppelt' : `×${factor}`} (${why})`,
    detailJoin: ', ',
    won: (month: number, reason: string, a: Actor, points: number, detail: string) =>
      `Monat ${month} endet (${reason}): ${a.you ? 'Du gewinnst' : `${a.name} gewinnt`} ${points} ${points === 1 ? 'Punkt' : 'Punkte'}${detail ? ` — ${detail}` : ''}.`,
    gameDraw: (a: number, b: number) => `Spielende: unentschieden, ${a}–${b}.`,
    gameWon: (w: Actor, a: number, b: number) => `Spielende: ${w.you ? 'Du gewinnst' : `${w.name} gewinnt`} ${a}–${b}.`,
  },
} as const satisfies Record<Lang, unknown>;

const who = (p: PlayerId, viewer: PlayerId, lang: Lang, names?: Names): Actor =>
  names ? { name: names[p], you: false } : { name: p === viewer ? WORDS[lang].you : WORDS[lang].opp, you: p === viewer };

const name = (id: string, lang: Lang): string => cardInfo(id).name[lang];
const list = (ids: readonly string[], lang: Lang): string => ids.map((id) => name(id, lang)).join(WORDS[lang].join);

const placed = (card: string, taken: readonly string[], lang: Lang): string =>
  WORDS[lang].placed(name(card, lang), taken.length === 0 ? null : list(taken, lang));

export function describeResult(r: MonthResult, viewer: PlayerId, lang: Lang, names?: Names): string {
  const w = WORDS[lang];
  const reason = END_REASON_NAMES[r.reason][lang];
  if (r.winner === null) return w.noPoints(r.month, reason);
  // "Aotan (blue ribbons) 5, doubled for 7 points or more": each yaku with its points, then each multiplier.
  const yaku = r.yaku.map((y) => `${YAKU_NAMES[y.id][lang]} ${y.points}`);
  const mult = r.multipliers.map((m) => w.multiplier(m.factor, MULTIPLIER_NAMES[m.id][lang]));
  return w.won(r.month, reason, who(r.winner, viewer, lang, names), r.points, [...yaku, ...mult].join(w.detailJoin));
}

/** The turned-over card waiting for the player to choose what it takes, as a view shows it. */
const waiting = (v: KoiKoiView): string | null => (v.pending?.kind === 'draw-choice' ? v.pending.card : null);

/** One move of the log from the public event and the viewer's views before and after it. */
export function describeEvent(event: PublicEvent, before: KoiKoiView, after: KoiKoiView, viewer: PlayerId, lang: Lang, names?: Names): string {
  const w = WORDS[lang];
  // A two-seat game's events come from seat 0 or 1.
  const p = event.player as PlayerId;
  const actor = who(p, viewer, lang, names);
  const parts: string[] = [];
  // Every card of a turn is played or turned face up: the view's record of the latest turn shows them.
  const turn = after.lastTurn as TurnRecord;
  switch (event.type as KoiKoiMove['type']) {
    case 'play':
      parts.push(w.played(actor, placed(turn.played, turn.playCaptured, lang)));
      if (turn.drawn) {
        const resolved = after.phase !== 'draw-choice' || after.month !== before.month || waiting(after) !== turn.drawn;
        parts.push(resolved ? w.drawn(placed(turn.drawn, turn.drawCaptured, lang)) : w.drawnChoice(name(turn.drawn, lang)));
      }
      break;
    case 'take':
      parts.push(w.chose(actor, placed(turn.drawn as string, turn.drawCaptured, lang)));
      break;
    case 'koikoi':
      parts.push(w.koikoi(actor));
      break;
    case 'stop':
      parts.push(w.stop(actor));
      break;
  }
  if (after.phase === 'decide' && after.month === before.month && after.turn === p && event.type !== 'koikoi') parts.push(w.newYaku(actor));
  for (const r of after.results.slice(before.results.length)) parts.push(describeResult(r, viewer, lang, names));
  if (after.endReason && !before.endReason) {
    const [a, b] = after.scores;
    const winner = a === b ? null : a > b ? 0 : 1;
    parts.push(winner === null ? w.gameDraw(a, b) : w.gameWon(who(winner, viewer, lang, names), a, b));
  }
  return parts.join(' ');
}
