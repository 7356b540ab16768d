import { THUMBNAIL_SIZE } from "~/lib/constants";

/**
 * A game's thumbnail. Width and height are set so the browser reserves its box;
 * `priority="high"` is for images in the first screenful, the rest load lazily.
 */
export function GameThumbnail({
  src,
  priority = "lazy",
  className,
}: {
  src: string;
  priority?: "high" | "lazy";
  className?: string;
}) {
  const high = priority === "high";
  return (
    <img
      src={src}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading={high ? "eager" : "lazy"}
      fetchPriority={high ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
