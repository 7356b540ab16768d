/**
 * Which game URLs may be published: our own /games/ paths, the portal's own origin, and
 * the allowed hosts: ALLOWED_GAME_HOSTS and those the operator adds in the panel (the
 * original product let any host in).
 */
import { asc, eq, sql } from "drizzle-orm";
import { OWN_GAME_PATH, ownGamePath } from "~/lib/game-form";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import type { ServerConfig } from "../platform/config.server";
import type { Database } from "../db/connection.server";
import { gameHosts, games } from "../db/schema.server";
import { CatalogInputError, keptUntilCatalogChange, withCatalogChange } from "./changes.server";

export function hostMatches(host: string, pattern: string): boolean {
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
  // An address that cannot be read is refused as a host would be, never thrown at the caller.
  if (!URL.canParse(gameUrl)) return gameUrl.slice(0, 100);
  const { host } = new URL(gameUrl);
  if (host === new URL(siteUrl).host) return null;
  return allowed.some((pattern) => hostMatches(host, pattern)) ? null : host;
}

export function refusedHostMessage(host: string): string {
  return `Games from ${host} cannot be published: the host is not on the list of allowed game hosts.`;
}

/**
 * The hosts games may come from: ALLOWED_GAME_HOSTS and those the operator added in the
 * panel. Read once until the catalog changes (adding or removing a host is a catalog
 * change, so every instance hears of it), as pages and their policies are.
 */
const panelHosts = keptUntilCatalogChange(Infinity, async (db) =>
  (await db.select({ host: gameHosts.host }).from(gameHosts).orderBy(asc(gameHosts.host))).map((row) => row.host),
);

export async function allowedGameHosts(db: Database, config: Pick<ServerConfig, "allowedGameHosts">): Promise<readonly string[]> {
  return [...new Set([...config.allowedGameHosts, ...(await panelHosts(db))])];
}

/** "Play.Example.com" or "*.example.com"; null when it is not a host name. */
export function normalizedHostPattern(input: string): string | null {
  const value = input.trim().toLowerCase();
  const wildcard = value.startsWith("*.");
  const name = wildcard ? value.slice(2) : value;
  if (name.length === 0 || name.length > 253) return null;
  const labels = name.split(".");
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  // A port is part of the host a game URL names (localhost:8080 in a test, a LAN server).
  const last = labels.at(-1)!;
  const port = /^([a-z0-9-]+):(\d{1,5})$/.exec(last);
  if (port && (wildcard || Number(port[2]) > 65535)) return null;
  if (port) labels[labels.length - 1] = port[1]!;
  if (!labels.every((part) => label.test(part))) return null;
  if (wildcard && labels.length < 2) return null;
  return value;
}

/** The allowed pattern that already covers a host pattern, if one does ("*.example.com" covers "play.example.com"). */
export async function allowedHostCovering(db: Database, config: Pick<ServerConfig, "allowedGameHosts">, pattern: string): Promise<string | null> {
  const hosts = await allowedGameHosts(db, config);
  if (hosts.includes(pattern)) return pattern;
  if (pattern.startsWith("*.")) return hosts.find((allowed) => allowed.startsWith("*.") && pattern.endsWith(allowed.slice(1))) ?? null;
  return hosts.find((allowed) => hostMatches(pattern, allowed)) ?? null;
}

export interface HostUse {
  host: string;
  /** Whether the environment's list has it (the panel cannot remove those). */
  fromEnvironment: boolean;
  games: number;
}

/** Every allowed host with how many games use it, and the hosts games use that are not allowed. */
export async function listGameHosts(db: Database, config: Pick<ServerConfig, "allowedGameHosts">): Promise<{ allowed: HostUse[]; refused: HostUse[] }> {
  const hosts = await allowedGameHosts(db, config);
  const rows = await db
    .select({ host: games.gameHost, games: sql<number>`count(*)::int` })
    .from(games)
    .groupBy(games.gameHost);
  const used = rows.filter((row): row is { host: string; games: number } => Boolean(row.host));
  const allowed = hosts.map((host) => ({
    host,
    fromEnvironment: config.allowedGameHosts.includes(host),
    games: used.filter((row) => hostMatches(row.host, host)).reduce((sum, row) => sum + row.games, 0),
  }));
  const refused = used
    .filter((row) => !hosts.some((pattern) => hostMatches(row.host, pattern)))
    .map((row) => ({ host: row.host, fromEnvironment: false, games: row.games }))
    .sort((a, b) => b.games - a.games);
  return { allowed, refused };
}

export async function addGameHost(db: Database, input: string, actor: AuditActor): Promise<string> {
  const host = normalizedHostPattern(input);
  if (!host) throw new CatalogInputError(`"${input.trim().slice(0, 100)}" is not a host name (play.example.com, or *.example.com for all its subdomains).`);
  await withCatalogChange(db, async (tx) => {
    const added = await tx.insert(gameHosts).values({ host, addedBy: actor.email }).onConflictDoNothing().returning({ host: gameHosts.host });
    if (added.length === 0) return null;
    await recordAudit(tx, actor, "allowed game host", host);
    return true;
  });
  return host;
}

/** Removes a host added in the panel; false when it was not there (or comes from the environment). */
export async function removeGameHost(db: Database, host: string, actor: AuditActor): Promise<boolean> {
  const removed = await withCatalogChange(db, async (tx) => {
    const rows = await tx.delete(gameHosts).where(eq(gameHosts.host, host)).returning({ host: gameHosts.host });
    if (rows.length === 0) return null;
    await recordAudit(tx, actor, "removed game host", host);
    return true;
  });
  return removed === true;
}
