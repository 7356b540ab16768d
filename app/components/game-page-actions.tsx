import type { GameCard } from "~/lib/game";
import { FavoriteButton } from "./favorite-button";
import { ShareButton } from "./share-button";

/** What a visitor can do with a game besides playing it: keep it among their favourites, share its page (`url`). */
export function GamePageActions({ game, url }: { game: GameCard; url: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <FavoriteButton game={game} className="bg-white/10 hover:bg-white/20" />
      <ShareButton title={game.title} url={url} />
    </div>
  );
}
