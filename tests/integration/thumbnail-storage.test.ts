import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THUMBNAIL_WIDTHS } from "~/lib/thumbnail-urls";
import { publishGame, deleteGame } from "~/domain/catalog/writes.server";
import { pruneUnusedUploads, storeUploadedThumbnail } from "~/domain/catalog/thumbnails.server";
import { getAsset } from "~/domain/assets.server";
import type { DatabaseHandle } from "~/domain/db/connection.server";
import { assets } from "~/domain/db/schema.server";
import { makeMissingVariant } from "~/domain/catalog/thumbnails.server";
import { ENGINES, openTestDatabase } from "../support/test-database";

const actor = { id: "admin-1", email: "admin@example.com" };
const original = () => sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#0ea5e9" } }).webp().toBuffer();

describe.each(ENGINES)("stored thumbnails on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const uploadPaths = async () =>
    (await handle.db.select({ path: assets.path }).from(assets).where(like(assets.path, "uploads/%"))).map((row) => row.path).sort();

  it("keeps an upload with its card-sized variants, and two uploads in one millisecond apart", async () => {
    const [first, second] = await Promise.all([storeUploadedThumbnail(handle.db, await original()), storeUploadedThumbnail(handle.db, await original())]);
    expect(first).not.toBe(second);
    expect(await uploadPaths()).toHaveLength(2 * (1 + THUMBNAIL_WIDTHS.length));
  });

  it("prunes old uploads no game uses, variants and all, and keeps the used ones", async () => {
    await handle.db.delete(assets).where(like(assets.path, "uploads/%"));
    const used = await storeUploadedThumbnail(handle.db, await original());
    await storeUploadedThumbnail(handle.db, await original());
    await publishGame(handle.db, { title: "Uses a thumbnail", description: "", gameUrl: "https://krunker.io/", thumbnail: used, category: "Action", tags: [] }, actor);
    expect(await pruneUnusedUploads(handle.db, 60_000)).toBe(0);
    expect(await pruneUnusedUploads(handle.db, -60_000)).toBe(1 + THUMBNAIL_WIDTHS.length);
    const usedPath = used.replace("/storage/game-thumbnails/", "");
    expect(await uploadPaths()).toEqual([usedPath, ...THUMBNAIL_WIDTHS.map((w) => usedPath.replace(".webp", `-${w}.webp`))].sort());
  });

  it("removes a deleted game's thumbnail with its variants", async () => {
    await handle.db.delete(assets).where(like(assets.path, "uploads/%"));
    const thumbnail = await storeUploadedThumbnail(handle.db, await original());
    const game = await publishGame(handle.db, { title: "Short-lived", description: "", gameUrl: "https://krunker.io/", thumbnail, category: "Action", tags: [] }, actor);
    await deleteGame(handle.db, game.id, actor);
    expect(await uploadPaths()).toEqual([]);
  });

  it("makes a missing variant from its original once, and nothing for unknown files", async () => {
    const data = await original();
    await handle.db.insert(assets).values({ bucket: "game-thumbnails", path: "legacy/old.webp", contentType: "image/webp", data });
    const made = await makeMissingVariant(handle.db, "game-thumbnails", "legacy/old-256.webp");
    expect((await sharp(made!.data).metadata()).width).toBe(256);
    expect(await getAsset(handle.db, "game-thumbnails", "legacy/old-256.webp")).not.toBeNull();
    expect(await makeMissingVariant(handle.db, "game-thumbnails", "legacy/old-300.webp")).toBeNull();
    expect(await makeMissingVariant(handle.db, "game-thumbnails", "legacy/none-256.webp")).toBeNull();
    expect(await makeMissingVariant(handle.db, "other-bucket", "legacy/old-256.webp")).toBeNull();
    await handle.db.delete(assets).where(and(eq(assets.bucket, "game-thumbnails"), like(assets.path, "legacy/%")));
  });
});
