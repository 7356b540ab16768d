import { Link } from "react-router";
import type { HousePromotion as Promotion } from "~/lib/ad-types";
import { clsx } from "clsx";
import { GameThumbnail } from "~/components/ui/game-thumbnail";

/**
 * A game of our own catalog in an ad slot, shown until a network ad arrives and instead
 * of one when there is no network or no consent. Banners lay it out in a row,
 * rectangles in a column; it fills the slot's box and never changes its size.
 */
export function HousePromotion({
  promotion,
  layout,
  firstScreen = false,
}: {
  promotion: Promotion | undefined;
  layout: "row" | "column";
  firstScreen?: boolean;
}) {
  if (!promotion) {
    return (
      <span className="flex h-full items-center justify-center rounded-lg border border-dashed border-white/10 text-[10px] uppercase tracking-widest text-slate-600">
        Advertisement
      </span>
    );
  }
  const row = layout === "row";
  return (
    <Link
      to={`/game/${promotion.slug}`}
      className={clsx(
        "group flex h-full overflow-hidden rounded-lg bg-gradient-to-r from-indigo-950 to-slate-900 ring-1 ring-inset ring-white/10 hover:ring-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400",
        row ? "items-center gap-3 pr-3" : "flex-col",
      )}
    >
      <GameThumbnail
        src={promotion.thumbnail}
        sizes={row ? "90px" : "336px"}
        priority={firstScreen ? "high" : "lazy"}
        className={row ? "aspect-square h-full w-auto shrink-0 object-cover" : "min-h-0 w-full flex-1 object-cover"}
      />
      <span className={clsx("flex min-w-0 items-center gap-3", row ? "flex-1" : "p-3")}>
        <span className="min-w-0 flex-1 truncate text-sm font-bold text-white md:text-base">{promotion.title}</span>
        <span className="shrink-0 rounded-full bg-indigo-500 px-3 py-1 text-xs font-semibold text-white group-hover:bg-indigo-400 md:text-sm">Play now</span>
      </span>
    </Link>
  );
}
