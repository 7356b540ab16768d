import { THUMBNAIL_SIZE } from "~/lib/constants";
import { thumbnailSources } from "~/lib/thumbnail-urls";

/** How wide a card's image is drawn: the grids' 2, 3, 4 or 6 columns (docs/product.md §9). */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * A game's thumbnail, in the variant that fits how wide it is drawn (`sizes`). Width
 * and height are set so the browser reserves its box; `priority="high"` is for the few
 * images the first screenful is built around, `"eager"` for the others in it (a lazy image
 * waits for layout, late for the first paint), the rest load lazily.
 */
export function GameThumbnail({
  src,
  sizes = CARD_IMAGE_SIZES,
  large = false,
  priority = "lazy",
  className,
}: {
  src: string;
  sizes?: string;
  /** May use the 1080x1080 original, for images much wider than a card. */
  large?: boolean;
  priority?: "high" | "eager" | "lazy";
  className?: string;
}) {
  const high = priority === "high";
  return (
    <img
      {...thumbnailSources(src, sizes, large)}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={high ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
