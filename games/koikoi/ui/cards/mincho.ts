/**
 * The Mincho face for the characters drawn on cards (寿 on the sake cup, the poetry ribbons): first the
 * one the app ships (src/renderer/main.ts), so the cards look the same on every machine.
 */
export const MINCHO = "'Noto Serif JP Variable','Hiragino Mincho ProN','Yu Mincho','YuMincho','Noto Serif JP','Noto Serif CJK JP','IPAMincho','MS Mincho',serif";
