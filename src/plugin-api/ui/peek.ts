/** What a game's board says of a card in the peek (CardPeek.vue): its name, and one line more. */
export interface PeekText {
  readonly name: string;
  readonly detail: string;
}
