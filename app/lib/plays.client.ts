import { enteredBy, track } from "./analytics.client";
import type { ShelfGame } from "./visitor-shelves";

/**
 * Tells the server a game was started. Fire and forget: counting a play must never
 * hold up or break the game.
 */
export function reportPlay(slug: string): void {
  fetch(`/api/games/${encodeURIComponent(slug)}/plays`, { method: "POST", keepalive: true }).catch(() => undefined);
}

/**
 * A visitor started a game, wherever it plays (the game window, the hero, the home page's
 * player view): the play is counted and credited to the page the visit entered by. The game
 * heads their Continue Playing shelf once its frame has loaded (useFrameStatus).
 */
export function gameStarted(game: ShelfGame): void {
  reportPlay(game.slug);
  track({ type: "game-started", game: game.slug, landing: enteredBy() });
}
