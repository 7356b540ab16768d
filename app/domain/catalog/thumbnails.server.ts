/**
 * Thumbnails: the title cards of seed games, the checks an uploaded image must pass, and
 * the one way a thumbnail's files (the original and its card-sized variants) are stored.
 */
import { and, eq, like, lt, notExists, or, sql, TransactionRollbackError } from "drizzle-orm";
import { sharp } from "../platform/images.server";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { CATEGORY_GRADIENTS, isPublishCategory, type Category, type PublishCategory } from "~/lib/categories";
import { THUMBNAIL_BUCKET, THUMBNAIL_MAX_BYTES, THUMBNAIL_SIZE } from "~/lib/constants";
import { THUMBNAIL_WIDTHS, parseVariantPath, thumbnailVariantPath } from "~/lib/thumbnail-urls";
import { assetUrl, getAsset, type Asset } from "../web/assets.server";
import type { Database } from "../db/connection.server";
import { assets, games } from "../db/schema.server";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a title into at most three lines of about `width` characters. */
export function wrapTitle(title: string, width = 12): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 3)
    lines.splice(
      2,
      lines.length - 2,
      `${lines
        .slice(2)
        .join(" ")
        .slice(0, width - 1)}…`,
    );
  return lines;
}

/**
 * A title card on the category's gradient: the thumbnail of a seed game, made
 * locally so that setting up the portal downloads nothing.
 */
export async function renderTitleThumbnail(title: string, category: Category | PublishCategory): Promise<Buffer> {
  const [from, to] = CATEGORY_GRADIENTS[category];
  const size = THUMBNAIL_SIZE;
  const lines = wrapTitle(title);
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const fontSize = Math.min(170, Math.floor((size * 0.82) / (longest * 0.62)));
  const lineHeight = fontSize * 1.15;
  const firstBaseline = size / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const text = lines.map((line, i) => `<text x="50%" y="${firstBaseline + i * lineHeight}" text-anchor="middle">${escapeXml(line)}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${size * 0.85}" cy="${size * 0.15}" r="${size * 0.3}" fill="#fff" fill-opacity="0.08"/>
  <circle cx="${size * 0.1}" cy="${size * 0.92}" r="${size * 0.25}" fill="#000" fill-opacity="0.08"/>
  <g font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="bold" font-size="${fontSize}"
     fill="#fff" stroke="#000" stroke-opacity="0.15" stroke-width="4">${text}</g>
  <text x="50%" y="${size - 70}" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
     font-size="44" fill="#fff" fill-opacity="0.85">${escapeXml(category.toUpperCase())}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export interface ThumbnailFile {
  path: string;
  data: Buffer;
}

/** A card-sized WebP of a 1080x1080 thumbnail. */
export function thumbnailVariant(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original).resize(width, width).webp({ quality: 75 }).toBuffer();
}

/**
 * The files one thumbnail is kept as: the original at `path` and its card-sized variants
 * (see thumbnail-urls.ts). AVIF is not made: at an encoding effort that keeps seeding and
 * uploads quick it came out larger than WebP on our thumbnails (docs/performance.md).
 */
export async function thumbnailFiles(path: string, original: Buffer): Promise<ThumbnailFile[]> {
  const variants = await Promise.all(
    THUMBNAIL_WIDTHS.map(async (width) => ({ path: thumbnailVariantPath(path, width), data: await thumbnailVariant(original, width) })),
  );
  return [{ path, data: original }, ...variants];
}

/** Every stored path of the thumbnail kept at `path`. */
export function thumbnailPaths(path: string): string[] {
  return [path, ...THUMBNAIL_WIDTHS.map((width) => thumbnailVariantPath(path, width))];
}

/**
 * A variant asked for but not stored (a thumbnail kept before variants existed) is
 * made from its original once, then stored like the others.
 */
export async function makeMissingVariant(db: Database, bucket: string, path: string): Promise<Asset | null> {
  const variant = bucket === THUMBNAIL_BUCKET ? parseVariantPath(path) : null;
  const original = variant && ((await getAsset(db, bucket, variant.base)) ?? (await makeTitleCard(db, bucket, variant.base)));
  if (!variant || !original) return null;
  const data = await thumbnailVariant(original.data, variant.width);
  await storeThumbnailFiles(db, [{ path, data }], "keep");
  return { bucket, path, contentType: "image/webp", data };
}

/** Where a game's title card is kept: what it shows until its own thumbnail is fetched. */
export function titleCardPath(gameId: string): string {
  return `cards/${gameId}.webp`;
}

const TITLE_CARD = /^cards\/([0-9a-f-]{36})\.webp$/;

/**
 * A title card asked for before it was made (a game imported from a feed, its thumbnail
 * not fetched yet) is rendered from its game once, then kept like any thumbnail.
 */
export async function makeTitleCard(db: Database, bucket: string, path: string): Promise<Asset | null> {
  const gameId = bucket === THUMBNAIL_BUCKET ? TITLE_CARD.exec(path)?.[1] : undefined;
  if (!gameId) return null;
  const [game] = await db.select({ title: games.title, category: games.category }).from(games).where(eq(games.id, gameId)).limit(1);
  if (!game || !isPublishCategory(game.category)) return null;
  const files = await thumbnailFiles(path, await renderTitleThumbnail(game.title, game.category));
  await storeThumbnailFiles(db, files, "keep");
  return { bucket, path, contentType: "image/webp", data: files[0]!.data };
}

/**
 * Writes thumbnail files to the thumbnails bucket. A path already stored is left as it is
 * ("keep") or overwritten ("replace"). Returns how many files were written.
 */
export async function storeThumbnailFiles(db: Pick<Database, "insert">, files: ThumbnailFile[], existing: "keep" | "replace"): Promise<number> {
  if (files.length === 0) return 0;
  const insert = db.insert(assets).values(files.map(({ path, data }) => ({ bucket: THUMBNAIL_BUCKET, path, contentType: "image/webp", data })));
  const written =
    existing === "keep"
      ? await insert.onConflictDoNothing().returning({ path: assets.path })
      : await insert
          .onConflictDoUpdate({ target: [assets.bucket, assets.path], set: { contentType: sql`excluded.content_type`, data: sql`excluded.data` } })
          .returning({ path: assets.path });
  return written.length;
}

/**
 * Uploaded thumbnails are judged by their bytes, never by their name or declared type:
 * the file must start like an image we accept, decode completely, and be exactly
 * 1080x1080. What we keep is a fresh WebP encoding, so nothing but pixels survives
 * (no trailing script of a polyglot file, no metadata).
 */

const SIGNATURES: { format: string; matches: (b: Buffer) => boolean }[] = [
  { format: "png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: "jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: "gif", matches: (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")) },
  { format: "webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
  { format: "heif", matches: (b) => b.subarray(4, 8).toString("latin1") === "ftyp" && /^avi[fs]$/.test(b.subarray(8, 12).toString("latin1")) },
];

export type ThumbnailCheck = { ok: true; webp: Buffer } | { ok: false; message: string };

/** The image format the bytes start like, or null when they are no image we take. */
export function imageSignature(bytes: Buffer): string | null {
  return SIGNATURES.find((candidate) => candidate.matches(bytes))?.format ?? null;
}

export async function checkThumbnail(bytes: Buffer): Promise<ThumbnailCheck> {
  if (bytes.length > THUMBNAIL_MAX_BYTES) return { ok: false, message: thumbnailTooLargeMessage() };
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  if (!signature) return { ok: false, message: ADMIN_MESSAGES.selectImage };
  try {
    // The header alone: a picture of the wrong size is refused before any pixel is decoded.
    const { width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    // A file may start like a PNG and be something else inside.
    if (format !== signature.format) return { ok: false, message: ADMIN_MESSAGES.invalidImage };
    if (width !== THUMBNAIL_SIZE || height !== THUMBNAIL_SIZE) return { ok: false, message: ADMIN_MESSAGES.thumbnailSize };
    const decoder = sharp(bytes, { limitInputPixels: THUMBNAIL_SIZE * THUMBNAIL_SIZE, failOn: "truncated", pages: 1 });
    return { ok: true, webp: await decoder.webp({ quality: 85 }).toBuffer() };
  } catch {
    return { ok: false, message: ADMIN_MESSAGES.invalidImage };
  }
}

export function thumbnailTooLargeMessage(): string {
  return `The thumbnail is larger than ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB`;
}

/**
 * Stores a checked thumbnail at uploads/{timestamp}.webp in the game-thumbnails bucket
 * (docs/product.md §7) and returns its public URL.
 */
export async function storeUploadedThumbnail(db: Database, webp: Buffer): Promise<string> {
  for (let timestamp = Date.now(); ; timestamp += 1) {
    const files = await thumbnailFiles(`uploads/${timestamp}.webp`, webp);
    const stored = await db
      .transaction(async (tx) => {
        // Another upload took this timestamp: try the next one.
        if ((await storeThumbnailFiles(tx, files, "keep")) !== files.length) tx.rollback();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (stored) return assetUrl(THUMBNAIL_BUCKET, files[0]!.path);
  }
}

/**
 * Files of thumbnails no game shows any more (uploads never published, title cards and
 * fetched images a game has moved on from) are removed, with their variants, after a day.
 */
export async function pruneUnusedThumbnails(db: Database, olderThanMs = 24 * 60 * 60_000): Promise<number> {
  // The URL assetUrl() gives the original an upload's file belongs to.
  const originalUrl = sql`'/storage/' || ${assets.bucket} || '/' || regexp_replace(${assets.path}, '-\\d+\\.webp$', '.webp')`;
  const removed = await db
    .delete(assets)
    .where(
      and(
        eq(assets.bucket, THUMBNAIL_BUCKET),
        or(like(assets.path, "uploads/%"), like(assets.path, "cards/%"), like(assets.path, "feeds/%")),
        lt(assets.createdAt, new Date(Date.now() - olderThanMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(games)
            .where(eq(games.thumbnail, originalUrl)),
        ),
      ),
    )
    .returning({ path: assets.path });
  return removed.length;
}
