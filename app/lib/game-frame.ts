import { gameUrlProblem } from "./game-url";

/** The game frame's permissions (docs/product.md §7). */
export const GAME_FRAME_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-presentation allow-pointer-lock";

/**
 * The product's allow list but for pointer-lock, which the sandbox's allow-pointer-lock grants:
 * it is no permissions-policy feature, and naming it here made the browser warn on every
 * game. `allow` grants fullscreen, so the frame has no `allowfullscreen` (the browser warns
 * that one overrides the other).
 */
export const GAME_FRAME_ALLOW = "fullscreen; autoplay; encrypted-media; gyroscope; accelerometer; gamepad";

/**
 * The address to put in a game frame, or null. Publishing refuses anything but http(s)
 * (and our own /games/ paths), but a row may arrive by import or by hand: every frame
 * checks again, so a javascript: or data: URL is never framed.
 */
export function frameableGameUrl(gameUrl: string): string | null {
  const url = gameUrl.trim();
  return url !== "" && gameUrlProblem(url) === null ? url : null;
}
