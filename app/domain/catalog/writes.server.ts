/**
 * Every change to the catalog's games: the panel's publish, edit and delete, an imported
 * catalog and the seed games. Each runs in withCatalogChange (one transaction, then every
 * instance's page cache is told) and builds its rows with gameValues. What reads the
 * catalog lives in reads.server.ts; thumbnail files in thumbnails.server.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import type { GameCard, GameOrientation } from "~/lib/game";
import type { EditGameInput, PublishGameInput } from "~/lib/game-form";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { assetUrl } from "../web/assets.server";
import type { Database, Transaction } from "../db/connection.server";
import { assets, games, type FeedField, type GameStatus, type NewGameRow } from "../db/schema.server";
import { healthOfNewUrl } from "../health/game-health.server";
import { refusedGameHost, refusedHostMessage } from "./game-hosts.server";
import { CatalogInputError, withCatalogChange } from "./changes.server";
import { lockFeaturedPlaces, settleFeaturedPlaces } from "./featured.server";
import { thumbnailPaths } from "./thumbnails.server";

/** A newly published game's starting values (docs/product.md, "Publishing a game"). */
export const NEW_GAME_RATING = 4.5;
export const NEW_GAME_PLAYS_MIN = 100;
export const NEW_GAME_PLAYS_MAX = 1099;

/** "Krunker.io: Season 2!" -> "krunker-io-season-2". */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "game";
}

/** What a game is made of; whatever is left out takes a newly published game's value. */
export interface GameFields extends Pick<GameCard, "title" | "gameUrl" | "category" | "tags"> {
  description: string;
  /** The thumbnail's URL, or "" for none. */
  thumbnail: string;
  /** How to play; none ("") when left out, as orientation and mobile friendly are not known (null). */
  instructions?: string;
  orientation?: GameOrientation | null;
  mobileFriendly?: boolean | null;
  rating?: number | null;
  plays?: number;
  votesCount?: number;
  votesSum?: number;
  developer?: string | null;
  releaseDate?: string | null;
  featured?: boolean;
  status?: GameStatus;
  createdAt?: Date;
  publishedAt?: Date;
}

/** The games row (all but its slug) of `fields`, with a new game's defaults for the rest. */
export function gameValues(fields: GameFields, now = new Date()): Omit<NewGameRow, "id" | "slug"> {
  const publishedAt = fields.publishedAt ?? now;
  return {
    title: fields.title,
    description: fields.description,
    instructions: fields.instructions ?? "",
    orientation: fields.orientation ?? null,
    mobileFriendly: fields.mobileFriendly ?? null,
    gameUrl: fields.gameUrl,
    thumbnail: fields.thumbnail,
    category: fields.category,
    tags: fields.tags,
    rating: fields.rating === undefined ? NEW_GAME_RATING : fields.rating,
    plays: fields.plays ?? randomInt(NEW_GAME_PLAYS_MIN, NEW_GAME_PLAYS_MAX + 1),
    votesCount: fields.votesCount ?? 0,
    votesSum: fields.votesSum ?? 0,
    developer: fields.developer ?? null,
    releaseDate: fields.releaseDate ?? null,
    featured: fields.featured ?? false,
    status: fields.status ?? "published",
    createdAt: fields.createdAt ?? publishedAt,
    publishedAt,
  };
}

const UPLOADS_PREFIX = "uploads/";

/** The storage path of a thumbnail we hold for uploads, or null for any other URL. */
function uploadedThumbnailPath(url: string): string | null {
  const prefix = assetUrl(THUMBNAIL_BUCKET, UPLOADS_PREFIX);
  if (!url.startsWith(prefix)) return null;
  return url.slice(assetUrl(THUMBNAIL_BUCKET, "").length);
}

async function assertThumbnailStored(tx: Transaction, thumbnail: string) {
  if (!thumbnail) return;
  const path = uploadedThumbnailPath(thumbnail);
  const [row] = path
    ? await tx
        .select({ path: assets.path })
        .from(assets)
        .where(and(eq(assets.bucket, THUMBNAIL_BUCKET), eq(assets.path, path)))
        .limit(1)
    : [];
  if (!row) throw new CatalogInputError("The thumbnail was not found: upload it again.", "thumbnail");
}

export interface PublishedGame {
  id: string;
  slug: string;
}

export function publishGame(db: Database, input: PublishGameInput, actor: AuditActor): Promise<PublishedGame> {
  return withCatalogChange(db, async (tx) => {
    await assertThumbnailStored(tx, input.thumbnail);
    const base = slugify(input.title);
    const values = gameValues(input);
    for (let attempt = 1; ; attempt += 1) {
      const slug = attempt === 1 ? base : `${base}-${attempt <= 20 ? attempt : randomInt(21, 1_000_000)}`;
      const [row] = await tx
        .insert(games)
        .values({ slug, ...values })
        .onConflictDoNothing({ target: games.slug })
        .returning({ id: games.id, slug: games.slug });
      if (row) {
        await recordAudit(tx, actor, "published game", `${input.title} (${slug})`);
        return row;
      }
    }
  });
}

/** An uploaded thumbnail (the original and its card variants) that no game shows any more. */
async function removeThumbnailIfUnused(tx: Transaction, thumbnail: string) {
  const path = uploadedThumbnailPath(thumbnail);
  if (!path) return;
  const [stillUsed] = await tx.select({ id: games.id }).from(games).where(eq(games.thumbnail, thumbnail)).limit(1);
  if (!stillUsed) {
    await tx.delete(assets).where(and(eq(assets.bucket, THUMBNAIL_BUCKET), inArray(assets.path, thumbnailPaths(path))));
  }
}

/**
 * Edit: title, description, how to play, category, game_url and tags, and a new thumbnail when one was
 * uploaded; the one it replaces goes in the same transaction. False when the game is gone.
 */
export function updateGame(db: Database, input: EditGameInput, actor: AuditActor): Promise<boolean> {
  return withCatalogChange(db, async (tx) => {
    await assertThumbnailStored(tx, input.thumbnail);
    const [before] = await tx.select().from(games).where(eq(games.id, input.id)).for("update");
    if (!before) return false;
    const [row] = await tx
      .update(games)
      .set({
        title: input.title,
        description: input.description,
        // Left out (undefined), each keeps the game's.
        instructions: input.instructions,
        orientation: input.orientation,
        mobileFriendly: input.mobileFriendly,
        category: input.category,
        gameUrl: input.gameUrl,
        tags: input.tags,
        editedFields: editedFeedFields(before, input),
        ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
        ...(input.gameUrl !== before.gameUrl ? healthOfNewUrl() : {}),
      })
      .where(eq(games.id, input.id))
      .returning({ slug: games.slug });
    if (!row) return false;
    if (input.thumbnail && input.thumbnail !== before.thumbnail) await removeThumbnailIfUnused(tx, before.thumbnail);
    await recordAudit(tx, actor, "edited game", `${input.title} (${row.slug})`);
    return true;
  });
}

/**
 * A feed game's fields the operator has now made their own: a later sync of the feed
 * leaves them as the operator set them (feeds/feed-import.server.ts).
 */
function editedFeedFields(before: typeof games.$inferSelect, input: EditGameInput): FeedField[] {
  const edited = new Set(before.editedFields as FeedField[]);
  if (before.provider === null) return [...edited];
  const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  if (changed(before.title, input.title)) edited.add("title");
  if (changed(before.description, input.description)) edited.add("description");
  if (input.instructions !== undefined && changed(before.instructions, input.instructions)) edited.add("instructions");
  if (input.orientation !== undefined && changed(before.orientation, input.orientation)) edited.add("orientation");
  if (input.mobileFriendly !== undefined && changed(before.mobileFriendly, input.mobileFriendly)) edited.add("mobileFriendly");
  if (changed(before.category, input.category)) edited.add("category");
  if (changed(before.gameUrl, input.gameUrl)) edited.add("gameUrl");
  if (changed(before.tags, input.tags)) edited.add("tags");
  if (input.thumbnail && input.thumbnail !== before.thumbnail) edited.add("imageUrl");
  return [...edited];
}

/** Deletes games and the thumbnails uploaded for them; returns the titles of those deleted. */
export function deleteGames(db: Database, ids: readonly string[], actor: AuditActor): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const rows = await tx
      .delete(games)
      .where(inArray(games.id, [...ids]))
      .returning({ title: games.title, slug: games.slug, thumbnail: games.thumbnail });
    for (const row of rows) {
      await removeThumbnailIfUnused(tx, row.thumbnail);
      await recordAudit(tx, actor, "deleted game", `${row.title} (${row.slug})`);
    }
    // A deleted pin leaves a gap in Trending's order.
    if (rows.length > 0) await settleFeaturedPlaces(tx);
    return rows.length > 0 ? rows.map((row) => row.title) : null;
  }).then((titles) => titles ?? []);
}

/** Deletes a game and the thumbnail uploaded for it; returns its title, or null when it was not there. */
export async function deleteGame(db: Database, id: string, actor: AuditActor): Promise<string | null> {
  return (await deleteGames(db, [id], actor))[0] ?? null;
}

export interface HostRule {
  allowedHosts: readonly string[];
  siteUrl: string;
}

export interface StatusChange {
  /** The titles of the games whose status is now the one asked for. */
  changed: string[];
  /** The titles of those that had it already (left as they were). */
  unchanged: string[];
  /** Games not published because their host is not allowed, with the message saying so. */
  refused: { title: string; message: string }[];
}

/**
 * How a game's draft reason starts when an operator took it off the site (or kept it a
 * draft): a saved feed's drip leaves such a game alone (feeds/feed-schedules.server.ts).
 */
export const UNPUBLISHED_BY = "Unpublished by ";

/**
 * Publishes drafts or takes games back to drafts (off every public page, list, search,
 * sitemap and count, their plays and votes kept; no longer the hero or pinned). A game whose host is not allowed is not
 * published: it is listed in `refused` with the reason.
 */
export function setGamesStatus(db: Database, ids: readonly string[], status: GameStatus, actor: AuditActor, hosts: HostRule): Promise<StatusChange> {
  const outcome: StatusChange = { changed: [], unchanged: [], refused: [] };
  if (ids.length === 0) return Promise.resolve(outcome);
  return withCatalogChange(db, async (tx) => {
    if (status === "draft") await lockFeaturedPlaces(tx);
    const found = await tx
      .select({ id: games.id, title: games.title, gameUrl: games.gameUrl, status: games.status })
      .from(games)
      .where(inArray(games.id, [...ids]))
      .for("update");
    // A game already in that state is left as it is (its draft reason, its date, the audit log).
    outcome.unchanged = found.filter((row) => row.status === status).map((row) => row.title);
    const rows = found.filter((row) => row.status !== status);
    const allowed = rows.filter((row) => {
      const host = status === "published" ? refusedGameHost(row.gameUrl, hosts.allowedHosts, hosts.siteUrl) : null;
      if (host) outcome.refused.push({ title: row.title, message: refusedHostMessage(host) });
      return !host;
    });
    if (allowed.length === 0) return null;
    const updated = await tx
      .update(games)
      // Published now is new to visitors: New Games goes by this date, not by the import's.
      .set(status === "draft" ? { status, draftReason: `${UNPUBLISHED_BY}${actor.email}` } : { status, draftReason: null, publishedAt: new Date() })
      .where(
        inArray(
          games.id,
          allowed.map((row) => row.id),
        ),
      )
      .returning({ title: games.title, slug: games.slug });
    for (const row of updated) {
      await recordAudit(tx, actor, status === "published" ? "published game" : "unpublished game", `${row.title} (${row.slug})`);
      outcome.changed.push(row.title);
    }
    // A draft is on no public page: not the hero, not pinned to Trending.
    if (status === "draft") await settleFeaturedPlaces(tx);
    return true;
  }).then(() => outcome);
}

/**
 * One game's status (Manage's Publish and Unpublish). Returns its title, or null when it
 * is gone; a game whose host is not allowed is not published (CatalogInputError says why).
 */
export async function setGameStatus(db: Database, id: string, status: GameStatus, actor: AuditActor, hosts: HostRule): Promise<string | null> {
  const { changed, unchanged, refused } = await setGamesStatus(db, [id], status, actor, hosts);
  if (refused[0]) throw new CatalogInputError(refused[0].message);
  return changed[0] ?? unchanged[0] ?? null;
}

/**
 * Adds a game under `slug`, or, when the slug is taken, replaces that game's values (its
 * id, and so its visitors' votes, stay). With `existing: "keep"` a taken slug is left alone.
 */
export async function putGame(tx: Transaction, slug: string, fields: GameFields, existing: "keep" | "replace"): Promise<void> {
  const values = gameValues(fields);
  const insert = tx.insert(games).values({ slug, ...values });
  if (existing === "keep") await insert.onConflictDoNothing();
  else {
    // The checks' verdict stays with the address it was about: kept when the URL is the same.
    const health = Object.fromEntries(
      Object.entries(healthOfNewUrl()).map(([column, value]) => [
        column,
        sql`case when ${games.gameUrl} = ${values.gameUrl} then ${games[column as keyof ReturnType<typeof healthOfNewUrl>]} else ${value} end`,
      ]),
    );
    await insert.onConflictDoUpdate({ target: games.slug, set: { ...values, ...health } });
  }
}
