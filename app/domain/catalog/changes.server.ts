/**
 * "The catalog changed": what keeps cached pages honest. Every write to the catalog goes
 * through withCatalogChange, which announces it inside the write's transaction (PostgreSQL
 * delivers a NOTIFY only on commit, to every instance listening, PGlite likewise within its
 * process) and to this process at once after the commit.
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/connection.server";
import { logFailure } from "../platform/log.server";

export const CATALOG_CHANNEL = "zowii_catalog";

/**
 * A change to the catalog (a game, an allowed host, a category mapping) that the operator's
 * input does not allow: its message says why, in the panel's words, and nothing was written.
 * `field` names the form's field at fault, when one is (the panel shows the message under it).
 */
export class CatalogInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * What a change touched. "pictures": games' thumbnails only, which the pages and the cards
 * show but the catalog's in-memory indexes (search, related games) do not hold, so those
 * stay in use; "catalog": anything else.
 */
export type CatalogChangeKind = "catalog" | "pictures";

const listeners = new Set<(kind: CatalogChangeKind) => void>();

export function onCatalogChange(listener: (kind: CatalogChangeKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners (the page cache); other instances hear the NOTIFY. */
export function emitCatalogChange(kind: CatalogChangeKind = "catalog"): void {
  for (const listener of listeners) listener(kind);
}

/** A NOTIFY's payload as a change: an empty one (or any other) is a change to anything. */
export function heardCatalogChange(payload: string): void {
  emitCatalogChange(payload === "pictures" ? "pictures" : "catalog");
}

/**
 * Runs `change` in one transaction and, when it changed something, tells every instance
 * once it is committed. A result of null, false or undefined means nothing changed (the
 * game was gone, say): no one is told, and the result is returned as it is.
 */
export async function withCatalogChange<T>(db: Database, change: (tx: Transaction) => Promise<T>, kind: CatalogChangeKind = "catalog"): Promise<T> {
  let changed = false;
  const result = await db.transaction(async (tx) => {
    const outcome = await change(tx);
    changed = outcome !== null && outcome !== false && outcome !== undefined;
    if (changed) await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${kind === "pictures" ? "pictures" : ""})`);
    return outcome;
  });
  if (changed) emitCatalogChange(kind);
  return result;
}

/** The least time between two announcements of spaced changes (withSpacedCatalogChange). */
export const SPACED_CHANGES_MS = 10_000;
const spacedAnnouncements = new WeakMap<Database, { lastAt: number; due?: NodeJS.Timeout }>();

/**
 * withCatalogChange for a change to games' pictures that background work makes many times a
 * second and that no one is waiting to see (a feed game's fetched thumbnail replacing its
 * title card): a change is announced at once when none was in the last SPACED_CHANGES_MS,
 * otherwise together with the others at the end of that time. Each announcement empties
 * every instance's page cache, so a feed's thumbnails, a change each, kept pages rendering
 * for as long as they were fetched. It is a "pictures" change: the catalog's indexes stay in
 * use (announced as changes to anything, they sent every game page's related games to the
 * database until the next rebuild, 10 s and more at 50,000 games on the embedded database).
 * A process that stops makes its due announcement before its database closes
 * (announceSpacedCatalogChanges).
 */
export async function withSpacedCatalogChange<T>(db: Database, change: (tx: Transaction) => Promise<T>, spacingMs = SPACED_CHANGES_MS): Promise<T> {
  const result = await db.transaction(change);
  if (result === null || result === false || result === undefined) return result;
  const spacing = spacedAnnouncements.get(db) ?? { lastAt: -Infinity };
  spacedAnnouncements.set(db, spacing);
  if (spacing.due) return result;
  const wait = spacing.lastAt + spacingMs - Date.now();
  if (wait <= 0) await announceSpaced(db, spacing);
  else {
    spacing.due = setTimeout(() => void announceSpaced(db, spacing), wait);
    spacing.due.unref();
  }
  return result;
}

function announceSpaced(db: Database, spacing: { lastAt: number; due?: NodeJS.Timeout }): Promise<unknown> {
  clearTimeout(spacing.due);
  spacing.due = undefined;
  spacing.lastAt = Date.now();
  return withCatalogChange(db, async () => true, "pictures").catch((error: unknown) => logFailure("Announcing a change to the catalog", error));
}

/**
 * Makes the announcement of spaced changes still due on `db` now, for a process about to
 * close it: otherwise the other instances would keep pages without those changes for up to
 * HEARD_CHANGES_FRESH_MS, and the timer would later write to a closed database.
 */
export async function announceSpacedCatalogChanges(db: Database): Promise<void> {
  const spacing = spacedAnnouncements.get(db);
  if (spacing?.due) await announceSpaced(db, spacing);
}

/**
 * How long a read kept for every page may be served without reading it again, at the most:
 * catalog changes are heard at once (on any instance), so only what changes without one
 * (plays, ratings, the most played) waits for this. The page cache keeps pages as long.
 */
export const HEARD_CHANGES_FRESH_MS = 60_000;

let catalogVersion = 0;
let indexedCatalogVersion = 0;
onCatalogChange((kind) => {
  catalogVersion += 1;
  if (kind !== "pictures") indexedCatalogVersion += 1;
});

/** Counts the changes this process heard: a read kept at one version is out of date at the next. */
export function currentCatalogVersion(): number {
  return catalogVersion;
}

/** Counts the changes to what the catalog's in-memory indexes hold: every change but a "pictures" one. */
export function currentIndexedCatalogVersion(): number {
  return indexedCatalogVersion;
}

/**
 * `read`, done once for every page that shows its answer: the answer is kept until the
 * catalog changes (on any instance) or `maxAgeMs` has passed, for what moves without a
 * catalog change (plays reorder the most played). Kept per database, so two portals in one
 * process (tests) never see each other's; a failed read is not kept.
 */
export function keptUntilCatalogChange<T>(maxAgeMs: number, read: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const kept = new WeakMap<Database, { value: Promise<T>; version: number; readAt: number }>();
  return (db) => {
    const entry = kept.get(db);
    if (entry && entry.version === catalogVersion && Date.now() - entry.readAt < maxAgeMs) return entry.value;
    // The version before the read: a change landing while it runs leaves its answer out of date.
    const version = catalogVersion;
    const value = read(db);
    const fresh = { value, version, readAt: Date.now() };
    kept.set(db, fresh);
    value.catch(() => {
      if (kept.get(db) === fresh) kept.delete(db);
    });
    return value;
  };
}
