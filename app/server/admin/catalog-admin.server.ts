import { and, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import type { EditGameInput, PublishGameInput } from "~/lib/game-form";
import { assetUrl } from "../assets.server";
import type { Database } from "../db/connection.server";
import { assets, games } from "../db/schema.server";
import { shownRating, toGameCard } from "../games.server";
import { thumbnailPaths } from "../thumbnails.server";
import { emitCatalogChange, notifyCatalogChange } from "../catalog-events.server";
import { recordAudit, type AuditActor } from "./audit-log.server";

/** The catalog's writes, made from the admin panel. Each one is a transaction with its audit entry. */

/** A newly published game's starting values (spec section 9). */
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

const UPLOADS_PREFIX = "uploads/";

/** The storage path of a thumbnail we hold for uploads, or null for any other URL. */
function uploadedThumbnailPath(url: string): string | null {
  const prefix = assetUrl(THUMBNAIL_BUCKET, UPLOADS_PREFIX);
  if (!url.startsWith(prefix)) return null;
  return url.slice(assetUrl(THUMBNAIL_BUCKET, "").length);
}

export class CatalogInputError extends Error {}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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
  if (!row) throw new CatalogInputError("The thumbnail was not found: upload it again.");
}

export interface PublishedGame {
  id: string;
  slug: string;
}

export async function publishGame(db: Database, input: PublishGameInput, actor: AuditActor): Promise<PublishedGame> {
  const published = await db.transaction(async (tx) => {
    await assertThumbnailStored(tx, input.thumbnail);
    const base = slugify(input.title);
    const now = new Date();
    for (let attempt = 1; ; attempt += 1) {
      const slug = attempt === 1 ? base : `${base}-${attempt <= 20 ? attempt : randomInt(21, 1_000_000)}`;
      const [row] = await tx
        .insert(games)
        .values({
          slug,
          title: input.title,
          description: input.description,
          gameUrl: input.gameUrl,
          thumbnail: input.thumbnail,
          category: input.category,
          tags: input.tags,
          rating: NEW_GAME_RATING,
          plays: randomInt(NEW_GAME_PLAYS_MIN, NEW_GAME_PLAYS_MAX + 1),
          createdAt: now,
          publishedAt: now,
        })
        .onConflictDoNothing({ target: games.slug })
        .returning({ id: games.id, slug: games.slug });
      if (row) {
        await recordAudit(tx, actor, "published game", `${input.title} (${slug})`);
        await notifyCatalogChange(tx);
        return row;
      }
    }
  });
  emitCatalogChange();
  return published;
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
 * Edit (spec section 7): title, description, category, game_url and tags, and a new
 * thumbnail when one was uploaded; the one it replaces goes in the same transaction.
 * False when the game is gone.
 */
export async function updateGame(db: Database, input: EditGameInput, actor: AuditActor): Promise<boolean> {
  const updated = await db.transaction(async (tx) => {
    await assertThumbnailStored(tx, input.thumbnail);
    const [before] = await tx.select({ thumbnail: games.thumbnail }).from(games).where(eq(games.id, input.id)).for("update");
    if (!before) return false;
    const [row] = await tx
      .update(games)
      .set({
        title: input.title,
        description: input.description,
        category: input.category,
        gameUrl: input.gameUrl,
        tags: input.tags,
        ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
      })
      .where(eq(games.id, input.id))
      .returning({ slug: games.slug });
    if (!row) return false;
    if (input.thumbnail && input.thumbnail !== before.thumbnail) await removeThumbnailIfUnused(tx, before.thumbnail);
    await recordAudit(tx, actor, "edited game", `${input.title} (${row.slug})`);
    await notifyCatalogChange(tx);
    return true;
  });
  if (updated) emitCatalogChange();
  return updated;
}

/** Deletes a game and the thumbnail uploaded for it; returns its title, or null when it was not there. */
export async function deleteGame(db: Database, id: string, actor: AuditActor): Promise<string | null> {
  const title = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(games)
      .where(eq(games.id, id))
      .returning({ title: games.title, slug: games.slug, thumbnail: games.thumbnail });
    if (!row) return null;
    await removeThumbnailIfUnused(tx, row.thumbnail);
    await recordAudit(tx, actor, "deleted game", `${row.title} (${row.slug})`);
    await notifyCatalogChange(tx);
    return row.title;
  });
  if (title !== null) emitCatalogChange();
  return title;
}

export interface ManagedGame {
  id: string;
  slug: string;
  title: string;
  description: string;
  gameUrl: string;
  thumbnail: string;
  category: string;
  tags: string[];
  rating: number;
  plays: number;
}

export const MANAGE_PAGE_SIZE = 24;

/** `%`, `_` and `\` typed by an operator are matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Manage Games: newest first (created_at, spec section 7), optionally filtered by a
 * case-insensitive substring of the title or category (spec section 5).
 */
export async function listManagedGames(
  db: Database,
  { query = "", limit = MANAGE_PAGE_SIZE }: { query?: string; limit?: number },
): Promise<{ games: ManagedGame[]; total: number }> {
  const text = query.trim().replace(/\p{Cc}/gu, "").slice(0, 100);
  const where = text ? or(ilike(games.title, containsPattern(text)), ilike(games.category, containsPattern(text))) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: games.id,
        slug: games.slug,
        title: games.title,
        description: games.description,
        gameUrl: games.gameUrl,
        thumbnail: games.thumbnail,
        category: games.category,
        tags: games.tags,
        rating: shownRating,
        plays: games.plays,
      })
      .from(games)
      .where(where)
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(limit),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return {
    games: rows.map((row) => ({ ...row, ...toGameCard(row), description: row.description })),
    total: totals?.total ?? 0,
  };
}
