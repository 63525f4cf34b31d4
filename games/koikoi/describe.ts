/** Moves in plain words for the game log; only public cards are ever named. */
import type { PublicEvent } from '../../src/framework/event-log';
import type { Lang, PlayerId } from '../../src/framework/game';
import { cardInfo } from './cards';
import { END_REASON_NAMES, MULTIPLIER_NAMES, YAKU_NAMES } from './names';
import type { KoiKoiMove, MonthResult, TurnRecord } from './state';
import type { KoiKoiView } from './view';

/** A player as the log names them: "You" / "The opponent", or their names at a shared screen. */
type Names = readonly [string, string] | undefined;
const who = (p: PlayerId, viewer: PlayerId, lang: Lang, names?: Names): string =>
  names ? names[p] : p === viewer ? (lang === 'ja' ? 'あなた' : 'You') : lang === 'ja' ? '相手' : 'The opponent';

const name = (id: string, lang: Lang): string => cardInfo(id).name[lang];
const list = (ids: readonly string[], lang: Lang): string => ids.map((id) => name(id, lang)).join(lang === 'ja' ? '・' : ', ');

function placed(card: string, taken: readonly string[], lang: Lang): string {
  if (lang === 'ja') return taken.length === 0 ? `${name(card, lang)}を場に置いた` : `${name(card, lang)}で${list(taken, lang)}を取った`;
  return taken.length === 0 ? `${name(card, lang)} stays on the field` : `${name(card, lang)} takes ${list(taken, lang)}`;
}

export function describeResult(r: MonthResult, viewer: PlayerId, lang: Lang, names?: Names): string {
  const reason = END_REASON_NAMES[r.reason][lang];
  if (r.winner === null)
    return lang === 'ja' ? `${r.month}月目終了：${reason}、得点なし。` : `Month ${r.month} ends: ${reason}, no points.`;
  // "Aotan (blue ribbons) 5, doubled for 7 points or more": each yaku with its points, then each multiplier.
  const yaku = r.yaku.map((y) => `${YAKU_NAMES[y.id][lang]} ${y.points}`);
  const mult = r.multipliers.map((m) =>
    lang === 'ja' ? `${MULTIPLIER_NAMES[m.id].ja}で${m.factor}倍` : `${m.factor === 2 ? 'doubled' : `×${m.factor}`} for ${MULTIPLIER_NAMES[m.id].en}`,
  );
  const detail = [...yaku, ...mult].join(lang === 'ja' ? '、' : ', ');
  const w = who(r.winner, viewer, lang, names);
  return lang === 'ja'
    ? `${r.month}月目終了（${reason}）：${w}が${r.points}点${detail ? `（${detail}）` : ''}。`
    : `Month ${r.month} ends (${reason}): ${w} ${r.winner === viewer && !names ? 'win' : 'wins'} ${r.points} ${r.points === 1 ? 'point' : 'points'}${detail ? ` — ${detail}` : ''}.`;
}

/** The turned-over card waiting for the player to choose what it takes, as a view shows it. */
const waiting = (v: KoiKoiView): string | null => (v.pending?.kind === 'draw-choice' ? v.pending.card : null);

/** One move of the log from the public event and the viewer's views before and after it. */
export function describeEvent(event: PublicEvent, before: KoiKoiView, after: KoiKoiView, viewer: PlayerId, lang: Lang, names?: Names): string {
  const p = event.player;
  const actor = who(p, viewer, lang, names);
  const parts: string[] = [];
  // Every card of a turn is played or turned face up: the view's record of the latest turn shows them.
  const turn = after.lastTurn as TurnRecord;
  switch (event.type as KoiKoiMove['type']) {
    case 'play':
      parts.push(lang === 'ja' ? `${actor}：${placed(turn.played, turn.playCaptured, lang)}。` : `${actor} played: ${placed(turn.played, turn.playCaptured, lang)}.`);
      if (turn.drawn) {
        const resolved = after.phase !== 'draw-choice' || after.month !== before.month || waiting(after) !== turn.drawn;
        if (resolved) parts.push(lang === 'ja' ? `山札から${placed(turn.drawn, turn.drawCaptured, lang)}。` : `Drawn: ${placed(turn.drawn, turn.drawCaptured, lang)}.`);
        else parts.push(lang === 'ja' ? `山札から${name(turn.drawn, lang)}：取る札を選ぶ。` : `Drawn: ${name(turn.drawn, lang)}, which matches two field cards.`);
      }
      break;
    case 'take':
      parts.push(lang === 'ja' ? `${actor}：${placed(turn.drawn as string, turn.drawCaptured, lang)}。` : `${actor} chose: ${placed(turn.drawn as string, turn.drawCaptured, lang)}.`);
      break;
    case 'koikoi':
      parts.push(lang === 'ja' ? `${actor}：こいこい！` : `${actor} called koi-koi!`);
      break;
    case 'stop':
      parts.push(lang === 'ja' ? `${actor}：勝負（上がり）。` : `${actor} stopped.`);
      break;
  }
  if (after.phase === 'decide' && after.month === before.month && after.turn === p && event.type !== 'koikoi')
    parts.push(lang === 'ja' ? `${actor}に新しい役。` : `${actor} formed a new yaku.`);
  for (const r of after.results.slice(before.results.length)) parts.push(describeResult(r, viewer, lang, names));
  if (after.endReason && !before.endReason) {
    const [a, b] = after.scores;
    const winner = a === b ? null : a > b ? 0 : 1;
    parts.push(
      winner === null
        ? lang === 'ja' ? `対局終了：引き分け ${a}–${b}。` : `Game over: a draw, ${a}–${b}.`
        : lang === 'ja' ? `対局終了：${who(winner, viewer, lang, names)}の勝ち ${a}–${b}。` : `Game over: ${who(winner, viewer, lang, names)} ${winner === viewer && !names ? 'win' : 'wins'} ${a}–${b}.`,
    );
  }
  return parts.join(' ');
}
