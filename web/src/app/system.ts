import { createAppSystem } from './theme';

/** The app's Chakra system, built as this module loads: for the server's renderer and for tests. */
export const system = createAppSystem();
