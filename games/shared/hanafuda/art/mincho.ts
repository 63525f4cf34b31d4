/**
 * The Mincho face for the characters drawn on cards (寿 on the sake cup, the poetry ribbons): first the
 * one the app ships (src/renderer/main.ts), so the cards look the same on every machine. The shipped Gothic
 * comes last, before the generic family: while the Mincho is still loading (it follows the first screen), a
 * machine with no Japanese font of its own draws the Gothic, never a box.
 */
export const MINCHO = "'Noto Serif JP Variable','Hiragino Mincho ProN','Yu Mincho','YuMincho','Noto Serif JP','Noto Serif CJK JP','IPAMincho','MS Mincho','Noto Sans JP Variable',serif";
