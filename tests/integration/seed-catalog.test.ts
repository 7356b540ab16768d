import { count } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getAsset } from "~/domain/web/assets.server";
import { games } from "~/domain/db/schema.server";
import { loadSeedCatalog, seedNewInstall } from "~/domain/catalog/seed.server";
import { seedCatalog } from "../../content/catalog/seed-games";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { THUMBNAIL_WIDTHS, thumbnailVariantPath } from "~/lib/thumbnail-urls";
import { ENGINES, useTestDatabase } from "../support/test-database";

describe.each(ENGINES)("seed catalog on %s", (engine) => {
  // What a new install's first start leaves (the run's seeded template, made by the same
  // prepareDatabase a first start runs): seeding again is this file's subject, and the
  // start-up tests see a first start load the seed ("Loaded 87 seed games") on each engine.
  const database = useTestDatabase(engine, undefined, { template: "seeded" });

  it("loads every seed game with a locally made thumbnail into a new install, once", async () => {
    const [row] = await database.db.select({ n: count() }).from(games);
    expect(row?.n).toBe(seedCatalog.length);

    const bloxd = await gameBySlug(database.db, "bloxd-io");
    expect(bloxd).toMatchObject({ rating: 4.8, plays: 2_500_000, featured: true });
    expect(bloxd?.developer).toBeTruthy();
    expect(bloxd?.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await gameBySlug(database.db, "krunker-io")).toMatchObject({ rating: 4.7, plays: 3_200_000 });

    const path = bloxd!.thumbnail.replace("/storage/game-thumbnails/", "");
    const asset = await getAsset(database.db, "game-thumbnails", path);
    expect(asset?.contentType).toBe("image/webp");
    const metadata = await sharp(asset!.data).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 1080, 1080]);
    for (const width of THUMBNAIL_WIDTHS) {
      const variant = await getAsset(database.db, "game-thumbnails", thumbnailVariantPath(path, width));
      const size = await sharp(variant!.data).metadata();
      expect([size.format, size.width, size.height]).toEqual(["webp", width, width]);
      expect(variant!.data.length).toBeLessThan(asset!.data.length);
    }

    expect(await seedNewInstall(database.db)).toBe(0);
    expect(await loadSeedCatalog(database.db)).toBe(0);
  });

  it("does not bring deleted games back on the next start", async () => {
    await database.db.delete(games);
    expect(await seedNewInstall(database.db)).toBe(0);
  });
});
