import sharp from "sharp";
import { CATEGORY_GRADIENTS, type Category, type PublishCategory } from "~/lib/categories";
import { THUMBNAIL_BUCKET, THUMBNAIL_SIZE } from "~/lib/constants";
import { THUMBNAIL_WIDTHS, parseVariantPath, thumbnailVariantPath } from "~/lib/thumbnail-urls";
import { getAsset, type Asset } from "./assets.server";
import type { Database } from "./db/connection.server";
import { assets } from "./db/schema.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a title into at most three lines of about `width` characters. */
export function wrapTitle(title: string, width = 12): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 3) lines.splice(2, lines.length - 2, `${lines.slice(2).join(" ").slice(0, width - 1)}…`);
  return lines;
}

/**
 * A title card on the category's gradient: the thumbnail of a seed game, made
 * locally so that setting up the portal downloads nothing.
 */
export async function renderTitleThumbnail(
  title: string,
  category: Category | PublishCategory,
): Promise<Buffer> {
  const [from, to] = CATEGORY_GRADIENTS[category];
  const size = THUMBNAIL_SIZE;
  const lines = wrapTitle(title);
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const fontSize = Math.min(170, Math.floor((size * 0.82) / (longest * 0.62)));
  const lineHeight = fontSize * 1.15;
  const firstBaseline = size / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${firstBaseline + i * lineHeight}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
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
  const original = variant && (await getAsset(db, bucket, variant.base));
  if (!variant || !original) return null;
  const asset = { bucket, path, contentType: "image/webp", data: await thumbnailVariant(original.data, variant.width) };
  await db.insert(assets).values(asset).onConflictDoNothing();
  return asset;
}
