/** The colours of results on the statistics screen's charts (the tiles' borders use the same in CSS). */
export const WIN = '#26345f';
export const LOSS = '#b7372a';
export const DRAW = '#b88a2e';
export const RESULT_COLORS = [WIN, LOSS, DRAW];
