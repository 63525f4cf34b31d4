/** The board the shell's tests mount: the tiny game's (tests/support/tiny-board.ts). */
export { TinyBoard as StubBoard } from '../../support/tiny-board';
