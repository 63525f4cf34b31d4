/**
 * A tiny string builder for SVG markup. Card faces are generated as trusted strings (no user input
 * ever reaches them), so they can be inlined with v-html and written straight into a gallery file.
 */
type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

/**
 * Numbers are rounded to a tenth of a unit (a card is 200 wide): short, stable markup, still crisp.
 * Built from integers because float-to-string is the hot spot when a picture is first drawn.
 */
export function num(n: number): string {
  let tenths = Math.round(n * 10);
  if (tenths === 0) return '0';
  const sign = tenths < 0 ? '-' : '';
  if (tenths < 0) tenths = -tenths;
  const whole = Math.floor(tenths / 10);
  const frac = tenths - whole * 10;
  return frac ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrString(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const body = children.join('');
  return body ? `<${tag}${attrString(attrs)}>${body}</${tag}>` : `<${tag}${attrString(attrs)}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

/** A path given as a template of numbers: numbers are rounded, everything else is kept as written. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out.replace(/\s+/g, ' ').trim();
}

export interface Paint {
  fill?: string;
  stroke?: string;
  sw?: number;
  opacity?: number;
  extra?: Attrs;
}

function paintAttrs(p: Paint): Attrs {
  return {
    fill: p.fill ?? 'none',
    stroke: p.stroke,
    'stroke-width': p.stroke ? (p.sw ?? 1.5) : undefined,
    'stroke-linejoin': p.stroke ? 'round' : undefined,
    'stroke-linecap': p.stroke ? 'round' : undefined,
    opacity: p.opacity,
    ...(p.extra ?? {}),
  };
}

export const path = (dAttr: string, p: Paint = {}): string => el('path', { d: dAttr, ...paintAttrs(p) });
export const circle = (cx: number, cy: number, r: number, p: Paint = {}): string =>
  el('circle', { cx, cy, r, ...paintAttrs(p) });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, p: Paint = {}, rot = 0): string =>
  el('ellipse', { cx, cy, rx, ry, transform: rot ? `rotate(${num(rot)} ${num(cx)} ${num(cy)})` : undefined, ...paintAttrs(p) });
export const rect = (x: number, y: number, w: number, h: number, p: Paint = {}, rx = 0): string =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, ...paintAttrs(p) });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, sw = 1.5): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': sw, 'stroke-linecap': 'round' });
export const polygon = (pts: readonly (readonly [number, number])[], p: Paint = {}): string =>
  el('polygon', { points: pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), ...paintAttrs(p) });

/** Places a motif drawn around the origin: translate, then rotate (degrees), then scale. */
export function place(x: number, y: number, content: string, rot = 0, scale: number | readonly [number, number] = 1): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rot) parts.push(`rotate(${num(rot)})`);
  const [sx, sy] = typeof scale === 'number' ? [scale, scale] : scale;
  if (sx !== 1 || sy !== 1) parts.push(`scale(${num(sx)} ${num(sy)})`);
  return g({ transform: parts.join(' ') }, content);
}

/** Points on a polar rosette, used for flowers, leaves and stars. */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** A deterministic pseudo-random sequence, so a scatter of petals looks natural yet renders identically. */
export function scatter(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}
