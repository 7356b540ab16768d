import { Link } from "react-router";
import { STAGGER_MAX_MS, STAGGER_MS } from "~/lib/constants";
import type { GameCard as Game } from "~/lib/game";
import { FavoriteButton } from "./favorite-button";
import { useLaunchFlow } from "./launch/launch-context";
import { GameThumbnail } from "~/components/ui/game-thumbnail";

/**
 * lucide's "play", drawn as it draws it, made once: every card shows it, and lucide's component
 * builds its attributes and path again for each (about 2% of an uncached game page's CPU with
 * its 12 related cards, docs/performance.md).
 */
const PLAY_ICON = (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="currentColor"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="lucide lucide-play size-6 translate-x-0.5"
    aria-hidden="true"
  >
    <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
  </svg>
);

interface GameCardProps {
  game: Game;
  /** Position in its grid, for the entrance stagger. */
  index?: number;
  /**
   * In the first screenful on some width: loaded at once, not first (fetchpriority=high on
   * a first row of 6 put 6 images ahead of a phone's largest one, 2 of them off its screen;
   * the browser raises those it lays out in view).
   */
  eager?: boolean;
}

/**
 * A game's card. It links to the game's page; with the launch flow at hand, a click
 * starts the game instead (docs/product.md §2: clicking a game launches it). The heart
 * sits over the card beside the link, not in it: a button inside a link is invalid HTML.
 */
export function GameCardView({ game, index = 0, eager = false }: GameCardProps) {
  const launchFlow = useLaunchFlow();
  const entrance = { animationDelay: `${Math.min(index * STAGGER_MS, STAGGER_MAX_MS)}ms` };
  return (
    <div className="relative">
      <Link
        to={`/game/${game.slug}`}
        data-game={game.slug}
        onClick={(event) => {
          if (!launchFlow || !game.gameUrl || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          launchFlow.launch(game);
        }}
        style={entrance}
        className="group relative block animate-card-in overflow-hidden motion-reduce:animate-none rounded-xl bg-slate-800 ring-1 ring-white/10 transition hover:ring-indigo-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
      >
        <span className="relative block aspect-square overflow-hidden">
          <GameThumbnail
            src={game.thumbnail}
            priority={eager ? "eager" : "lazy"}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <span
            aria-hidden
            className="absolute inset-0 flex items-center justify-center bg-black/50 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-indigo-500 text-white shadow-lg">{PLAY_ICON}</span>
          </span>
        </span>
        <span className="block truncate px-3 py-2 text-sm font-medium text-white">{game.title}</span>
      </Link>
      <FavoriteButton
        game={game}
        style={entrance}
        className="absolute right-2 top-2 animate-card-in bg-black/70 text-white hover:bg-black/90 motion-reduce:animate-none"
      />
    </div>
  );
}
