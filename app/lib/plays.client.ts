import { enteredBy, track } from "./analytics.client";
import { notePlayed, type ShelfGame } from "./visitor-shelves";

/**
 * Tells the server a game was started. Fire and forget: counting a play must never
 * hold up or break the game.
 */
export function reportPlay(slug: string): void {
  fetch(`/api/games/${encodeURIComponent(slug)}/plays`, { method: "POST", keepalive: true }).catch(() => undefined);
}

/**
 * A visitor started a game, wherever it plays (the game window, the hero, the home page's
 * player view): the play is counted, credited to the page the visit entered by, and the
 * game heads their Continue Playing shelf.
 */
export function gameStarted(game: ShelfGame): void {
  reportPlay(game.slug);
  track({ type: "game-started", game: game.slug, landing: enteredBy() });
  notePlayed(game);
}
