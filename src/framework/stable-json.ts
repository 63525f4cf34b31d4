// The file itself: Node's own ESM loader (Playwright's specs) refuses a directory import.
import equal from 'fast-deep-equal/es6/index.js';

/** JSON with object keys sorted, so equal values always give equal strings (keys, deep equality). */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && !ArrayBuffer.isView(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v as object).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    if (ArrayBuffer.isView(v)) return Array.from(v as unknown as ArrayLike<number>);
    return v;
  });
}

/**
 * Structural equality (key order ignored). A library walk, not two stable strings: the soak and the
 * conformance kit compare whole states at thousands of positions, and it stops at the first difference.
 * Unlike comparing JSON text, a key holding `undefined` differs from a missing key.
 */
export const deepEqual = (a: unknown, b: unknown): boolean => equal(a, b);
