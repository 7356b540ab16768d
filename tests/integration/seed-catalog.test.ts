import fs from "node:fs";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getAsset } from "~/domain/assets.server";
import { games } from "~/domain/db/schema.server";
import { loadSeedCatalog, seedNewInstall } from "~/domain/catalog/seed.server";
import { builtTitleCardFile, renderTitleThumbnail, thumbnailFiles, titleCardFiles, titleCardSvg } from "~/domain/catalog/thumbnails.server";
import { isPublishCategory } from "~/lib/categories";
import { seedCatalog } from "../../content/catalog/seed-games";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { THUMBNAIL_WIDTHS, thumbnailVariantPath } from "~/lib/thumbnail-urls";
import { ENGINES, temporaryDirectory, useTestDatabase } from "../support/test-database";

describe.each(ENGINES)("seed catalog on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("loads every seed game with a locally made thumbnail into a new install, once", async () => {
    expect(await seedNewInstall(database.db)).toBe(seedCatalog.length);
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

    // The card the build made (`npm run build`, before the tests), not one rendered here.
    expect(asset!.data.equals(fs.readFileSync(builtTitleCardFile(titleCardSvg(bloxd!.title, "Simulation"))))).toBe(true);

    expect(await seedNewInstall(database.db)).toBe(0);
    expect(await loadSeedCatalog(database.db)).toBe(0);
  });

  it("does not bring deleted games back on the next start", async () => {
    await database.db.delete(games);
    expect(await seedNewInstall(database.db)).toBe(0);
  });
});

describe("seed title cards", () => {
  it("were made by the build for every seed game, each with its variants", () => {
    for (const game of seedCatalog) {
      if (!isPublishCategory(game.category)) throw new Error(`${game.slug}: ${game.category}`);
      const svg = titleCardSvg(game.title, game.category);
      for (const width of [undefined, ...THUMBNAIL_WIDTHS]) expect(fs.existsSync(builtTitleCardFile(svg, width)), `${game.slug} ${width ?? ""}`).toBe(true);
    }
  });

  it("are read from the build's folder when it made the card, and rendered as the build renders them when it did not", async () => {
    const folder = temporaryDirectory("zowii-title-cards-");
    try {
      const rendered = await thumbnailFiles("seed/made-up.webp", await renderTitleThumbnail("Made Up Game", "Puzzle"));
      expect(rendered.map((file) => file.path)).toEqual(["seed/made-up.webp", ...THUMBNAIL_WIDTHS.map((width) => thumbnailVariantPath("seed/made-up.webp", width))]);
      // Not in the folder: rendered now, the same bytes.
      const missing = await titleCardFiles("seed/made-up.webp", "Made Up Game", "Puzzle", folder);
      expect(missing.map((file) => [file.path, file.data])).toEqual(rendered.map((file) => [file.path, file.data]));
      // In the folder: read, whatever it holds.
      const svg = titleCardSvg("Made Up Game", "Puzzle");
      for (const width of [undefined, ...THUMBNAIL_WIDTHS]) fs.writeFileSync(builtTitleCardFile(svg, width, folder), `made by the build ${width ?? ""}`);
      const built = await titleCardFiles("seed/made-up.webp", "Made Up Game", "Puzzle", folder);
      expect(built.map((file) => [file.path, file.data.toString()])).toEqual(rendered.map((file, i) => [file.path, `made by the build ${[undefined, ...THUMBNAIL_WIDTHS][i] ?? ""}`]));
      // Another title is another SVG: not the card the folder holds.
      expect((await titleCardFiles("seed/other.webp", "Made Up Game 2", "Puzzle", folder))[0]!.data.toString()).not.toContain("made by the build");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
