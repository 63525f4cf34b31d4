/** Moves in plain words for the game log, in English, Japanese and German; only public cards are ever named. */
import type { PublicEvent } from '../../src/framework/event-log';
import type { Lang, Seat } from '../../src/framework/game';
import { cardInfo } from '../shared/hanafuda/cards';
import type { HanaAwaseMove, RoundResult, TurnRecord } from './state';
import type { HanaAwaseView } from './view';

/** Who a sentence is about, and whether that is the viewer (English and German conjugate for it). */
interface Actor {
  readonly name: string;
  readonly you: boolean;
}

/** German's "Du hast" / "Spieler 2 hat" / "Anna hat". */
const hat = (a: Actor): string => (a.you ? 'Du hast' : `${a.name} hat`);
/** A round score with its sign: +62, -110, 0. */
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** The log's sentences per language; card lists and score lists come in already worded. */
const WORDS = {
  en: {
    you: 'You',
    opponent: 'The opponent',
    player: (seat: Seat) => `Player ${seat + 1}`,
    join: ', ',
    placed: (card: string, taken: string | null) => (taken === null ? `${card} stays on the field` : `${card} takes ${taken}`),
    played: (a: Actor, what: string) => `${a.name} played: ${what}.`,
    drawn: (what: string) => `Drawn: ${what}.`,
    drawnChoice: (card: string) => `Drawn: ${card}, which matches two field cards.`,
    turned: (a: Actor, what: string) => `${a.name} turned the draw pile's top card: ${what}.`,
    turnedChoice: (a: Actor, card: string) => `${a.name} turned the draw pile's top card: ${card}, which matches two field cards.`,
    chose: (a: Actor, what: string) => `${a.name} chose: ${what}.`,
    score: (a: Actor, score: number) => `${a.name} ${signed(score)}`,
    roundEnds: (round: number, scores: string) => `Round ${round} ends: ${scores}.`,
    roundVoid: (round: number) => `Round ${round} is void (somebody has 20 card points or fewer): nobody scores.`,
    dealsNext: (a: Actor) => `${a.name} ${a.you ? 'deal' : 'deals'} next.`,
    redealt: (times: number) => (times === 1 ? 'The deal was dealt again once (four of a month).' : `The deal was dealt again ${times} times (four of a month).`),
    gameWon: (a: Actor, total: number) => `Game over: ${a.name} ${a.you ? 'win' : 'wins'} with ${total}.`,
    gameShared: (names: string, total: number) => `Game over: ${names} share first place with ${total}.`,
    and: ' and ',
  },
  ja: {
    you: 'あなた',
    opponent: '相手',
    player: (seat: Seat) => `プレイヤー${seat + 1}`,
    join: '・',
    placed: (card: string, taken: string | null) => (taken === null ? `${card}を場に置いた` : `${card}で${taken}を取った`),
    played: (a: Actor, what: string) => `${a.name}：${what}。`,
    drawn: (what: string) => `山札から${what}。`,
    drawnChoice: (card: string) => `山札から${card}：場の2枚と合う、取る札を選ぶ。`,
    turned: (a: Actor, what: string) => `${a.name}が山札をめくった：${what}。`,
    turnedChoice: (a: Actor, card: string) => `${a.name}が山札をめくった：${card}、場の2枚と合う、取る札を選ぶ。`,
    chose: (a: Actor, what: string) => `${a.name}：${what}。`,
    score: (a: Actor, score: number) => `${a.name} ${signed(score)}`,
    roundEnds: (round: number, scores: string) => `第${round}回戦終了：${scores}。`,
    roundVoid: (round: number) => `第${round}回戦は流れ（札の点が20点以下の人がいる）：得点なし。`,
    dealsNext: (a: Actor) => `次の親は${a.name}。`,
    redealt: (times: number) => `同じ月の4枚で${times}回配り直し。`,
    gameWon: (a: Actor, total: number) => `対局終了：${a.name}の勝ち（${total}点）。`,
    gameShared: (names: string, total: number) => `対局終了：${names}が${total}点で1位タイ。`,
    and: '・',
  },
  de: {
    you: 'Du',
    opponent: 'Der Gegner',
    player: (seat: Seat) => `Spieler ${seat + 1}`,
    join: ', ',
    placed: (card: string, taken: string | null) => (taken === null ? `${card} bleibt auf dem Feld` : `${card} nimmt ${taken}`),
    played: (a: Actor, what: string) => `${hat(a)} gespielt: ${what}.`,
    drawn: (what: string) => `Gezogen: ${what}.`,
    drawnChoice: (card: string) => `Gezogen: ${card}, passt zu zwei Feldkarten.`,
    turned: (a: Actor, what: string) => `${hat(a)} die oberste Karte des Stapels aufgedeckt: ${what}.`,
    turnedChoice: (a: Actor, card: string) => `${hat(a)} die oberste Karte des Stapels aufgedeckt: ${card}, passt zu zwei Feldkarten.`,
    chose: (a: Actor, what: string) => `${hat(a)} gewählt: ${what}.`,
    score: (a: Actor, score: number) => `${a.name} ${signed(score)}`,
    roundEnds: (round: number, scores: string) => `Runde ${round} endet: ${scores}.`,
    roundVoid: (round: number) => `Runde ${round} zählt nicht (jemand hat 20 Kartenpunkte oder weniger): niemand punktet.`,
    dealsNext: (a: Actor) => `${a.you ? 'Du gibst' : `${a.name} gibt`} als Nächstes.`,
    redealt: (times: number) => (times === 1 ? 'Einmal neu gegeben (vier Karten eines Monats).' : `${times}-mal neu gegeben (vier Karten eines Monats).`),
    gameWon: (a: Actor, total: number) => `Spielende: ${a.you ? 'Du gewinnst' : `${a.name} gewinnt`} mit ${total}.`,
    gameShared: (names: string, total: number) => `Spielende: ${names} teilen sich den ersten Platz mit ${total}.`,
    and: ' und ',
  },
} as const satisfies Record<Lang, unknown>;

/**
 * A seat as the log names it: "You" for the viewer; at a table of two the other is "the opponent", at a larger
 * table every other seat is "Player N". With `names` (people sharing the screen) every seat is named as the
 * table names it.
 */
function who(p: Seat, viewer: Seat, players: number, lang: Lang, names?: readonly string[]): Actor {
  const w = WORDS[lang];
  const given = names?.[p];
  if (given !== undefined) return { name: given, you: false };
  if (p === viewer) return { name: w.you, you: true };
  return { name: players === 2 ? w.opponent : w.player(p), you: false };
}

const name = (id: string, lang: Lang): string => cardInfo(id).name[lang];
const list = (ids: readonly string[], lang: Lang): string => ids.map((id) => name(id, lang)).join(WORDS[lang].join);
const placed = (card: string, taken: readonly string[], lang: Lang): string =>
  WORDS[lang].placed(name(card, lang), taken.length === 0 ? null : list(taken, lang));

/** A finished round in one line: every seat's score, or that it is void. */
function describeRound(r: RoundResult, viewer: Seat, lang: Lang, names?: readonly string[]): string {
  const w = WORDS[lang];
  const players = r.captured.length;
  if (r.score.void) return w.roundVoid(r.round);
  const scores = r.score.seats.map((seat, p) => w.score(who(p, viewer, players, lang, names), seat.score));
  return w.roundEnds(r.round, scores.join(w.join));
}

/** One move of the log from the public event and the viewer's views before and after it. */
export function describeEvent(event: PublicEvent, before: HanaAwaseView, after: HanaAwaseView, viewer: Seat, lang: Lang, names?: readonly string[]): string {
  const w = WORDS[lang];
  const p = event.player;
  const players = after.players;
  const actor = who(p, viewer, players, lang, names);
  const parts: string[] = [];
  // Every card of a turn is played or turned face up: the view's record of the latest turn shows them.
  const turn = after.lastTurn as TurnRecord;
  const waiting = turn.drawn !== null && after.phase === 'draw-choice' && after.round === before.round && after.drawn === turn.drawn;
  switch (event.type as HanaAwaseMove['type']) {
    case 'play':
      parts.push(w.played(actor, placed(turn.played as string, turn.playCaptured, lang)));
      if (turn.drawn !== null) parts.push(waiting ? w.drawnChoice(name(turn.drawn, lang)) : w.drawn(placed(turn.drawn, turn.drawCaptured, lang)));
      break;
    case 'draw':
      if (turn.drawn !== null) parts.push(waiting ? w.turnedChoice(actor, name(turn.drawn, lang)) : w.turned(actor, placed(turn.drawn, turn.drawCaptured, lang)));
      break;
    case 'take':
      parts.push(w.chose(actor, placed(turn.drawn as string, turn.drawCaptured, lang)));
      break;
  }
  for (const r of after.results.slice(before.results.length)) parts.push(describeRound(r, viewer, lang, names));
  if (after.phase === 'game-over' && before.phase !== 'game-over') {
    const best = Math.max(...after.totals);
    const first = after.totals.flatMap((total, seat) => (total === best ? [seat] : []));
    const firstNames = first.map((seat) => who(seat, viewer, players, lang, names).name);
    parts.push(first.length === 1 ? w.gameWon(who(first[0] as Seat, viewer, players, lang, names), best) : w.gameShared(firstNames.join(w.and), best));
  } else if (after.round !== before.round) {
    parts.push(w.dealsNext(who(after.dealer, viewer, players, lang, names)));
    if (after.redeals > 0) parts.push(w.redealt(after.redeals));
  }
  return parts.join(' ');
}
