/** How each geisha looks on the table: her colour, a lighter tint, and details of her portrait. */
import type { Geisha } from '../cards';

export interface GeishaLook {
  readonly color: string;
  readonly tint: string;
  readonly deep: string;
  /** Flower of her hairpin. */
  readonly pin: string;
}

export const LOOKS: Readonly<Record<Geisha, GeishaLook>> = {
  A: { color: '#7d4f9e', tint: '#eadff2', deep: '#4f2d69', pin: '#f2c4d9' },
  B: { color: '#c0392b', tint: '#f6dcd6', deep: '#7e1f16', pin: '#fff1c7' },
  C: { color: '#c9962b', tint: '#f6ead0', deep: '#7d5a10', pin: '#f6b3b3' },
  D: { color: '#2f6aa8', tint: '#dbe6f3', deep: '#1b3f68', pin: '#f7d58a' },
  E: { color: '#d9742e', tint: '#f8e1d0', deep: '#8a4312', pin: '#fdf0c0' },
  F: { color: '#2f8063', tint: '#d8ece4', deep: '#1a4c3a', pin: '#f5c2c8' },
  G: { color: '#c2497a', tint: '#f6dbe6', deep: '#7c2149', pin: '#fff3b0' },
};
