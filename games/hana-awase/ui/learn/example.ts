/**
 * The rules file's worked example (three players, `classic`) as real captures, so the rules page shows it
 * scored by the game's own scoring (scoring.ts) rather than copied: Player A 110 card points with akatan,
 * Player B 96 with inoshikacho and hanami, Player C 58 and no yaku; par 88, so 62, 48 and −110.
 * Every card is in exactly one pile, and no pile forms a yaku the example does not name.
 */
export const EXAMPLE_DEALER = 0;

export const EXAMPLE_PILES: readonly (readonly string[])[] = [
  // 110: three lights (01, 08, 11 — no light yaku without 12 or 03), two animals, akatan and two more ribbons, five plains.
  [
    '01-bright', '08-bright', '11-bright',
    '02-animal', '04-animal',
    '01-ribbon', '02-ribbon', '03-ribbon', '04-ribbon', '06-ribbon',
    '01-plain1', '01-plain2', '02-plain1', '02-plain2', '03-plain1',
  ],
  // 96: inoshikacho and the cherry curtain with the sake cup (hanami), the phoenix, the bridge, a ribbon and a plain.
  ['03-bright', '12-bright', '05-animal', '06-animal', '07-animal', '09-animal', '10-animal', '05-ribbon', '03-plain2'],
  // 58: the rest — two animals, four ribbons and eighteen plains.
  [
    '08-animal', '11-animal',
    '07-ribbon', '09-ribbon', '10-ribbon', '11-ribbon',
    '04-plain1', '04-plain2', '05-plain1', '05-plain2', '06-plain1', '06-plain2', '07-plain1', '07-plain2', '08-plain1',
    '08-plain2', '09-plain1', '09-plain2', '10-plain1', '10-plain2', '11-plain1', '12-plain1', '12-plain2', '12-plain3',
  ],
];
