/**
 * The Japanese faces the app ships (Noto Sans JP and Noto Serif JP, imported in main.ts) come as about 120
 * woff2 subsets per family, one per character range, and the browser fetches a subset only once some text
 * on screen needs it. Text that appears later — the yaku progress, a dialog, a chart — was first drawn
 * before its subset had arrived: as empty boxes on a machine with no Japanese font of its own. So before the
 * app is mounted, every subset the app's own texts can need (APP_CHARACTERS, gathered from the sources) is
 * loaded, in both families, whatever their weight (the faces are variable: one file serves 100 to 900).
 * Only what a player types (a name in kanji) is left to the browser's own loading.
 */
import { APP_CHARACTERS } from './styles/app-characters';

/** The families of the @font-face rules the app ships; the stacks in theme.css, the card art and the charts name them. */
export const SHIPPED_FAMILIES = ['Noto Sans JP Variable', 'Noto Serif JP Variable'] as const;

/**
 * A face that cannot be read (a damaged install) fails at once and the app opens without it; this limit is
 * for a load that never ends: the app opens after it with the faces that came.
 */
const LOAD_LIMIT_MS = 10_000;

/** Loads every shipped face that covers a character of `text`; resolves once all are in (or failed, or the limit passed). */
export async function loadShippedFaces(fonts: FontFaceSet = document.fonts, text: string = APP_CHARACTERS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[fonts] the shipped Japanese faces took longer than ${LOAD_LIMIT_MS} ms; opening without waiting for the rest`);
      resolve();
    }, LOAD_LIMIT_MS);
  });
  const loads = SHIPPED_FAMILIES.map((family) =>
    fonts.load(`16px "${family}"`, text).then(
      () => undefined,
      (e: unknown) => console.error(`[fonts] could not load ${family}:`, e),
    ),
  );
  await Promise.race([Promise.all(loads), limit]);
  clearTimeout(timer);
}
