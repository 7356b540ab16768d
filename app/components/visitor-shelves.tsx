import { useRef } from "react";
import { focusVisible } from "~/lib/focus.client";
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
  // "Clear all" takes its shelf away: focus goes to the other shelf's button where it stays,
  // else to the heading of the section above the shelves.
  const shelves = useRef<HTMLDivElement>(null);
  const afterClear = () => focusVisible(shelves.current?.querySelector("[data-clear-shelf]"), () => focusableHeading(shelves.current?.previousElementSibling));
  return (
    <div ref={shelves} className="contents">
      <Shelf name="recentlyPlayed" title="Continue Playing" onCleared={afterClear} />
      <Shelf name="favorites" title="Your Favorites" onCleared={afterClear} />
    </div>
  );
}

function focusableHeading(section: Element | null | undefined): HTMLElement | null {
  const heading = section?.querySelector<HTMLElement>("h2");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading ?? null;
}

function Shelf({ name, title, onCleared }: { name: ShelfName; title: string; onCleared: () => void }) {
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
          data-clear-shelf
          onClick={() => {
            clearShelf(name);
            onCleared();
          }}
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
