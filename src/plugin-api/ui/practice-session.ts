/**
 * The flow both games' practice quizzes share: a seeded set of multiple-choice questions, one checked
 * at a time, a running score, focus moved to the question panel for keyboard and screen-reader users,
 * and the finished session saved to the statistics through the learning screen's recorder.
 */
import { computed, inject, nextTick, onMounted, ref, type Ref } from 'vue';
import { PRACTICE_KEY, type PracticeRecorder, type PracticeTotals } from '../learn';

/** What a question needs for the shared flow: which of its choices is right. */
export interface PracticeQuestion {
  readonly correct: number;
}

export interface PracticeSessionConfig<Q extends PracticeQuestion> {
  /** The statistics key of this quiz. */
  readonly quizId: string;
  /** Fixed seed (tests, shared sets); otherwise a fresh set each session. */
  readonly seed: () => number | null;
  /** The session's questions for a seed. */
  readonly questionsFor: (seed: number) => Q[];
}

export function usePracticeSession<Q extends PracticeQuestion>(config: PracticeSessionConfig<Q>) {
  const recorder = inject<PracticeRecorder | null>(PRACTICE_KEY, null);
  const setSeed = ref(0);
  const questions = ref([]) as Ref<Q[]>;
  const index = ref(0);
  const chosen = ref<number | null>(null);
  const checked = ref(false);
  const score = ref(0);
  const phase = ref<'intro' | 'question' | 'done'>('intro');
  const totals = ref<PracticeTotals | null>(null);
  const saveState = ref<'idle' | 'saved' | 'failed'>('idle');
  const panel = ref<HTMLElement | null>(null);
  const question = computed<Q | null>(() => questions.value[index.value] ?? null);

  onMounted(async () => {
    totals.value = (await recorder?.totals(config.quizId).catch(() => null)) ?? null;
  });

  const focusPanel = (): void => void nextTick(() => panel.value?.focus());

  function start(): void {
    setSeed.value = config.seed() ?? Math.floor(Math.random() * 1_000_000);
    questions.value = config.questionsFor(setSeed.value);
    index.value = 0;
    score.value = 0;
    chosen.value = null;
    checked.value = false;
    saveState.value = 'idle';
    phase.value = 'question';
    focusPanel();
  }

  function check(): void {
    if (chosen.value === null || !question.value) return;
    checked.value = true;
    if (chosen.value === question.value.correct) score.value += 1;
  }

  async function next(): Promise<void> {
    if (index.value + 1 < questions.value.length) {
      index.value += 1;
      chosen.value = null;
      checked.value = false;
      focusPanel();
      return;
    }
    phase.value = 'done';
    focusPanel();
    if (!recorder) return;
    totals.value = await recorder.record(config.quizId, score.value, questions.value.length);
    saveState.value = totals.value ? 'saved' : 'failed';
  }

  return { setSeed, questions, question, index, chosen, checked, score, phase, totals, saveState, panel, start, check, next };
}
