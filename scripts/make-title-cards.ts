/**
 * After `react-router build`: the seed games' title cards, rendered once into
 * build/title-cards, where a new install's first start reads them (titleCardFiles) instead
 * of rendering them, which left 40–60 MB with glibc for the life of its process.
 */
import fs from "node:fs";
import { builtTitleCardFile, builtTitleCardsFolder, renderTitleThumbnail, thumbnailFiles, titleCardSvg } from "~/domain/catalog/thumbnails.server";
import { mapInTurns } from "~/domain/images.server";
import { isPublishCategory } from "~/lib/categories";
import { THUMBNAIL_WIDTHS } from "~/lib/thumbnail-urls";
import { seedCatalog } from "../content/catalog/seed-games";

const started = performance.now();
fs.rmSync(builtTitleCardsFolder(), { recursive: true, force: true });
fs.mkdirSync(builtTitleCardsFolder(), { recursive: true });
await mapInTurns(seedCatalog, 2, async ({ slug, title, category }) => {
  // scripts/validate-content.ts ran first and refuses this; say which game all the same.
  if (!isPublishCategory(category)) throw new Error(`Seed game ${slug} has the unknown category ${category}.`);
  const svg = titleCardSvg(title, category);
  const [original, ...variants] = await thumbnailFiles("card.webp", await renderTitleThumbnail(title, category));
  fs.writeFileSync(builtTitleCardFile(svg), original!.data);
  variants.forEach((variant, i) => fs.writeFileSync(builtTitleCardFile(svg, THUMBNAIL_WIDTHS[i]), variant.data));
});
console.log(`Title cards: ${seedCatalog.length} seed games' made in ${Math.round(performance.now() - started)} ms.`);
