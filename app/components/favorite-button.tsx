import { toggleFavorite, useIsFavorite, type ShelfGame } from "~/lib/visitor-shelves";

/**
 * The heart that adds a game to the visitor's favourites (kept in this browser) or takes it
 * off. The server draws it unpressed, the same for everyone; the browser presses it after
 * hydration for a game that is a favourite. The caller gives its look (`className`).
 *
 * A plain button with the icon drawn here rather than IconButton and lucide's Heart: every
 * game card carries it, and either import reshuffled the shared chunks so that the home
 * page made one more request for its scripts (measured: 0.6 KB more).
 */
export function FavoriteButton({ game, className, style }: { game: ShelfGame; className: string; style?: React.CSSProperties }) {
  const favorite = useIsFavorite(game.slug);
  const label = favorite ? "Remove from favorites" : "Add to favorites";
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={favorite}
      onClick={() => toggleFavorite(game)}
      className={`rounded-full p-2 focus-visible:outline-2 focus-visible:outline-indigo-400 ${className}`}
      style={style}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill={favorite ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        className={favorite ? "size-5 text-rose-500" : "size-5"}
      >
        <path d="M12 20 3.8 11.6a4.6 4.6 0 1 1 8.2-5.2 4.6 4.6 0 1 1 8.2 5.2z" />
      </svg>
    </button>
  );
}
