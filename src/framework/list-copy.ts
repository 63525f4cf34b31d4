/**
 * A list copied by index. On V8 (Node 20) this is the fastest copy of a short list, and it stays fast on a
 * frozen one (the soak freezes every state), where slice, concat and for…of fall to a slow path. The deck's
 * sorted copy and the zone table's moves run it on every move.
 */
export function copyOf<T>(list: readonly T[]): T[] {
  const out = new Array<T>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = list[i] as T;
  return out;
}
