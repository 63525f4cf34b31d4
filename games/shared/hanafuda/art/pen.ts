/**
 * Builds one SVG path out of many small shapes under affine transforms. Petals, florets and
 * leaves of one colour become a single <path>, which keeps a whole deck on screen light for the DOM.
 */
import { num } from './svg';

/** An affine matrix [a b c d e f], as in SVG's matrix(). */
export type Mat = readonly [number, number, number, number, number, number];

const IDENTITY: Mat = [1, 0, 0, 1, 0, 0];
export const translate = (x: number, y: number): Mat => [1, 0, 0, 1, x, y];
export function rotate(deg: number): Mat {
  const a = (deg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
}
/** m then n applied inside it (like nesting <g transform="m"><g transform="n">). */
export function compose(m: Mat, n: Mat): Mat {
  const [a, b, c, d, e, f] = m;
  const [A, B, C, D, E, F] = n;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

export class Pen {
  private readonly out: string[] = [];
  private m: Mat;

  constructor(m: Mat = IDENTITY) {
    this.m = m;
  }

  private pt(x: number, y: number): string {
    const [a, b, c, d, e, f] = this.m;
    return `${num(a * x + c * y + e)} ${num(b * x + d * y + f)}`;
  }

  /** Draws with an extra transform, e.g. pen.at(compose(translate(x, y), rotate(30)), p => …). */
  at(m: Mat, draw: (p: Pen) => void): this {
    const saved = this.m;
    this.m = compose(saved, m);
    draw(this);
    this.m = saved;
    return this;
  }

  M(x: number, y: number): this {
    this.out.push(`M${this.pt(x, y)}`);
    return this;
  }
  L(x: number, y: number): this {
    this.out.push(`L${this.pt(x, y)}`);
    return this;
  }
  Q(x1: number, y1: number, x: number, y: number): this {
    this.out.push(`Q${this.pt(x1, y1)} ${this.pt(x, y)}`);
    return this;
  }
  C(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    this.out.push(`C${this.pt(x1, y1)} ${this.pt(x2, y2)} ${this.pt(x, y)}`);
    return this;
  }
  Z(): this {
    this.out.push('Z');
    return this;
  }

  /** An ellipse (rotated by rot degrees) as two arcs; the transform may rotate and scale uniformly. */
  ellipse(cx: number, cy: number, rx: number, ry: number, rot = 0): this {
    const [a, b, c, d] = this.m;
    const k = Math.sqrt(Math.abs(a * d - b * c));
    const turn = (Math.atan2(b, a) * 180) / Math.PI + rot;
    const r = (rot * Math.PI) / 180;
    const dx = rx * Math.cos(r);
    const dy = rx * Math.sin(r);
    const arc = `A${num(rx * k)} ${num(ry * k)} ${num(turn)} 1 0 `;
    this.out.push(`M${this.pt(cx - dx, cy - dy)}${arc}${this.pt(cx + dx, cy + dy)}${arc}${this.pt(cx - dx, cy - dy)}Z`);
    return this;
  }

  circle(cx: number, cy: number, r: number): this {
    return this.ellipse(cx, cy, r, r);
  }

  /** A straight stroke segment (for needles, veins and stamens drawn with stroke only). */
  seg(x1: number, y1: number, x2: number, y2: number): this {
    return this.M(x1, y1).L(x2, y2);
  }

  get empty(): boolean {
    return this.out.length === 0;
  }

  toString(): string {
    return this.out.join('');
  }
}
