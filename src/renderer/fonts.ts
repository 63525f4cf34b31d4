/**
 * The Japanese faces the app ships (Noto Sans JP and Noto Serif JP, imported in main.ts) come as about 120
 * woff2 subsets per family, one per character range, and the browser fetches a subset only once some text
 * on screen needs it. Text that appeared later — the yaku progress, a dialog, a chart — was painted before
 * its subset had arrived: as empty boxes on a machine with no Japanese font of its own.
 *
 * So every subset the app's own texts can need (APP_CHARACTERS, gathered from the sources) is loaded up front:
 * the Gothic before the app is shown, the Mincho right after, in the background. Every font stack of the app
 * ends with the Gothic (theme.css: the serif stack too), and a browser draws a character whose face is still
 * on its way with the next face of the stack that has it — so a heading whose Mincho has not come yet is
 * drawn in the Gothic for a moment, never as a box. Half the faces before the first screen keeps start-up
 * short; the faces are variable, so one file serves every weight. Only what a player types (a name in kanji)
 * is left to the browser's own loading.
 */
import { APP_CHARACTERS } from './styles/app-characters';

/** The shipped families, as their @font-face rules name them. */
export const GOTHIC = 'Noto Sans JP Variable';
export const MINCHO = 'Noto Serif JP Variable';

/**
 * A face that cannot be read (a damaged install) fails at once and the app opens without it; this limit is
 * for a load that never ends: the app opens after it with the faces that came.
 */
const LOAD_LIMIT_MS = 10_000;

/** Loads every face of `family` that covers a character of `text`; resolves once all are in (or failed, or the limit passed). */
export async function loadFaces(family: string, fonts: FontFaceSet = document.fonts, text: string = APP_CHARACTERS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[fonts] ${family} took longer than ${LOAD_LIMIT_MS} ms; going on without waiting for the rest`);
      resolve();
    }, LOAD_LIMIT_MS);
  });
  const load = fonts.load(`16px "${family}"`, text).then(
    () => undefined,
    (e: unknown) => console.error(`[fonts] could not load ${family}:`, e),
  );
  await Promise.race([load, limit]);
  clearTimeout(timer);
}

/** The app's faces: `gothic` settles when the Gothic is in (mount then); the Mincho is asked for after it. */
export function loadShippedFaces(fonts: FontFaceSet = document.fonts, text: string = APP_CHARACTERS): { gothic: Promise<void>; mincho: Promise<void> } {
  const gothic = loadFaces(GOTHIC, fonts, text);
  const mincho = gothic.then(() => loadFaces(MINCHO, fonts, text));
  return { gothic, mincho };
}
