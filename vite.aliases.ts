import { fileURLToPath } from 'node:url';

const at = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@framework': at('./src/framework'),
  '@games': at('./games'),
  '@renderer': at('./src/renderer'),
};
