/**
 * A feed game's thumbnail, fetched in the background (the job queue, eight at a time per
 * instance): checked to be an image by its bytes, cropped and resized to our 1080x1080
 * WebP and its card variants like an upload, one image at a time by the background process
 * at the lowest CPU priority. Until then the game shows its title card. An
 * image that cannot be fetched or is not an image sends a published game back to drafts
 * with the reason, so no public card shows a broken image.
 */
import { and, eq, not, sql } from "drizzle-orm";
import { sharp } from "../platform/images.server";
import { THUMBNAIL_BUCKET, THUMBNAIL_SIZE } from "~/lib/constants";
import { recordAudit } from "../admin/audit-log.server";
import { assetUrl } from "../web/assets.server";
import { withCatalogChange, withSpacedCatalogChange } from "../catalog/changes.server";
import { lockFeaturedPlaces, settleFeaturedPlaces } from "../catalog/featured.server";
import { imageSignature, storeThumbnailFiles, thumbnailFiles, type ThumbnailFile } from "../catalog/thumbnails.server";
import type { Database } from "../db/connection.server";
import { games } from "../db/schema.server";
import { defineJobKind, PermanentJobError, type NewJob } from "../jobs/queue.server";
import { BackgroundProcessError, defineBackgroundWork } from "../jobs/background-process.server";
import { InFlight } from "../platform/in-flight.server";
import { fetchOutbound, OutboundFetchError } from "../platform/outbound-fetch.server";

export const THUMBNAIL_FETCH_JOB = "thumbnail-fetch";
/** Feed images are often the provider's large banners. */
export const FEED_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const FEED_IMAGE_TIMEOUT_MS = 20_000;
/** Larger pictures are refused before they are decoded (a small file can claim huge dimensions). */
const MAX_PIXELS = 40_000_000;
export const THUMBNAIL_FETCHER = { id: null, email: "thumbnail fetch" } as const;
/** How the draft reason of a game whose thumbnail failed starts: a feed's drip does not publish it. */
export const THUMBNAIL_FAILED = "Its thumbnail (";

interface ThumbnailFetch {
  gameId: string;
  imageUrl: string;
}

export function thumbnailFetchJob(gameId: string, imageUrl: string): NewJob {
  return { kind: THUMBNAIL_FETCH_JOB, key: `${THUMBNAIL_FETCH_JOB}:${gameId}`, payload: { gameId, imageUrl } satisfies ThumbnailFetch };
}

/** The picture as our thumbnail: a 1080x1080 WebP, cropped to the square from its centre. */
export async function squareThumbnail(bytes: Buffer): Promise<Buffer> {
  const signature = imageSignature(bytes);
  if (!signature) throw new PermanentJobError("it is not an image (JPEG, PNG, GIF, WebP or AVIF)");
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (format !== signature) throw new Error("mismatch");
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "truncated", pages: 1 })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new PermanentJobError("it is not an image that can be read (damaged, or larger than 40 megapixels)");
  }
}

/**
 * The files a feed's picture is kept as (our square thumbnail and its card variants), made in
 * the background process at the lowest CPU priority when the portal runs from its build:
 * visitors' pages come first (jobs/background-process.server.ts).
 */
const feedThumbnailFiles = defineBackgroundWork("feed-thumbnail", async ({ path, bytes }: { path: string; bytes: Buffer }): Promise<ThumbnailFile[]> =>
  thumbnailFiles(path, await squareThumbnail(bytes)),
);

/** Whether an attempt later could go better: a host that timed out or dropped the line may answer then. */
function retryable(error: OutboundFetchError): boolean {
  return error.reason === "timeout" || error.reason === "network" || (error.reason === "status" && /\b5\d\d\b/.test(error.message));
}

export interface ThumbnailFetchSettings {
  allowPrivate: boolean;
}

/** Games of a feed that name one image fetch it once while their jobs run at the same time. */
const fetchingImages = new InFlight<Buffer>();

/** Makes the thumbnail-fetch job known to this process's worker. */
export function defineThumbnailFetchJob(settings: ThumbnailFetchSettings): void {
  defineJobKind<ThumbnailFetch>(THUMBNAIL_FETCH_JOB, {
    concurrency: 8,
    leaseMs: 5 * 60_000,
    async run({ gameId, imageUrl }, db) {
      let body: Buffer;
      try {
        body = await fetchingImages.run(imageUrl, async () => {
          const answer = await fetchOutbound(imageUrl, {
            allowPrivate: settings.allowPrivate,
            maxBytes: FEED_IMAGE_MAX_BYTES,
            timeoutMs: FEED_IMAGE_TIMEOUT_MS,
            accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1",
          });
          return answer.body;
        });
      } catch (error) {
        if (error instanceof OutboundFetchError && !retryable(error)) throw new PermanentJobError(error.message);
        throw error;
      }
      const path = `feeds/${gameId}-${Date.now()}.webp`;
      const files = await feedThumbnailFiles({ path, bytes: body });
      let slug: string | null = null;
      // Announced a few seconds apart at the most: a feed's thumbnails arrive many a second,
      // and each announcement empties the page caches (a change to pictures: the indexes stay).
      await withSpacedCatalogChange(db, async (tx) => {
        // The operator's own thumbnail is never replaced by the feed's.
        const [game] = await tx
          .select({ slug: games.slug, status: games.status })
          .from(games)
          .where(and(eq(games.id, gameId), not(sql`'imageUrl' = any(${games.editedFields})`)))
          .for("update");
        if (!game) return null;
        await storeThumbnailFiles(tx, files, "keep");
        await tx
          .update(games)
          .set({ thumbnail: assetUrl(THUMBNAIL_BUCKET, path) })
          .where(eq(games.id, gameId));
        slug = game.slug;
        // A draft's picture is on no public page: cached pages stay as they are.
        return game.status === "published" || null;
      });
      return slug ? `Stored the thumbnail of ${slug}` : "The game is gone or has the operator's thumbnail: nothing to do";
    },
    async gaveUp({ gameId, imageUrl }, error, db) {
      // The picture was never judged: the game keeps its title card rather than leave the site.
      if (error instanceof BackgroundProcessError) return;
      await sendBackToDrafts(db, gameId, `${THUMBNAIL_FAILED}${imageUrl}) could not be used: ${error instanceof Error ? error.message : String(error)}`);
    },
  });
}

/** Takes a game off the site (and off the hero and Trending's pins) with the reason Manage shows; a draft just gets the reason. */
export async function sendBackToDrafts(db: Database, gameId: string, reason: string): Promise<void> {
  await withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const [before] = await tx.select({ status: games.status }).from(games).where(eq(games.id, gameId)).for("update");
    if (!before) return null;
    const wasPublished = before.status === "published";
    const [row] = await tx
      .update(games)
      .set({ status: "draft", draftReason: reason.slice(0, 1000) })
      .where(eq(games.id, gameId))
      .returning({ title: games.title, slug: games.slug });
    if (wasPublished && row) await recordAudit(tx, THUMBNAIL_FETCHER, "unpublished game", `${row.title} (${row.slug}): ${reason.slice(0, 300)}`);
    if (wasPublished) await settleFeaturedPlaces(tx);
    // Only a game that was on the site changes what visitors see.
    return wasPublished || null;
  });
}
