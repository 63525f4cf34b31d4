/** Game-log lines in plain words, from one viewer's seat, never naming a card that viewer cannot see. */
import type { PublicEvent } from '../../src/framework/event-log';
import { other, type Lang, type PlayerId } from '../../src/framework/game';
import { removeCards } from '../../src/framework/zones';
import { GEISHAS, type Counts, type Geisha } from './cards';
import type { HanamikojiMove } from './moves';
import type { PendingOffer, RoundResult } from './state';
import type { HanamikojiView, Seen } from './view';

const list = (cards: readonly Seen[], lang: Lang): string => cards.join(lang === 'ja' ? '・' : ', ');
const pair = (p: readonly Geisha[]): string => p.join('+');

/** Who a line is about, as it is named, and whether that is the viewer ("you": German conjugates for it). */
interface Actor {
  readonly name: string;
  readonly you: boolean;
}

/** German's "Du hast" / "Der Gegner hat" / "Anna hat". */
const hat = (a: Actor): string => (a.you ? 'Du hast' : `${a.name} hat`);

/** A count with its noun, singular for one: "1 geisha", "2 geishas". */
const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const words = {
  en: {
    you: 'You',
    opp: 'Opponent',
    secretMine: (c: string) => `You kept ${c} face down as your Secret`,
    secretNamed: (who: string, c: string) => `${who} kept ${c} face down as a Secret`,
    secretOther: (who: string) => `${who} played a card face down (Secret)`,
    tradeMine: (c: string) => `You set aside ${c} face down (Trade-off)`,
    tradeNamed: (who: string, c: string) => `${who} set aside ${c} face down (Trade-off)`,
    tookNamed: (who: string) => `${who} took`,
    roundNamed: (r: RoundResult, names: readonly [string, string], secrets: string) =>
      `Round ${r.round} scored (${secrets}): ${names[0]} holds ${counted(r.geishas[0], 'geisha', 'geishas')} and ${r.charm[0]} charm, ${names[1]} ${r.geishas[1]} and ${r.charm[1]}`,
    secretsNamed: (names: readonly [string, string], a: string, b: string) => `secrets: ${names[0]} ${a}, ${names[1]} ${b}`,
    startsNamed: (who: string) => `${who} plays`,
    tradeOther: (who: string) => `${who} set aside two cards face down (Trade-off)`,
    gift: (a: Actor, c: string) => `${a.name} offered a Gift: ${c}`,
    comp: (a: Actor, x: string, y: string) => `${a.name} offered a Competition: ${x} or ${y}`,
    took: (a: Actor) => (a.you ? 'you took' : 'opponent took'),
    alike: 'all alike, so no choice was needed',
    colon: ': ',
    // The offer itself was logged when it was made: the pick says only what each side got from it.
    giftPicked: (taker: Actor, t: string, offerer: string, rest: string) => `${taker.name} took ${t} from the Gift; ${rest} to ${offerer}`,
    compPicked: (taker: Actor, t: string, offerer: string, rest: string) => `${taker.name} took ${t} from the Competition; ${rest} to ${offerer}`,
    toYou: 'you',
    toOpp: 'the opponent',
    round: (r: RoundResult, me: PlayerId, secrets: string) =>
      `Round ${r.round} scored (${secrets}): you hold ${counted(r.geishas[me], 'geisha', 'geishas')} and ${r.charm[me]} charm, ` +
      `the opponent ${r.geishas[other(me)]} and ${r.charm[other(me)]}`,
    secretsShown: (mine: string, theirs: string) => `secrets: you ${mine}, opponent ${theirs}`,
    none: 'none',
    win: (a: Actor, why: string) => `${a.name} won: ${why}`,
    draw: 'the game is a draw on equal charm after the last round',
    reasons: { 'four-geishas': 'four geishas', 'eleven-charm': '11 charm or more', 'round-limit': 'more charm after the last round' },
    youWin: 'You',
    oppWin: 'The opponent',
    next: (n: number, starter: string) => `Round ${n} begins; ${starter} first`,
    youStart: 'you play',
    oppStarts: 'the opponent plays',
  },
  ja: {
    you: 'あなた',
    opp: '相手',
    secretMine: (c: string) => `あなたは ${c} を秘密として伏せた`,
    secretNamed: (who: string, c: string) => `${who}は ${c} を秘密として伏せた`,
    secretOther: (who: string) => `${who}はカードを1枚伏せた（秘密）`,
    tradeMine: (c: string) => `あなたは ${c} を伏せて破棄した（破棄）`,
    tradeNamed: (who: string, c: string) => `${who}は ${c} を伏せて破棄した（破棄）`,
    tookNamed: (who: string) => `${who}が取ったのは`,
    roundNamed: (r: RoundResult, names: readonly [string, string], secrets: string) =>
      `第${r.round}ラウンド決算（${secrets}）：${names[0]} 芸者${r.geishas[0]}人・魅力${r.charm[0]}点、${names[1]} 芸者${r.geishas[1]}人・魅力${r.charm[1]}点`,
    secretsNamed: (names: readonly [string, string], a: string, b: string) => `秘密：${names[0]} ${a}、${names[1]} ${b}`,
    startsNamed: (who: string) => `${who}が先手`,
    tradeOther: (who: string) => `${who}はカードを2枚伏せて破棄した（破棄）`,
    gift: (a: Actor, c: string) => `${a.name}の贈呈：${c}`,
    comp: (a: Actor, x: string, y: string) => `${a.name}の競争：${x} か ${y}`,
    took: (a: Actor) => (a.you ? 'あなたが取ったのは' : '相手が取ったのは'),
    alike: 'すべて同じなので選択なし',
    colon: '：',
    giftPicked: (taker: Actor, t: string, offerer: string, rest: string) => `${taker.name}は贈呈から ${t} を取った（${rest} は${offerer}へ）`,
    compPicked: (taker: Actor, t: string, offerer: string, rest: string) => `${taker.name}は競争から ${t} を取った（${rest} は${offerer}へ）`,
    toYou: 'あなた',
    toOpp: '相手',
    round: (r: RoundResult, me: PlayerId, secrets: string) =>
      `第${r.round}ラウンド決算（${secrets}）：あなた 芸者${r.geishas[me]}人・魅力${r.charm[me]}点、` +
      `相手 芸者${r.geishas[other(me)]}人・魅力${r.charm[other(me)]}点`,
    secretsShown: (mine: string, theirs: string) => `秘密：あなた ${mine}、相手 ${theirs}`,
    none: 'なし',
    win: (a: Actor, why: string) => `${a.name}の勝ち：${why}`,
    draw: '最終ラウンド後の魅力点が同点のため引き分け',
    reasons: { 'four-geishas': '芸者4人', 'eleven-charm': '魅力11点以上', 'round-limit': '最終ラウンド後の魅力点が多い' },
    youWin: 'あなた',
    oppWin: '相手',
    next: (n: number, starter: string) => `第${n}ラウンド開始：${starter}`,
    youStart: 'あなたが先手',
    oppStarts: '相手が先手',
  },
  de: {
    you: 'Du',
    opp: 'Der Gegner',
    secretMine: (c: string) => `Du hast ${c} verdeckt als Geheimnis behalten`,
    secretNamed: (who: string, c: string) => `${who} hat ${c} verdeckt als Geheimnis behalten`,
    secretOther: (who: string) => `${who} hat eine Karte verdeckt behalten (Geheimnis)`,
    tradeMine: (c: string) => `Du hast ${c} verdeckt abgelegt (Ablage)`,
    tradeNamed: (who: string, c: string) => `${who} hat ${c} verdeckt abgelegt (Ablage)`,
    tookNamed: (who: string) => `${who} erhält`,
    roundNamed: (r: RoundResult, names: readonly [string, string], secrets: string) =>
      `Runde ${r.round} gewertet (${secrets}): ${names[0]} hat ${counted(r.geishas[0], 'Geisha', 'Geishas')} und ${counted(r.charm[0], 'Gunst-Punkt', 'Gunst-Punkte')}, ${names[1]} ${r.geishas[1]} und ${r.charm[1]}`,
    secretsNamed: (names: readonly [string, string], a: string, b: string) => `Geheimnisse: ${names[0]} ${a}, ${names[1]} ${b}`,
    startsNamed: (who: string) => `${who} fängt an`,
    tradeOther: (who: string) => `${who} hat zwei Karten verdeckt abgelegt (Ablage)`,
    gift: (a: Actor, c: string) => `${hat(a)} ein Angebot gemacht: ${c}`,
    comp: (a: Actor, x: string, y: string) => `${hat(a)} einen Tausch angeboten: ${x} oder ${y}`,
    took: (a: Actor) => (a.you ? 'du erhältst' : 'der Gegner erhält'),
    alike: 'alle gleich, also keine Wahl nötig',
    colon: ': ',
    giftPicked: (taker: Actor, t: string, offerer: string, rest: string) => `${hat(taker)} ${t} aus dem Angebot genommen; ${rest} an ${offerer}`,
    compPicked: (taker: Actor, t: string, offerer: string, rest: string) => `${hat(taker)} ${t} aus dem Tausch genommen; ${rest} an ${offerer}`,
    toYou: 'dich',
    toOpp: 'den Gegner',
    round: (r: RoundResult, me: PlayerId, secrets: string) =>
      `Runde ${r.round} gewertet (${secrets}): Du hast ${counted(r.geishas[me], 'Geisha', 'Geishas')} und ${counted(r.charm[me], 'Gunst-Punkt', 'Gunst-Punkte')}, ` +
      `der Gegner ${r.geishas[other(me)]} und ${r.charm[other(me)]}`,
    secretsShown: (mine: string, theirs: string) => `Geheimnisse: du ${mine}, Gegner ${theirs}`,
    none: 'keins',
    win: (a: Actor, why: string) => `${hat(a)} gewonnen: ${why}`,
    draw: 'Unentschieden: Nach der letzten Runde haben beide gleich viele Gunst-Punkte',
    reasons: { 'four-geishas': 'vier Geishas', 'eleven-charm': '11 Gunst-Punkte oder mehr', 'round-limit': 'mehr Gunst-Punkte nach der letzten Runde' },
    youWin: 'Du',
    oppWin: 'Der Gegner',
    next: (n: number, starter: string) => `Runde ${n} beginnt; ${starter}`,
    youStart: 'du fängst an',
    oppStarts: 'der Gegner fängt an',
  },
} as const;

const expand = (counts: Counts): Geisha[] => GEISHAS.flatMap((g) => Array.from({ length: counts[g] }, () => g));

/**
 * The items the move put on each side of the geishas, sorted. At a scoring the round's items (less
 * the revealed secrets) stand for the side, as the next round's table starts empty.
 */
function placedBy(before: HanamikojiView, after: HanamikojiView, scored: RoundResult | null): [Geisha[], Geisha[]] {
  const side = (p: PlayerId): Geisha[] => {
    const secret = scored?.secrets[p];
    const now = scored ? removeCards(expand(scored.items[p]), secret ? [secret] : []) : expand(after.placed[p]);
    return removeCards(now, expand(before.placed[p]));
  };
  return [side(0), side(1)];
}

/**
 * The cards a Secret or a Trade-off took from the actor's hand, as the viewer saw them. The round's
 * last action always plays the whole hand, so at a scoring they are the hand before the move.
 */
const laidDown = (before: HanamikojiView, after: HanamikojiView, actor: PlayerId, scored: RoundResult | null): Seen[] =>
  scored ? before.hands[actor].slice() : removeCards(before.hands[actor], after.hands[actor]);

type Offer<K extends PendingOffer['kind']> = Extract<PendingOffer, { kind: K }>;

/** One move of the log from the public event and the viewer's views before and after it. */
export function describeEvent(
  event: PublicEvent,
  before: HanamikojiView,
  after: HanamikojiView,
  viewer: PlayerId,
  lang: Lang,
  names?: readonly [string, string],
): string {
  const w = words[lang];
  // At a shared screen both players are named as the table names them; else "you" and "the opponent".
  const who = (p: PlayerId): string => (names ? names[p] : p === viewer ? w.you : w.opp);
  const actorOf = (p: PlayerId): Actor => ({ name: who(p), you: !names && p === viewer });
  const took = (p: PlayerId): string => (names ? w.tookNamed(names[p]) : w.took(actorOf(p)));
  const to = (p: PlayerId): string => (names ? names[p] : p === viewer ? w.toYou : w.toOpp);
  // A two-seat game's events come from seat 0 or 1.
  const actor = event.player as PlayerId;
  const scored = after.lastRound && after.lastRound.round !== before.lastRound?.round ? after.lastRound : null;
  let line: string;
  switch (event.type as HanamikojiMove['type']) {
    case 'secret': {
      const card = list(laidDown(before, after, actor, scored), lang);
      line = actor !== viewer ? w.secretOther(who(actor)) : names ? w.secretNamed(names[actor], card) : w.secretMine(card);
      break;
    }
    case 'tradeoff': {
      const cards = list(laidDown(before, after, actor, scored), lang);
      line = actor !== viewer ? w.tradeOther(who(actor)) : names ? w.tradeNamed(names[actor], cards) : w.tradeMine(cards);
      break;
    }
    case 'gift': {
      const offer = after.pending;
      if (offer?.kind === 'gift') {
        line = w.gift(actorOf(actor), list(offer.cards, lang));
        break;
      }
      // Three alike were shared out at once: one to the other player, two to the giver.
      const given = placedBy(before, after, scored);
      line = w.gift(actorOf(actor), list([...given[0], ...given[1]], lang));
      line += ` — ${w.alike}${w.colon}${took(other(actor))} ${given[other(actor)][0]}`;
      break;
    }
    case 'competition': {
      const offer = after.pending;
      if (offer?.kind === 'competition') {
        line = w.comp(actorOf(actor), pair(offer.pairs[0]), pair(offer.pairs[1]));
        break;
      }
      // Two identical pairs were shared out at once, one to each side.
      const given = placedBy(before, after, scored);
      line = `${w.comp(actorOf(actor), pair(given[other(actor)]), pair(given[actor]))} — ${w.alike}`;
      break;
    }
    case 'pick-gift': {
      const offer = before.pending as Offer<'gift'>;
      const card = placedBy(before, after, scored)[actor][0] as Geisha;
      line = w.giftPicked(actorOf(actor), card, to(offer.by), list(removeCards(offer.cards, [card]), lang));
      break;
    }
    case 'pick-pair': {
      const offer = before.pending as Offer<'competition'>;
      const taken = pair(placedBy(before, after, scored)[actor]);
      const [mine, rest] = pair(offer.pairs[0]) === taken ? offer.pairs : [offer.pairs[1], offer.pairs[0]];
      line = w.compPicked(actorOf(actor), pair(mine), to(offer.by), pair(rest));
      break;
    }
  }
  if (!scored) return line;
  const me = viewer;
  const winnerOf = (p: PlayerId): Actor => (names ? { name: names[p], you: false } : { name: p === me ? w.youWin : w.oppWin, you: p === me });
  const secretsText = names
    ? w.secretsNamed(names, scored.secrets[0] ?? w.none, scored.secrets[1] ?? w.none)
    : w.secretsShown(scored.secrets[me] ?? w.none, scored.secrets[other(me)] ?? w.none);
  line += `. ${names ? w.roundNamed(scored, names, secretsText) : w.round(scored, me, secretsText)}`;
  if (scored.ended) {
    line +=
      scored.winner === null
        ? `. ${w.draw}`
        : `. ${w.win(winnerOf(scored.winner), w.reasons[scored.reason ?? 'round-limit'])}`;
  } else {
    line += `. ${w.next(after.round, names ? w.startsNamed(names[after.startPlayer]) : after.startPlayer === me ? w.youStart : w.oppStarts)}`;
  }
  return lang === 'ja' ? line.replace(/\. /g, '。') : line;
}
