/**
 * Which game addresses may ever be framed. Kept apart from the form rules (game-form.ts)
 * so the public pages' frames check them without loading the form's validation library.
 */

/** Our own games are served by the portal under /games/{name}/. */
export const OWN_GAME_PATH = /^\/games\/[a-z0-9-]+\/(?:[A-Za-z0-9._-]+)?$/;

/**
 * The path of one of our own games given as a full URL on the portal's host
 * (`https://<site>/games/x/` -> `/games/x/`), or null for any other URL. Stored as the
 * path, the game plays from whichever address serves the portal, as the seed games do.
 */
export function ownGamePath(gameUrl: string, siteHost: string): string | null {
  let url: URL;
  try {
    url = new URL(gameUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.host !== siteHost.toLowerCase() || url.username || url.password || url.search || url.hash) return null;
  return OWN_GAME_PATH.test(url.pathname) ? url.pathname : null;
}

export type GameUrlProblem = "scheme" | "malformed" | null;

/** Only http(s) URLs (and our own /games/ paths) may be framed: never javascript: or data:. */
export function gameUrlProblem(value: string): GameUrlProblem {
  if (OWN_GAME_PATH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "malformed";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "scheme";
  if (url.username || url.password) return "malformed";
  return null;
}

export const GAME_URL_MESSAGES = {
  scheme: "The game URL must start with http:// or https://",
  malformed: "The game URL is not a valid web address",
} as const;
