/**
 * Tells the server a game was started. Fire and forget: counting a play must never
 * hold up or break the game.
 */
export function reportPlay(slug: string): void {
  fetch(`/api/games/${encodeURIComponent(slug)}/plays`, { method: "POST", keepalive: true }).catch(() => undefined);
}
