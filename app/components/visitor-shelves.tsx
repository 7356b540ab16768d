import type { GameCard } from "~/lib/game";
import { clearShelf, useShelf, type ShelfGame, type ShelfName } from "~/lib/visitor-shelves";
import { GameSection } from "./game-section";

/**
 * The home page's Continue Playing and Your Favorites, from this browser's storage. The
 * server draws neither (its shelves are empty), so the cached page stays the same for every
 * visitor; a shelf appears after hydration, and only with a game on it.
 *
 * Not loaded lazily: measured, its own chunk took the shared game-section modules along
 * and the home page downloaded more, not less.
 */
export function VisitorShelves() {
  return (
    <>
      <Shelf name="recentlyPlayed" title="Continue Playing" />
      <Shelf name="favorites" title="Your Favorites" />
    </>
  );
}

function Shelf({ name, title }: { name: ShelfName; title: string }) {
  const games = useShelf(name);
  if (games.length === 0) return null;
  return (
    <GameSection
      title={title}
      games={games.map(toCard)}
      placement={name === "favorites" ? "favorites" : "recent"}
      action={
        <button
          type="button"
          onClick={() => clearShelf(name)}
          className="rounded text-sm font-semibold text-indigo-300 hover:text-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-400"
        >
          Clear all
        </button>
      }
    />
  );
}

// A shelf keeps what a card draws; the figures a card does not show are not kept.
const toCard = (game: ShelfGame): GameCard => ({ ...game, id: game.slug, rating: 0, plays: 0, tags: [] });
