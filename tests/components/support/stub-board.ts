/** The board the shell's tests mount: the tiny game's (tests/support/tiny-board.ts). */
export { default as StubBoard } from '../../support/tiny-board';
