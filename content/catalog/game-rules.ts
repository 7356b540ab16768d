/**
 * The catalog's rules that the seed games (schema.ts beside this file) and the portal's
 * forms and imports share: the portal reads them through app/lib/game.ts and game-form.ts.
 */

/** How a game fits the screen, where known. */
export const GAME_ORIENTATIONS = ["landscape", "portrait"] as const;
export type GameOrientation = (typeof GAME_ORIENTATIONS)[number];

/** The longest "How to play" text. */
export const INSTRUCTIONS_MAX = 2000;
