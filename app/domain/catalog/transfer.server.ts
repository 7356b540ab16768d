/**
 * The whole catalog as one JSON file, thumbnails included (`npm run catalog:export`), and
 * back (`npm run catalog:import`). An import is held to the rules of publishing (the form's
 * schema, the allowed game hosts, the thumbnail checks of an upload) and is checked in
 * full before anything is written: a bad record changes nothing and is named. It then adds
 * or updates games by slug, never deletes one, in one transaction that announces the
 * change to every instance's page cache.
 */
import { sliceBreaks } from "../platform/event-loop.server";
import { JsonSyntaxError, JsonTooLargeError, parseJson } from "../platform/json-in-thread.server";
import { and, asc, eq, inArray, isNotNull, ne, notInArray } from "drizzle-orm";
import { z } from "zod";
import { THUMBNAIL_BUCKET, TRENDING_GAMES_LIMIT } from "~/lib/constants";
import { GAME_ORIENTATIONS, isValidSlug, type GameOrientation } from "~/lib/game";
import { publishGameSchema, tagListSchema } from "~/lib/game-form";
import { refusedGameHost, refusedHostMessage, storedGameUrl } from "./game-hosts.server";
import { recordAudit } from "../admin/audit-log.server";
import { checkThumbnail, storeThumbnailFiles, thumbnailFiles } from "./thumbnails.server";
import { assetUrl, getAsset } from "../web/assets.server";
import { withCatalogChange } from "./changes.server";
import { refreshGameStatistics } from "./statistics.server";
import { lockFeaturedPlaces, settleFeaturedPlaces } from "./featured.server";
import type { ServerConfig } from "../platform/config.server";
import type { Database } from "../db/connection.server";
import { GAME_STATUSES, games, type GameStatus } from "../db/schema.server";
import { putGame, type GameFields } from "./writes.server";

export const CATALOG_FORMAT = "zowii-catalog";
export const CATALOG_VERSION = 1;

export interface CatalogThumbnail {
  /** Where it is kept in the thumbnails bucket, e.g. "uploads/1700000000000.webp". */
  path: string;
  /** The 1080x1080 original, base64. */
  data: string;
}

export interface CatalogGame {
  slug: string;
  title: string;
  description: string;
  /** These three are absent in files exported before games had them: none given, not known. */
  instructions?: string;
  orientation?: GameOrientation | null;
  mobileFriendly?: boolean | null;
  gameUrl: string;
  category: string;
  tags: string[];
  rating: number | null;
  plays: number;
  votesCount: number;
  votesSum: number;
  developer: string | null;
  releaseDate: string | null;
  featured: boolean;
  /** Absent in files exported before drafts existed: published. */
  status?: GameStatus;
  /** Its place among Trending's pins, 1 first; absent when it is not pinned. */
  trendingPin?: number;
  createdAt: string;
  publishedAt: string;
  thumbnail: CatalogThumbnail | null;
}

export interface CatalogFile {
  format: typeof CATALOG_FORMAT;
  version: typeof CATALOG_VERSION;
  exportedAt: string;
  games: CatalogGame[];
}

const THUMBNAIL_PREFIX = assetUrl(THUMBNAIL_BUCKET, "");

/** Every game, oldest first, with the original of each thumbnail we hold. */
export async function exportCatalog(db: Database): Promise<CatalogFile> {
  const rows = await db.select().from(games).orderBy(asc(games.createdAt), asc(games.slug));
  const exported: CatalogGame[] = [];
  for (const row of rows) {
    const path = row.thumbnail.startsWith(THUMBNAIL_PREFIX) ? row.thumbnail.slice(THUMBNAIL_PREFIX.length) : null;
    const original = path ? await getAsset(db, THUMBNAIL_BUCKET, path) : null;
    exported.push({
      slug: row.slug,
      title: row.title,
      description: row.description,
      instructions: row.instructions,
      orientation: row.orientation,
      mobileFriendly: row.mobileFriendly,
      gameUrl: row.gameUrl,
      category: row.category,
      tags: row.tags,
      rating: row.rating,
      plays: row.plays,
      votesCount: row.votesCount,
      votesSum: row.votesSum,
      developer: row.developer,
      releaseDate: row.releaseDate,
      featured: row.featured,
      status: row.status,
      ...(row.trendingPin !== null ? { trendingPin: row.trendingPin } : {}),
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt.toISOString(),
      thumbnail: path && original ? { path, data: original.data.toString("base64") } : null,
    });
  }
  return { format: CATALOG_FORMAT, version: CATALOG_VERSION, exportedAt: new Date().toISOString(), games: exported };
}

/** A file that cannot be imported, with the reason (and the record, when one is at fault). */
export class CatalogImportError extends Error {
  override name = "CatalogImportError";
}

const timestamp = z.iso.datetime({ offset: true, error: "expected a date and time (ISO 8601)" });
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A record: the publish form's rules for what the form has, plain limits for the rest. */
const gameRecord = publishGameSchema
  .pick({ title: true, description: true, instructions: true, gameUrl: true, category: true })
  .extend({
    orientation: z.enum(GAME_ORIENTATIONS, { error: `expected "landscape", "portrait" or null` }).nullable().default(null),
    mobileFriendly: z.boolean({ error: "expected true, false or null" }).nullable().default(null),
    slug: z.string().refine(isValidSlug, "expected lowercase words joined by hyphens (krunker-io)"),
    tags: tagListSchema,
    rating: z.number().min(0).max(5).nullable(),
    plays: count,
    votesCount: count,
    votesSum: count,
    developer: z.string().trim().max(200).nullable(),
    releaseDate: z.iso.date({ error: "expected a date (YYYY-MM-DD)" }).nullable(),
    featured: z.boolean(),
    status: z.enum(GAME_STATUSES, { error: `expected "published" or "draft"` }).default("published"),
    trendingPin: z
      .number({ error: `expected a place in Trending from 1 to ${TRENDING_GAMES_LIMIT}` })
      .int(`expected a place in Trending from 1 to ${TRENDING_GAMES_LIMIT}`)
      .min(1, `expected a place in Trending from 1 to ${TRENDING_GAMES_LIMIT}`)
      .max(TRENDING_GAMES_LIMIT, `expected a place in Trending from 1 to ${TRENDING_GAMES_LIMIT}`)
      .nullish(),
    createdAt: timestamp,
    publishedAt: timestamp,
    thumbnail: z
      .object({
        path: z.string().regex(/^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._/-]{0,200}\.webp$/, "expected a path such as uploads/1700000000000.webp"),
        data: z.base64({ error: "expected the image in base64" }),
      })
      .nullable(),
  })
  .refine((game) => game.votesSum >= game.votesCount && game.votesSum <= 5 * game.votesCount, {
    message: "votesSum must lie between votesCount and 5 x votesCount (votes are 1-5 stars)",
    path: ["votesSum"],
  })
  .refine((game) => game.status === "published" || !game.featured, { message: "only a published game can be the hero", path: ["featured"] })
  .refine((game) => game.status === "published" || game.trendingPin == null, {
    message: "only a published game can be pinned to Trending",
    path: ["trendingPin"],
  });

export interface CheckedGame extends Omit<z.infer<typeof gameRecord>, "thumbnail"> {
  /** The thumbnail as it will be kept: the path, and the image re-encoded as an upload is. */
  thumbnail: { path: string; webp: Buffer } | null;
}

const fileHeader = z.object({
  format: z.literal(CATALOG_FORMAT, { error: `expected "format": "${CATALOG_FORMAT}"` }),
  version: z.literal(CATALOG_VERSION, { error: `expected "version": ${CATALOG_VERSION}` }),
  games: z.array(z.unknown(), { error: 'expected "games": a list of games' }),
});

function describeRecord(index: number, raw: unknown): string {
  const record = (raw ?? {}) as { slug?: unknown; title?: unknown };
  const name =
    typeof record.slug === "string" ? ` (slug "${record.slug.slice(0, 100)}")` : typeof record.title === "string" ? ` ("${record.title.slice(0, 100)}")` : "";
  return `record ${index + 1}${name}`;
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/**
 * Reads and checks a whole catalog file. Throws CatalogImportError naming the first
 * record at fault; returns the games ready to be written otherwise.
 */
export async function checkCatalogFile(text: string, config: Pick<ServerConfig, "allowedGameHosts" | "siteUrl">): Promise<CheckedGame[]> {
  let json: unknown;
  try {
    json = await parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new CatalogImportError(`the file is not JSON (${error.message})`);
    if (error instanceof JsonTooLargeError) throw new CatalogImportError("the file is too large to read");
    throw error;
  }
  const header = fileHeader.safeParse(json);
  if (!header.success) throw new CatalogImportError(`the file is not a Zowii catalog: ${header.error.issues[0]!.message}`);

  const hosts = config.allowedGameHosts;
  const checked: CheckedGame[] = [];
  const slugs = new Set<string>();
  const paths = new Map<string, string>();
  const pins = new Map<number, string>();
  // Visitors are answered between the records of a large file.
  const pause = sliceBreaks();
  for (const [index, raw] of header.data.games.entries()) {
    await pause();
    const fail = (reason: string) => new CatalogImportError(`${describeRecord(index, raw)}: ${reason}`);
    const parsed = gameRecord.safeParse(raw);
    if (!parsed.success) throw fail(issueText(parsed.error));
    const game = { ...parsed.data, gameUrl: storedGameUrl(parsed.data.gameUrl, config.siteUrl) };
    if (slugs.has(game.slug)) throw fail("another record has the same slug");
    slugs.add(game.slug);
    if (game.trendingPin != null) {
      const pinnedAlready = pins.get(game.trendingPin);
      if (pinnedAlready) throw fail(`trendingPin: ${pinnedAlready} is pinned at place ${game.trendingPin} too`);
      pins.set(game.trendingPin, game.slug);
    }
    const refusedHost = refusedGameHost(game.gameUrl, hosts, config.siteUrl);
    if (refusedHost) throw fail(`gameUrl: ${refusedHostMessage(refusedHost)}`);
    let thumbnail: CheckedGame["thumbnail"] = null;
    if (game.thumbnail) {
      const sharedWith = paths.get(game.thumbnail.path);
      if (sharedWith) throw fail(`thumbnail: the path ${game.thumbnail.path} is also the thumbnail of ${sharedWith}`);
      paths.set(game.thumbnail.path, game.slug);
      const image = await checkThumbnail(Buffer.from(game.thumbnail.data, "base64"));
      if (!image.ok) throw fail(`thumbnail: ${image.message}`);
      thumbnail = { path: game.thumbnail.path, webp: image.webp };
    }
    checked.push({ ...game, thumbnail });
  }
  if (checked.filter((game) => game.featured).length > 1) throw new CatalogImportError("more than one record is featured: the hero shows one game");
  return checked;
}

export interface ImportResult {
  added: number;
  updated: number;
  thumbnails: number;
}

/**
 * Writes checked games in one transaction: a slug already in the catalog is updated (its
 * id, and so its visitors' votes, stay), a new one added. A featured record takes the
 * hero from whichever game had it; a file with pinned records sets Trending's pins to
 * its own, in its order. Nothing is deleted.
 */
export async function importCatalog(db: Database, checked: CheckedGame[], source: string): Promise<ImportResult> {
  const files = await Promise.all(checked.map((game) => (game.thumbnail ? thumbnailFiles(game.thumbnail.path, game.thumbnail.webp) : null)));
  // Even an empty file is recorded (and announced) as an import.
  const result = await withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const existing = new Set(
      checked.length === 0
        ? []
        : (
            await tx
              .select({ slug: games.slug })
              .from(games)
              .where(
                inArray(
                  games.slug,
                  checked.map((game) => game.slug),
                ),
              )
          ).map((row) => row.slug),
    );
    // A thumbnail path another game of this catalog shows would change that game's picture.
    for (const game of checked) {
      if (!game.thumbnail) continue;
      const url = assetUrl(THUMBNAIL_BUCKET, game.thumbnail.path);
      const [other] = await tx
        .select({ slug: games.slug })
        .from(games)
        .where(and(eq(games.thumbnail, url), ne(games.slug, game.slug)))
        .limit(1);
      if (other && !checked.some((incoming) => incoming.slug === other.slug)) {
        throw new CatalogImportError(`slug "${game.slug}": thumbnail: the path ${game.thumbnail.path} is the thumbnail of ${other.slug} in this catalog`);
      }
    }
    if (checked.some((game) => game.featured)) {
      await tx
        .update(games)
        .set({ featured: false })
        .where(
          notInArray(
            games.slug,
            checked.filter((game) => game.featured).map((game) => game.slug),
          ),
        );
    }
    // Featured last, so the one-featured-game index never sees two at once.
    const ordered = [...checked.entries()].sort(([, a], [, b]) => Number(a.featured) - Number(b.featured));
    for (const [index, game] of ordered) {
      await storeThumbnailFiles(tx, files[index] ?? [], "replace");
      const fields: GameFields = {
        ...game,
        thumbnail: game.thumbnail ? assetUrl(THUMBNAIL_BUCKET, game.thumbnail.path) : "",
        createdAt: new Date(game.createdAt),
        publishedAt: new Date(game.publishedAt),
      };
      await putGame(tx, game.slug, fields, "replace");
    }
    const pinned = checked.filter((game) => game.trendingPin != null);
    if (pinned.length > 0) {
      await tx.update(games).set({ trendingPin: null }).where(isNotNull(games.trendingPin));
      for (const game of pinned) await tx.update(games).set({ trendingPin: game.trendingPin }).where(eq(games.slug, game.slug));
    }
    // Records that took a pinned game or the hero back to drafts, and gaps in the file's places.
    await settleFeaturedPlaces(tx);
    const added = checked.filter((game) => !existing.has(game.slug)).length;
    await recordAudit(tx, { id: null, email: "npm run catalog:import" }, "imported catalog", `${checked.length} games from ${source}`);
    return { added, updated: checked.length - added, thumbnails: files.filter(Boolean).length };
  });
  await refreshGameStatistics(db, checked.length);
  return result;
}
