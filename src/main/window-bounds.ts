/**
 * Where the main window opens: where the player left it, unless that spot is no longer on any display
 * (a monitor was unplugged or the resolution changed), in which case it opens centred on the primary display.
 */
import type { WindowBounds } from '../shared/settings';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 960, height: 640 } as const;

/** How much of the title bar must lie on a display for the player to grab it. */
const GRAB_STRIP = { height: 32, width: 100 } as const;

export interface InitialBounds {
  /** x and y are omitted to let the window open centred. */
  readonly bounds: { x?: number; y?: number; width: number; height: number };
  readonly maximized: boolean;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** The work area of a display showing enough of the window's title bar, if any. */
function displayShowing(rect: Rect, workAreas: readonly Rect[]): Rect | undefined {
  const titleBar = { x: rect.x, y: rect.y, width: rect.width, height: Math.min(GRAB_STRIP.height, rect.height) };
  return workAreas.find((area) => {
    const o = overlap(titleBar, area);
    return o.width >= Math.min(GRAB_STRIP.width, rect.width) && o.height >= titleBar.height;
  });
}

const fit = (size: number, min: number, max: number): number => Math.max(Math.min(size, max), Math.min(min, max));

export function initialBounds(saved: WindowBounds | null, workAreas: readonly Rect[], primary: Rect): InitialBounds {
  const sized = (width: number, height: number, area: Rect) => ({
    width: fit(width, MIN_SIZE.width, area.width),
    height: fit(height, MIN_SIZE.height, area.height),
  });
  if (saved === null) return { bounds: sized(DEFAULT_SIZE.width, DEFAULT_SIZE.height, primary), maximized: false };
  const area = displayShowing(saved, workAreas);
  if (area === undefined) return { bounds: sized(saved.width, saved.height, primary), maximized: saved.maximized };
  return { bounds: { x: saved.x, y: saved.y, ...sized(saved.width, saved.height, area) }, maximized: saved.maximized };
}
