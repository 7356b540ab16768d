/**
 * Which game URLs may be published: our own /games/ paths, the portal's own origin, and
 * the hosts of ALLOWED_GAME_HOSTS (the config's list; the original product let any host in).
 */
import { OWN_GAME_PATH, ownGamePath } from "~/lib/game-form";

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

/** The game URL as the catalog keeps it: our own games, even typed as full URLs of the site, by their path. */
export function storedGameUrl(gameUrl: string, siteUrl: string): string {
  return ownGamePath(gameUrl, new URL(siteUrl).host) ?? gameUrl;
}

/**
 * Whether a game URL may be published: one of our own /games/ paths, a URL on the
 * portal's own origin, or a URL whose host is on the list. Returns the refused host.
 */
export function refusedGameHost(gameUrl: string, allowed: readonly string[], siteUrl: string): string | null {
  if (OWN_GAME_PATH.test(gameUrl)) return null;
  const { host } = new URL(gameUrl);
  if (host === new URL(siteUrl).host) return null;
  return allowed.some((pattern) => hostMatches(host, pattern)) ? null : host;
}

export function refusedHostMessage(host: string): string {
  return `Games from ${host} cannot be published: the host is not on the list of allowed game hosts.`;
}
