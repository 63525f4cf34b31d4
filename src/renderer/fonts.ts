/**
 * The Japanese faces the app ships (Noto Sans JP and Noto Serif JP, imported in main.ts) come as about 120
 * woff2 subsets per family, one per character range, and the browser fetches a subset only once some text
 * on screen needs it. Text that appeared later — the yaku progress, a dialog, a chart — was painted before
 * its subset had arrived: as empty boxes on a machine with no Japanese font of its own.
 *
 * So every subset the app's own texts can need (APP_CHARACTERS, gathered from the sources when the renderer is
 * built: scripts/app-characters.ts) is loaded up front. The Gothic comes first and the app is not shown before
 * it is in; every font stack of the app ends with it (theme.css: the serif stack too), and a browser draws a
 * character whose face is still on its way with the next face of the stack that has one — so no character of the
 * app is ever drawn as a box. The first screen is then put up unseen and shown once the faces it asked for (its
 * headings' Mincho) are in, and the Mincho for everything else follows in the background: a heading that appears
 * before it comes is drawn in the Gothic for a moment. Waiting for half the faces, not all, keeps start-up
 * short; the faces are variable, one file for every weight. Only what a player types (a name in kanji) is left
 * to the browser's own loading.
 */
import { APP_CHARACTERS } from 'virtual:app-characters';

/** The shipped families, as their @font-face rules name them. */
export const GOTHIC = 'Noto Sans JP Variable';
export const MINCHO = 'Noto Serif JP Variable';

/**
 * A face that cannot be read (a damaged install) fails at once and the app opens without it; this limit is
 * for a load that never ends: the app opens after it with the faces that came.
 */
const LOAD_LIMIT_MS = 10_000;

/** Resolves when `promise` does, or after the limit (then saying what it gave up waiting for). */
async function withinLimit(promise: Promise<unknown>, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[fonts] ${what} took longer than ${LOAD_LIMIT_MS} ms; going on without waiting for the rest`);
      resolve();
    }, LOAD_LIMIT_MS);
  });
  await Promise.race([promise, limit]);
  clearTimeout(timer);
}

/** Loads every face of `family` that covers a character of `text`; resolves once all are in (or failed, or the limit passed). */
export async function loadFaces(family: string, fonts: FontFaceSet = document.fonts, text: string = APP_CHARACTERS): Promise<void> {
  const load = fonts.load(`16px "${family}"`, text).catch((e: unknown) => console.error(`[fonts] could not load ${family}:`, e));
  await withinLimit(load, family);
}

/**
 * Mounts the app unseen and shows it once the faces its first screen asked for are in. Laying the screen out
 * (offsetWidth) makes the browser ask for them there and then, and `fonts.ready` waits for exactly those.
 * Unseen by opacity, not visibility: an element under `visibility: hidden` cannot take the focus, and a board
 * put up while the faces still load (a reload on a busy machine) focuses the hand card to play there and then.
 */
export async function showWhenDrawn(root: HTMLElement, mount: () => void, fonts: FontFaceSet = document.fonts): Promise<void> {
  root.style.opacity = '0';
  mount();
  void root.offsetWidth;
  await withinLimit(fonts.ready, 'the first screen\'s faces');
  root.style.opacity = '';
}
