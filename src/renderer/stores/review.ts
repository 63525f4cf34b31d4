/**
 * The review of one finished game: its decisions analysed one by one in the bot worker (each from the
 * deciding player's own view), filling the screen as they come; cancellable; kept with the game in the
 * history once complete, so the next opening reads it back instead of thinking again.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AnyGame, Lang, Seat } from '../../framework/game';
import { Match } from '../../framework/match';
import { decisionIndices, restoreDecision, summarize, type DecisionReview } from '../../framework/review';
import { REVIEW_BUDGET_MS, REVIEW_SEED } from '../../framework/review-record';
import { REVIEW_VERSION, storedReviewSchema, type FinishedMatch, type StoredReview } from '../../shared/records';
import { findGame } from '../../../games/index';
import { useBridge } from '../bridge/current';
import type { AnyMatch } from '../../plugin-api/stats';
import { BotCancelled } from '../workers/bot-client';
import { createWorkerReviewClient, type ReviewClient } from '../workers/review-client';

/** The seats a review looks at: the player at the screen, or both players of a hot-seat game. */
function seatsOf(record: FinishedMatch): Seat[] {
  return record.opponent === 'human' ? [0, 1] : [record.replay?.seat ?? 0];
}

export type ReviewStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export const useReviewStore = defineStore('review', () => {
  const record = shallowRef<FinishedMatch | null>(null);
  const game = shallowRef<AnyGame | null>(null);
  const match = shallowRef<AnyMatch | null>(null);
  const decisions = ref<DecisionReview[]>([]);
  const total = ref(0);
  const status = ref<ReviewStatus>('idle');
  const error = ref<string | null>(null);
  /** Whether the decisions were read back from the history rather than analysed now. */
  const fromStore = ref(false);
  let client: ReviewClient | null = null;
  let generation = 0;

  const summary = computed(() => summarize(decisions.value));
  const progress = computed(() => (total.value === 0 ? 1 : decisions.value.length / total.value));

  const viewBefore = (m: AnyMatch, d: { index: number; player: Seat }): unknown => m.game.viewFor(m.states[d.index], d.player);

  function load(r: FinishedMatch): boolean {
    cancel();
    record.value = r;
    decisions.value = [];
    error.value = null;
    fromStore.value = false;
    const g = findGame(r.gameId) ?? null;
    game.value = g;
    match.value = null;
    if (!g || !r.replay) {
      error.value = 'no-replay';
      status.value = 'failed';
      return false;
    }
    try {
      match.value = Match.replay(g, { gameId: r.gameId, ...r.replay });
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
      status.value = 'failed';
      return false;
    }
    total.value = decisionIndices(match.value, seatsOf(r)).length;
    return true;
  }

  /** Opens the review of `r`: the stored one at once if it is there and complete, else analysed now. */
  async function open(r: FinishedMatch, lang: Lang): Promise<void> {
    if (!load(r)) return;
    const m = match.value as AnyMatch;
    const stored = r.review ? storedReviewSchema.safeParse(r.review) : null;
    if (stored?.success && stored.data.decisions.length === total.value) {
      decisions.value = stored.data.decisions.map((d) => restoreDecision(m.game, viewBefore(m, d), d, lang));
      fromStore.value = true;
      status.value = 'done';
      return;
    }
    await run(lang);
  }

  async function run(lang: Lang): Promise<void> {
    const r = record.value;
    const m = match.value;
    if (!r || !m) return;
    const mine = ++generation;
    status.value = 'running';
    decisions.value = [];
    client ??= createWorkerReviewClient();
    try {
      for (const index of decisionIndices(m, seatsOf(r))) {
        const { player, move } = m.moves[index] as { player: Seat; move: unknown };
        const decision = await client.analyse({
          gameId: r.gameId,
          view: viewBefore(m, { index, player }),
          played: move,
          index,
          budgetMs: REVIEW_BUDGET_MS,
          seed: REVIEW_SEED,
          lang,
        });
        if (mine !== generation) return;
        decisions.value = [...decisions.value, decision];
      }
      status.value = 'done';
      await keep(r, seatsOf(r));
    } catch (e) {
      if (mine !== generation) return;
      if (e instanceof BotCancelled) {
        status.value = 'cancelled';
        return;
      }
      error.value = e instanceof Error ? e.message : String(e);
      status.value = 'failed';
    }
  }

  /** Stores the finished review with its match; the screen keeps working if storage fails. */
  async function keep(r: FinishedMatch, seats: Seat[]): Promise<void> {
    const review: StoredReview = {
      version: REVIEW_VERSION,
      budgetMs: REVIEW_BUDGET_MS,
      seats,
      decisions: decisions.value.map(({ index, player, round, move, best, winChance, winChanceBest }) => ({
        index,
        player,
        round,
        move: move as StoredReview['decisions'][number]['move'],
        best: best as StoredReview['decisions'][number]['best'],
        winChance,
        winChanceBest,
      })),
    };
    try {
      await useBridge().history.setReview(r.gameId, r.finishedAt, review);
      record.value = { ...r, review };
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    }
  }

  function cancel(): void {
    generation++;
    if (status.value === 'running') status.value = 'cancelled';
    client?.cancel();
    client = null;
  }

  return { record, game, match, decisions, total, status, error, fromStore, summary, progress, open, run, cancel };
});
