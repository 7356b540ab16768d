/** A game whose server never answers (a loopback port nothing listens on), added by global-setup. */
export const BROKEN_GAME = { slug: "broken-test-game", title: "Broken Test Game" };
