/** Flower and leaf shapes shared by several months, each drawn around the origin. */
import { circle, path, d, g, polar, place, line } from '../svg';
import { Pen, rotate } from '../pen';
import { ink } from '../palette';

const edge = { stroke: ink.black, sw: 1.1 };

/** A plum blossom: five round petals and a dotted heart. */
export const plumBlossom = remembered((r: number, petal: string, heart: string): string => {
  const petals = new Pen();
  for (const a of [0, 72, 144, 216, 288]) {
    const [x, y] = polar(0, 0, r * 0.52, a);
    petals.circle(x, y, r * 0.5);
  }
  const stamens = new Pen();
  const tips = new Pen();
  for (let a = 30; a < 360; a += 60) {
    const [x, y] = polar(0, 0, r * 0.32, a);
    stamens.seg(0, 0, x, y);
    tips.circle(x, y, r * 0.07);
  }
  return g(
    {},
    path(petals.toString(), { fill: petal, ...edge }),
    circle(0, 0, r * 0.22, { fill: heart }),
    path(stamens.toString(), { stroke: heart, sw: 0.9 }),
    path(tips.toString(), { fill: heart }),
  );
});

/** Blossoms repeat by the dozen with few sizes, so each size and colouring is drawn once. */
function remembered<A extends unknown[]>(draw: (...args: A) => string): (...args: A) => string {
  const seen = new Map<string, string>();
  return (...args: A): string => {
    const key = args.join('|');
    let out = seen.get(key);
    if (out === undefined) {
      out = draw(...args);
      seen.set(key, out);
    }
    return out;
  };
}

/** A cherry blossom: five notched petals. */
export const cherryBlossom = remembered((r: number, petal: string, heart: string): string => {
  const L = r;
  const W = r * 0.55;
  const pen = new Pen();
  for (const a of [0, 72, 144, 216, 288]) {
    pen.at(rotate(a), (p) =>
      p.M(0, 0).C(-W, -L * 0.35, -W * 0.9, -L, -W * 0.28, -L).L(0, -L * 0.84).L(W * 0.28, -L).C(W * 0.9, -L, W, -L * 0.35, 0, 0).Z(),
    );
  }
  return g({}, path(pen.toString(), { fill: petal, ...edge }), circle(0, 0, r * 0.2, { fill: heart }));
});

/** A chrysanthemum seen from the front: two rings of narrow petals. */
export const chrysanthemum = remembered((r: number, outer: string, inner: string, heart: string): string => {
  const count = 16;
  const ring = (len: number, w: number, offset: number): string => {
    const pen = new Pen();
    for (let i = 0; i < count; i++) {
      pen.at(rotate((360 / count) * i + offset), (p) => p.M(0, 0).C(-w, -len * 0.4, -w, -len, 0, -len).C(w, -len, w, -len * 0.4, 0, 0).Z());
    }
    return pen.toString();
  };
  return g(
    {},
    path(ring(r, r * 0.2, 0), { fill: outer, ...edge }),
    path(ring(r * 0.68, r * 0.16, 180 / count), { fill: inner, ...edge }),
    circle(0, 0, r * 0.22, { fill: heart, ...edge }),
  );
});

/** A peony: layered ruffled petals in a cup shape, seen a little from the side. */
export function peony(r: number, petal: string, shade: string): string {
  const ruffle = (rx: number, ry: number, cy: number, n: number, fill: string): string => {
    let p = `M ${-rx} ${cy}`;
    for (let i = 0; i < n; i++) {
      const a0 = Math.PI + (Math.PI * i) / n;
      const a1 = Math.PI + (Math.PI * (i + 1)) / n;
      const x0 = rx * Math.cos(a0);
      const y0 = cy + ry * Math.sin(a0);
      const x1 = rx * Math.cos(a1);
      const y1 = cy + ry * Math.sin(a1);
      const am = (a0 + a1) / 2;
      p += d` Q ${rx * 1.25 * Math.cos(am)} ${cy + ry * 1.35 * Math.sin(am)} ${x1} ${y1}`;
      void x0;
      void y0;
    }
    p += d` C ${rx * 0.9} ${cy + ry * 1.3} ${-rx * 0.9} ${cy + ry * 1.3} ${-rx} ${cy} Z`;
    return path(p, { fill, ...edge });
  };
  return g(
    {},
    ruffle(r, r * 0.85, 0, 7, shade),
    ruffle(r * 0.85, r * 0.7, r * 0.12, 6, petal),
    ruffle(r * 0.6, r * 0.5, r * 0.2, 5, shade),
    ruffle(r * 0.36, r * 0.3, r * 0.25, 4, petal),
    path(d`M ${-r * 0.12} ${r * 0.05} Q 0 ${-r * 0.15} ${r * 0.12} ${r * 0.05}`, { stroke: ink.yellow, sw: 2 }),
  );
}

/** A maple leaf: seven toothed, pointed lobes (the lowest two small), stalk towards +y. */
export function mapleLeaf(r: number, fill: string): string {
  const lobes = [-118, -78, -39, 0, 39, 78, 118];
  const lens = [0.5, 0.82, 0.95, 1, 0.95, 0.82, 0.5];
  let p = '';
  lobes.forEach((a, i) => {
    const L = r * (lens[i] ?? 1);
    const pts = [
      polar(0, 0, r * 0.36, a - 19),
      polar(0, 0, L * 0.62, a - 12),
      polar(0, 0, L * 0.7, a - 15),
      polar(0, 0, L * 0.86, a - 6),
      polar(0, 0, L, a),
      polar(0, 0, L * 0.86, a + 6),
      polar(0, 0, L * 0.7, a + 15),
      polar(0, 0, L * 0.62, a + 12),
    ];
    pts.forEach(([x, y], k) => {
      p += i === 0 && k === 0 ? d`M ${x} ${y}` : d` L ${x} ${y}`;
    });
  });
  const [sx, sy] = polar(0, 0, r * 0.2, 180);
  p += d` L ${sx} ${sy} Z`;
  const veins = new Pen();
  lobes.forEach((a, i) => {
    const [tx, ty] = polar(0, 0, r * (lens[i] ?? 1) * 0.8, a);
    veins.seg(0, 0, tx, ty);
  });
  return g({}, path(p, { fill, ...edge }), path(veins.toString(), { stroke: ink.black, sw: 0.7 }), line(0, 0, 0, r * 0.5, ink.black, 1.2));
}

/** A pointed leaf along -y with a midrib. */
export function leaf(len: number, w: number, fill: string, rib: string = ink.black): string {
  return g(
    {},
    path(d`M 0 0 C ${-w} ${-len * 0.3} ${-w * 0.6} ${-len * 0.8} 0 ${-len} C ${w * 0.6} ${-len * 0.8} ${w} ${-len * 0.3} 0 0 Z`, { fill, ...edge }),
    path(d`M 0 0 Q ${w * 0.15} ${-len * 0.5} 0 ${-len * 0.92}`, { stroke: rib, sw: 0.8 }),
  );
}

/** A cluster of blossoms scattered round a point, for cherry clouds. */
export function blossomCloud(
  cx: number,
  cy: number,
  spots: readonly (readonly [number, number, number])[],
  flower: (r: number) => string,
): string {
  return g({}, ...spots.map(([x, y, r]) => place(cx + x, cy + y, flower(r), (x * 7 + y * 3) % 72)));
}
