import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { THUMBNAIL_WIDTHS } from "~/lib/thumbnail-urls";
import { publishGame, deleteGame } from "~/domain/catalog/writes.server";
import { pruneUnusedThumbnails, storeUploadedThumbnail } from "~/domain/catalog/thumbnails.server";
import { getAsset } from "~/domain/web/assets.server";
import { assets } from "~/domain/db/schema.server";
import { makeMissingVariant } from "~/domain/catalog/thumbnails.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: "admin-1", email: "admin@example.com" };
const original = () =>
  sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#0ea5e9" } })
    .webp()
    .toBuffer();

describe.each(ENGINES)("stored thumbnails on %s", (engine) => {
  const database = useTestDatabase(engine);

  const uploadPaths = async () =>
    (await database.db.select({ path: assets.path }).from(assets).where(like(assets.path, "uploads/%"))).map((row) => row.path).sort();

  it("keeps an upload with its card-sized variants, and two uploads in one millisecond apart", async () => {
    const [first, second] = await Promise.all([storeUploadedThumbnail(database.db, await original()), storeUploadedThumbnail(database.db, await original())]);
    expect(first).not.toBe(second);
    expect(await uploadPaths()).toHaveLength(2 * (1 + THUMBNAIL_WIDTHS.length));
  });

  it("prunes old uploads no game uses, variants and all, and keeps the used ones", async () => {
    await database.db.delete(assets).where(like(assets.path, "uploads/%"));
    const used = await storeUploadedThumbnail(database.db, await original());
    await storeUploadedThumbnail(database.db, await original());
    await publishGame(
      database.db,
      { title: "Uses a thumbnail", description: "", gameUrl: "https://krunker.io/", thumbnail: used, category: "Action", tags: [] },
      actor,
    );
    expect(await pruneUnusedThumbnails(database.db, 60_000)).toBe(0);
    expect(await pruneUnusedThumbnails(database.db, -60_000)).toBe(1 + THUMBNAIL_WIDTHS.length);
    const usedPath = used.replace("/storage/game-thumbnails/", "");
    expect(await uploadPaths()).toEqual([usedPath, ...THUMBNAIL_WIDTHS.map((w) => usedPath.replace(".webp", `-${w}.webp`))].sort());
  });

  it("removes a deleted game's thumbnail with its variants", async () => {
    await database.db.delete(assets).where(like(assets.path, "uploads/%"));
    const thumbnail = await storeUploadedThumbnail(database.db, await original());
    const game = await publishGame(
      database.db,
      { title: "Short-lived", description: "", gameUrl: "https://krunker.io/", thumbnail, category: "Action", tags: [] },
      actor,
    );
    await deleteGame(database.db, game.id, actor);
    expect(await uploadPaths()).toEqual([]);
  });

  it("makes a missing variant from its original once, and nothing for unknown files", async () => {
    const data = await original();
    await database.db.insert(assets).values({ bucket: "game-thumbnails", path: "legacy/old.webp", contentType: "image/webp", data });
    const made = await makeMissingVariant(database.db, "game-thumbnails", "legacy/old-256.webp");
    expect((await sharp(made!.data).metadata()).width).toBe(256);
    expect(await getAsset(database.db, "game-thumbnails", "legacy/old-256.webp")).not.toBeNull();
    expect(await makeMissingVariant(database.db, "game-thumbnails", "legacy/old-300.webp")).toBeNull();
    expect(await makeMissingVariant(database.db, "game-thumbnails", "legacy/none-256.webp")).toBeNull();
    expect(await makeMissingVariant(database.db, "other-bucket", "legacy/old-256.webp")).toBeNull();
    await database.db.delete(assets).where(and(eq(assets.bucket, "game-thumbnails"), like(assets.path, "legacy/%")));
  });
});
