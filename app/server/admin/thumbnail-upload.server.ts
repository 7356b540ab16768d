import { and, eq, like, lt, notExists, sql, TransactionRollbackError } from "drizzle-orm";
import sharp from "sharp";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { THUMBNAIL_BUCKET, THUMBNAIL_MAX_BYTES, THUMBNAIL_SIZE } from "~/lib/constants";
import { assetUrl } from "../assets.server";
import type { Database } from "../db/connection.server";
import { assets, games } from "../db/schema.server";
import { thumbnailFiles } from "../thumbnails.server";

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
 * (spec section 7) and returns its public URL.
 */
export async function storeUploadedThumbnail(db: Database, webp: Buffer): Promise<string> {
  for (let timestamp = Date.now(); ; timestamp += 1) {
    const files = await thumbnailFiles(`uploads/${timestamp}.webp`, webp);
    const stored = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(assets)
        .values(files.map(({ path, data }) => ({ bucket: THUMBNAIL_BUCKET, path, contentType: "image/webp", data })))
        .onConflictDoNothing()
        .returning({ path: assets.path });
      // Another upload took this timestamp: try the next one.
      if (rows.length !== files.length) tx.rollback();
      return true;
    }).catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
    if (stored) return assetUrl(THUMBNAIL_BUCKET, files[0]!.path);
  }
}

/** Uploads never used by a published game are removed, with their variants, after a day. */
export async function pruneUnusedUploads(db: Database, olderThanMs = 24 * 60 * 60_000): Promise<number> {
  // The URL assetUrl() gives the original an upload's file belongs to.
  const originalUrl = sql`'/storage/' || ${assets.bucket} || '/' || regexp_replace(${assets.path}, '-\\d+\\.webp$', '.webp')`;
  const removed = await db
    .delete(assets)
    .where(
      and(
        eq(assets.bucket, THUMBNAIL_BUCKET),
        like(assets.path, "uploads/%"),
        lt(assets.createdAt, new Date(Date.now() - olderThanMs)),
        notExists(db.select({ one: sql`1` }).from(games).where(eq(games.thumbnail, originalUrl))),
      ),
    )
    .returning({ path: assets.path });
  return removed.length;
}
