/**
 * The match being played. The framework's Match is immutable and heavy (every state kept), so it sits in a
 * shallowRef, marked raw: Vue tracks which match is current, never its insides. The store derives what the
 * board needs (view, legal moves, log), asks bots in a worker, hands the device over in hot-seat play and
 * saves after every move.
 *
 * Every new game comes to the table through `startGame`, whichever screen asks for it (the launcher's
 * new-game panel, a guided first game from the panel or the lessons, the board's New game at the end, a
 * position to play on from a review): a game's save slot holds one match, so when a game in progress would
 * be replaced the player is asked first (`replacing`, answered in the shell's one dialog).
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { AnyGame, Seat as SeatIndex } from '../../framework/game';
import { resolveOptions } from '../../framework/game';
import { Match } from '../../framework/match';
import { loadSave, toSave, type SaveMeta } from '../../framework/save';
import { findGame } from '../../../games/index';
import { useBridge } from '../bridge/current';
import { BotCancelled, createWorkerBotClient, type BotClient } from '../workers/bot-client';
import type { HintFigures } from '../workers/bot-protocol';
import { useSettingsStore } from './settings';
import { useUiStore } from './ui';
import { describeMatch, readSlot, type SavedMatch } from './saves';
import { isGuided, rememberGuided } from './session';
import { playSound } from '../sound';
import { finishedMatch } from '../play/finished';
import { budgetMsOf, guideFor, hintLevelOf, uiFor } from '../plugins/index';
import type { FinishedMatch } from '../../shared/records';
import { langOf } from '../../plugin-api/ui/lang';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatch = Match<any, any, any, any>;
type Seat = SaveMeta['seats'][number];

/** A message for the player, translated by the view. */
export interface MatchNotice {
  key: string;
  params: Record<string, string>;
}

/** A suggested move for the viewer, with the search figures behind it. */
export interface Hint {
  readonly move: unknown;
  readonly figures: HintFigures | null;
}

let botClientFactory: () => BotClient = createWorkerBotClient;
/** Tests replace the worker with an in-thread bot. */
export function setBotClientFactory(factory: () => BotClient): void {
  botClientFactory = factory;
}

/** A new game for the table: chosen in the new-game panel, the game's guided first game, or a position to play on. */
export type StartRequest =
  | { kind: 'new'; game: AnyGame; options: object; presetId: string | null; seats: Seat[]; seed?: number }
  | { kind: 'guided'; game: AnyGame }
  /** Play on from a position (a review's "play this position"): `match` is any match of the game, moves and all. */
  | { kind: 'position'; match: AnyMatch; presetId: string | null; seats: Seat[] };

/** The question before a new game takes a saved game's place. */
export interface ReplaceQuestion {
  readonly kind: StartRequest['kind'];
  readonly game: AnyGame;
  /** The game in progress that would be lost. */
  readonly saved: SavedMatch;
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] as number;

export const useMatchStore = defineStore('match', () => {
  const match = shallowRef<AnyMatch | null>(null);
  const meta = ref<SaveMeta | null>(null);
  const thinking = ref(false);
  const hint = shallowRef<Hint | null>(null);
  const hinting = ref(false);
  /** Hot-seat: whose eyes the board is drawn for (null before the first hand-off). */
  const shownViewer = ref<SeatIndex | null>(null);
  /** Hot-seat: the player the device must be passed to; the board is hidden meanwhile. */
  const handoffTo = ref<SeatIndex | null>(null);
  const notice = ref<MatchNotice | null>(null);
  /** The record of the match just finished on the table, once it is in the history (the end screen offers its review). */
  const finished = shallowRef<FinishedMatch | null>(null);
  /** A guided first game: the table shows a prompt for each of the player's choices until they skip it. */
  const guided = ref(false);
  /**
   * A round (month) has just been scored: nobody moves in the next one until the player closes the board's
   * summary (continueRound). A pause of the table only — the rules already dealt the next round, so the same
   * seeds give the same games as in the arena.
   */
  const roundPause = ref(false);
  /** The number of moves right after an undo: one level only, until the player moves again. */
  const undoneAt = ref<number | null>(null);
  /** A new game waits for the player's answer: it would replace this game in progress. */
  const replacing = shallowRef<ReplaceQuestion | null>(null);
  let answerReplacing: ((yes: boolean) => void) | null = null;
  /** A start is being decided (its slot read, its question asked): a second click starts nothing more. */
  let starting = false;
  let bots: BotClient | null = null;
  /** Bumped when the match is replaced or left, so late bot answers are dropped. */
  let generation = 0;
  let saving: Promise<void> = Promise.resolve();

  const game = computed<AnyGame | null>(() => match.value?.game ?? null);
  const seats = computed(() => meta.value?.seats ?? null);
  /** More than one person at the screen: the device passes between them, and nobody is "you". */
  const hotSeat = computed(() => (seats.value?.filter((s) => s.kind === 'human').length ?? 0) > 1);
  /** The seat of the person at the screen: the first seat a person sits in. */
  const humanSeat = computed<SeatIndex>(() => Math.max(0, seats.value?.findIndex((s) => s.kind === 'human') ?? 0));
  const toAct = computed<SeatIndex | null>(() => match.value?.toAct() ?? null);
  /** Whose eyes the board is drawn for: never a computer's, so a hand is never shown to the wrong person. */
  const viewer = computed<SeatIndex>(() => {
    if (!hotSeat.value) return humanSeat.value;
    if (shownViewer.value !== null) return shownViewer.value;
    return toAct.value !== null && !isBot(toAct.value) ? toAct.value : humanSeat.value;
  });
  const view = computed<unknown>(() => match.value?.viewFor(viewer.value) ?? null);
  const legalMoves = computed<unknown[]>(() =>
    match.value && handoffTo.value === null && !roundPause.value ? match.value.legalMovesFor(viewer.value) : [],
  );
  const outcome = computed(() => match.value?.outcome() ?? null);
  const log = computed<string[]>(() => match.value?.logFor(viewer.value, langOf(useSettingsStore().settings.language)) ?? []);
  const presetId = computed(() => meta.value?.presetId ?? null);

  const isBot = (p: SeatIndex): boolean => seats.value?.[p]?.kind === 'bot';

  /** Saves the match in progress; a finished match is cleared from the saves and recorded instead. */
  function save(m: AnyMatch): void {
    if (!meta.value) return;
    const slot = m.game.id;
    const file = toSave(m, { ...meta.value, savedAt: new Date().toISOString() });
    const done = finishedMatch(m, meta.value, new Date(), uiFor(m.game.id)?.stats ?? null);
    const bridge = useBridge();
    saving = saving
      .then(async () => {
        if (!done) return bridge.saves.put(slot, file);
        await bridge.saves.clear(slot);
        rememberGuided(slot, null);
        await bridge.statistics.record(done);
        await bridge.history.add(done);
        if (match.value === m) finished.value = done;
      })
      .catch((e: unknown) => {
        notice.value = { key: 'play.saveFailed', params: { message: e instanceof Error ? e.message : String(e) } };
      });
  }

  /** Decides what happens next: a bot's turn, a hand-off, or the human's move. */
  function advance(): void {
    const m = match.value;
    const next = m?.toAct() ?? null;
    if (!m || next === null) return;
    if (isBot(next)) void runBot(m, next);
    else if (hotSeat.value && next !== shownViewer.value) handoffTo.value = next;
  }

  /** The round (month) a match is in, from the game's declared turns; null for a game without rounds. */
  const roundOf = (m: AnyMatch): number | null => m.game.turns?.roundOf(m.state) ?? null;

  function commit(next: AnyMatch): void {
    const before = match.value;
    hint.value = null;
    match.value = markRaw(next);
    const settings = useSettingsStore().settings;
    if (settings.sound) playSound('card', settings.volume);
    save(next);
    if (before && next.outcome() === null && roundOf(before) !== roundOf(next)) roundPause.value = true;
    else advance();
  }

  /** The index of the last move a person made, or null. */
  const lastHumanMove = (m: AnyMatch): number | null => {
    for (let i = m.moves.length - 1; i >= 0; i--) if (!isBot(m.moves[i]!.player)) return i;
    return null;
  };
  /** Against the computer, the player may take back their last move (and the computer's answers to it). */
  const canUndo = computed(() => {
    const m = match.value;
    if (!m || hotSeat.value || m.outcome() !== null || handoffTo.value !== null || hinting.value) return false;
    const last = lastHumanMove(m);
    return last !== null && (undoneAt.value === null || last >= undoneAt.value);
  });

  /** Back to just before the player's last move; counted in the saved game and its history record. */
  function undo(): boolean {
    const m = match.value;
    if (!m || !canUndo.value || !meta.value) return false;
    const last = lastHumanMove(m) as number;
    stop();
    roundPause.value = false;
    notice.value = null;
    const back = m.prefix(last);
    meta.value = { ...meta.value, undos: (meta.value.undos ?? 0) + 1 };
    match.value = markRaw(back);
    undoneAt.value = back.moves.length;
    save(back);
    advance();
    return true;
  }

  /** The player has read the round's summary: the next round begins (a bot's turn, a hand-off, or theirs). */
  function continueRound(): void {
    if (!roundPause.value) return;
    roundPause.value = false;
    advance();
  }

  async function runBot(m: AnyMatch, player: SeatIndex): Promise<void> {
    const mine = generation;
    const level = seats.value?.[player]?.level ?? 'random';
    const legal = m.legalMovesFor(player);
    thinking.value = true;
    try {
      bots ??= botClientFactory();
      const [index] = await Promise.all([
        bots.ask({
          gameId: m.game.id,
          level,
          view: m.viewFor(player),
          legalMoves: legal,
          player,
          budgetMs: budgetMsOf(m.game, level),
          seed: (m.seed ^ Math.imul(m.moves.length + 1, 0x9e3779b1)) >>> 0,
        }),
        delay(useSettingsStore().botPauseMs),
      ]);
      if (mine !== generation) return;
      thinking.value = false;
      const result = m.tryPlay(legal[index]);
      if (!result.ok) throw new Error(result.error.message);
      commit(result.match);
    } catch (e) {
      if (mine !== generation || e instanceof BotCancelled) return;
      thinking.value = false;
      notice.value = { key: 'play.botFailed', params: { message: e instanceof Error ? e.message : String(e) } };
    }
  }

  function begin(m: AnyMatch, m2: SaveMeta, withGuide: boolean): void {
    stop();
    meta.value = m2;
    match.value = markRaw(m);
    finished.value = null;
    guided.value = withGuide;
    shownViewer.value = null;
    handoffTo.value = null;
    roundPause.value = false;
    undoneAt.value = null;
    notice.value = null;
    const first = m.toAct();
    if (hotSeat.value && first !== null && !isBot(first)) handoffTo.value = first;
    else advance();
  }

  /** The unfinished game that a new game of `slot` would replace: the one on the table, else the one saved. */
  async function inProgress(slot: string): Promise<SavedMatch | null> {
    await saving;
    const on = match.value;
    if (on && on.game.id === slot && on.outcome() === null && meta.value) return describeMatch(on, meta.value);
    const read = await readSlot(slot);
    return read && !('message' in read) ? read : null;
  }

  function ask(question: ReplaceQuestion): Promise<boolean> {
    answerReplacing?.(false);
    return new Promise((resolve) => {
      answerReplacing = resolve;
      replacing.value = question;
    });
  }

  /** The player's answer to `replacing`: true replaces the game in progress, false keeps it. */
  function answerReplace(yes: boolean): void {
    const answer = answerReplacing;
    answerReplacing = null;
    replacing.value = null;
    answer?.(yes);
  }

  /**
   * Puts a new game on the table and shows it; resolves false when nothing was started (the player kept the
   * game in progress it would replace, a start was already being decided, or the game has no guided game).
   */
  async function startGame(request: StartRequest): Promise<boolean> {
    const g = request.kind === 'position' ? request.match.game : request.game;
    const guide = request.kind === 'guided' ? guideFor(g.id) : null;
    if ((request.kind === 'guided' && !guide) || starting) return false;
    starting = true;
    try {
      const saved = await inProgress(g.id);
      if (saved && !(await ask({ kind: request.kind, game: g, saved }))) return false;
    } finally {
      starting = false;
    }
    const now = new Date().toISOString();
    let m: AnyMatch;
    let chosen: { presetId: string | null; seats: Seat[] };
    if (request.kind === 'new') {
      m = Match.start(g, request.options, request.seed ?? randomSeed());
      chosen = request;
    } else if (request.kind === 'guided') {
      // The game's fixed deal, the default rules, against the easy computer.
      const preset = g.presets[0]?.id ?? null;
      m = Match.start(g, resolveOptions(g, preset ?? undefined), guide!.seed);
      chosen = { presetId: preset, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
    } else {
      m = request.match;
      chosen = request;
    }
    begin(m, { seats: chosen.seats, presetId: chosen.presetId, startedAt: now, savedAt: now }, request.kind === 'guided');
    // Played on from a position: undo takes back the player's own moves from here, never the position's.
    if (request.kind === 'position') undoneAt.value = m.moves.length;
    rememberGuided(g.id, request.kind === 'guided' ? now : null);
    save(m);
    useUiStore().show('play');
    return true;
  }

  /** The guided game's prompts are put away for the rest of the game (and stay away after a reload). */
  function skipGuide(): void {
    guided.value = false;
    if (meta.value && game.value) rememberGuided(game.value.id, null);
  }

  /** Resumes the saved match in `slot` (with its guide, if it is a guided first game); returns an error message when the save cannot be used. */
  async function resume(slot: string): Promise<string | null> {
    const json = await useBridge().saves.get(slot);
    if (json === null) return 'not found';
    const loaded = loadSave(json, findGame);
    if (!loaded.ok) return loaded.error.message;
    begin(loaded.match, loaded.meta, isGuided(slot, loaded.meta.startedAt));
    return null;
  }

  /** The human's move (from the board); refused moves become a notice. */
  function play(move: unknown): boolean {
    const m = match.value;
    if (!m || handoffTo.value !== null || thinking.value || roundPause.value) return false;
    const player = m.toAct();
    if (player === null || isBot(player) || player !== viewer.value) return false;
    // Boards may hand back a reactive proxy; the match keeps (and saves over IPC) plain JSON only.
    const result = m.tryPlay(JSON.parse(JSON.stringify(move)) as unknown);
    if (!result.ok) {
      notice.value = { key: 'play.moveRefused', params: { message: result.error.message } };
      return false;
    }
    notice.value = null;
    commit(result.match);
    return true;
  }

  /** Hot-seat: the next player has the device. */
  function acceptHandoff(): void {
    if (handoffTo.value === null) return;
    shownViewer.value = handoffTo.value;
    handoffTo.value = null;
  }

  function stop(): void {
    generation++;
    bots?.cancel();
    thinking.value = false;
    hint.value = null;
    hinting.value = false;
  }

  /** The game's level that gives hints (its levels table says which). */
  const hintLevel = computed(() => (game.value ? hintLevelOf(game.value) : null));
  const hintAvailable = computed(() => hintLevel.value !== null);

  /** Asks the game's hint level (the hard computer player), on the viewer's own view only, what it would play now. */
  async function askHint(): Promise<void> {
    const m = match.value;
    const legal = legalMoves.value;
    const level = hintLevel.value;
    if (!m || !level || hinting.value || thinking.value || legal.length === 0) return;
    const mine = generation;
    const moveCount = m.moves.length;
    hinting.value = true;
    try {
      bots ??= botClientFactory();
      const answer = await bots.analyse({
        gameId: m.game.id,
        level: level.id,
        view: m.viewFor(viewer.value),
        legalMoves: legal,
        player: viewer.value,
        budgetMs: level.budgetMs,
        seed: (m.seed ^ Math.imul(moveCount + 7, 0x85ebca6b)) >>> 0,
      });
      // A move made while the hint was being worked out makes it stale.
      if (mine !== generation || match.value?.moves.length !== moveCount) return;
      hint.value = { move: legal[answer.index], figures: answer.figures ?? null };
    } catch (e) {
      if (mine !== generation || e instanceof BotCancelled) return;
      notice.value = { key: 'play.botFailed', params: { message: e instanceof Error ? e.message : String(e) } };
    } finally {
      if (mine === generation) hinting.value = false;
    }
  }

  function leave(): void {
    stop();
    match.value = null;
    finished.value = null;
    guided.value = false;
    meta.value = null;
    handoffTo.value = null;
    shownViewer.value = null;
    notice.value = null;
  }

  /** Waits for pending saves (tests, and leaving the app). */
  const flushed = (): Promise<void> => saving;

  return {
    match,
    meta,
    game,
    seats,
    hotSeat,
    humanSeat,
    viewer,
    view,
    legalMoves,
    toAct,
    outcome,
    log,
    presetId,
    thinking,
    hint,
    hinting,
    hintAvailable,
    askHint,
    handoffTo,
    notice,
    finished,
    roundPause,
    continueRound,
    canUndo,
    undo,
    startGame,
    replacing,
    answerReplace,
    guided,
    skipGuide,
    resume,
    play,
    acceptHandoff,
    leave,
    flushed,
  };
});
