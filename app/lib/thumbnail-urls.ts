import { THUMBNAIL_BUCKET, THUMBNAIL_SIZE } from "./constants";

/**
 * Every stored thumbnail comes in card-sized WebP variants beside its 1080x1080 original:
 * `…/seed/krunker-io.webp` has `…/seed/krunker-io-256.webp`, `-384` and `-512`.
 */
export const THUMBNAIL_WIDTHS = [256, 384, 512] as const;

const STORED = new RegExp(`^/storage/${THUMBNAIL_BUCKET}/[A-Za-z0-9._/-]+\\.webp$`);
const VARIANT = /-(\d+)\.webp$/;

export function isVariantWidth(width: number): boolean {
  return (THUMBNAIL_WIDTHS as readonly number[]).includes(width);
}

export function thumbnailVariantPath(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}.webp`);
}

/** "uploads/1-256.webp" -> { base: "uploads/1.webp", width: 256 }; null for an original. */
export function parseVariantPath(path: string): { base: string; width: number } | null {
  const match = path.match(VARIANT);
  if (!match || !isVariantWidth(Number(match[1]))) return null;
  return { base: path.replace(VARIANT, ".webp"), width: Number(match[1]) };
}

/**
 * `src`, `srcSet` and `sizes` for a thumbnail. Cards choose among the variants only, so
 * the original never reaches a card; `large` images (the detail page) may use it.
 * Images kept elsewhere (the placeholder) are used as they are.
 */
export function thumbnailSources(src: string, sizes: string, large = false) {
  if (!STORED.test(src) || parseVariantPath(src)) return { src };
  const candidates = THUMBNAIL_WIDTHS.map((width) => `${thumbnailVariantPath(src, width)} ${width}w`);
  if (large) candidates.push(`${src} ${THUMBNAIL_SIZE}w`);
  return { src: thumbnailVariantPath(src, large ? 512 : 384), srcSet: candidates.join(", "), sizes };
}
