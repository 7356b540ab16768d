import { Link } from "react-router";
import type { CardPlacement } from "~/lib/analytics";
import type { GameCard as Game } from "~/lib/game";
import { GameCard } from "./game-card";

interface GameSectionProps {
  title: string;
  games: Game[];
  /** Where on the site these cards are, as their clicks are counted (analytics.client.ts). */
  placement: CardPlacement;
  viewAllTo?: string;
  /** A control beside the title in place of "View All" (a shelf's "Clear all"). */
  action?: React.ReactNode;
  eagerCount?: number;
}

/** A titled grid of 2, 3, 4 or 6 columns by screen width (docs/product.md §9). */
export function GameSection({ title, games, placement, viewAllTo, action, eagerCount = 0 }: GameSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} data-placement={placement} className="mx-auto max-w-7xl px-4 py-6">
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
          <li key={game.id}>
            <GameCard game={game} index={i} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
