import { clsx } from "clsx";
import { Link } from "react-router";
import type { CardPlacement } from "~/lib/analytics";
import type { GameCard as Game } from "~/lib/game";
import { GameCardView } from "./game-card";

interface GameSectionProps {
  title: string;
  games: Game[];
  /** Where on the site these cards are, as their clicks are counted (analytics.client.ts). */
  placement: CardPlacement;
  viewAllTo?: string;
  /** A control beside the title in place of "View All" (a shelf's "Clear all"). */
  action?: React.ReactNode;
  eagerCount?: number;
  /**
   * A sample of a longer list (the home page's sections): at each width only the full rows
   * show, so a section of 20 ends in three rows of 6, not with a row of 2.
   */
  fullRows?: boolean;
  /**
   * Never on the first screen: the browser skips its style, layout and paint until it
   * nears the viewport (CSS content-visibility). The first layout of the home page on a
   * phone, all its sections laid out, was its longest task. Its HTML stays as it is.
   */
  belowFirstScreen?: boolean;
}

/** The grid's columns from each breakpoint up, and the class hiding a card there. */
const COLUMN_STEPS = [
  { columns: 2, hide: "max-sm:hidden" },
  { columns: 3, hide: "sm:max-md:hidden" },
  { columns: 4, hide: "md:max-lg:hidden" },
  { columns: 6, hide: "lg:hidden" },
] as const;

/**
 * The classes hiding card `index` of `count` where it would start a row it cannot fill. A
 * list shorter than a row shows whole: a part of a row is better than none.
 */
function pastFullRows(index: number, count: number): string | undefined {
  return (
    clsx(
      COLUMN_STEPS.map(({ columns, hide }) => {
        const shown = Math.floor(count / columns) * columns;
        return shown > 0 && index >= shown && hide;
      }),
    ) || undefined
  );
}

/** A titled grid of 2, 3, 4 or 6 columns by screen width (docs/product.md §9). */
export function GameSection({ title, games, placement, viewAllTo, action, eagerCount = 0, fullRows = false, belowFirstScreen = false }: GameSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      data-placement={placement}
      className={clsx("mx-auto max-w-7xl px-4 py-6", belowFirstScreen && "[content-visibility:auto] [contain-intrinsic-size:auto_40rem]")}
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {action}
        {viewAllTo && (
          <Link to={viewAllTo} className="text-sm font-semibold text-indigo-300 hover:text-indigo-200">
            View All →
          </Link>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {games.map((game, i) => (
          <li key={game.id} className={fullRows ? pastFullRows(i, games.length) : undefined}>
            <GameCardView game={game} index={i} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
