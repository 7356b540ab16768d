import type { GameCard } from "~/lib/game";
import { GameThumbnail } from "~/components/ui/game-thumbnail";

/** How many of the strip's games a phone's first screen shows, their images loaded at once. */
const FIRST_SCREEN_STRIP_GAMES = 4;

/** The scrolling strip of games above the home sections; choosing one opens the player view. */
export function GameStrip({ games, onSelect }: { games: GameCard[]; onSelect: (game: GameCard) => void }) {
  return (
    <section aria-label="All games" data-placement="strip" className="mx-auto max-w-7xl px-4 pt-6">
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {games.map((game, index) => (
          <li key={game.id} className="w-28 shrink-0 snap-start sm:w-32">
            <button type="button" data-game={game.slug} onClick={() => onSelect(game)} className="group block w-full text-left focus-visible:outline-none">
              <GameThumbnail
                src={game.thumbnail}
                sizes="128px"
                priority={index < FIRST_SCREEN_STRIP_GAMES ? "eager" : "lazy"}
                className="aspect-square w-full rounded-lg object-cover ring-1 ring-white/10 transition group-hover:ring-indigo-400 group-focus-visible:ring-2 group-focus-visible:ring-indigo-400"
              />
              <span className="mt-1 block truncate text-xs text-slate-300">{game.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
