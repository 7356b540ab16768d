import X from "lucide-react/icons/x";
import { useEffect, useId, useState } from "react";
import { clsx } from "clsx";
import type { GameCard as Game } from "~/lib/game";
import { GameCardView } from "./game-card";
import { IconButton } from "./ui/icon-button";

export interface MoreLikeThisProps {
  /** The game just closed: the row suggests games like it. */
  game: Pick<Game, "slug">;
  onDismiss: () => void;
  /** Over the page's bottom edge (after the game window), rather than in the page's flow. */
  floating?: boolean;
}

/**
 * "More like this": after a game closes, the games its page suggests, as a row of cards the
 * visitor can dismiss. Fetched only then, from the shared (cacheable) related-games answer,
 * so the cached pages stay the same for everyone; nothing shows when there is nothing to suggest.
 */
export function MoreLikeThis({ game, onDismiss, floating = false }: MoreLikeThisProps) {
  const headingId = useId();
  const [suggested, setSuggested] = useState<Game[]>([]);

  useEffect(() => {
    const request = new AbortController();
    fetch(`/api/games/${encodeURIComponent(game.slug)}/related`, { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ games?: Game[] }>) : { games: [] }))
      .then((body) => setSuggested(body.games ?? []))
      // No suggestions is no loss: the visitor still has the page.
      .catch(() => undefined);
    return () => request.abort();
  }, [game.slug]);

  if (suggested.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-placement="more-like-this"
      className={clsx(
        floating
          ? // Above the floating ad's place (67 px, 107 px from md), which keeps its ad in sight.
            "fixed inset-x-2 bottom-[4.5rem] z-40 mx-auto max-w-5xl md:bottom-28 rounded-2xl bg-slate-900/95 p-3 shadow-2xl ring-1 ring-white/10 backdrop-blur"
          : "mx-auto max-w-7xl px-4 pt-6",
      )}
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-bold">
          More like this
        </h2>
        <IconButton label="Dismiss" onClick={onDismiss}>
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
      <ul className="flex gap-3 overflow-x-auto pb-1">
        {suggested.map((card, i) => (
          <li key={card.id} className={floating ? "w-28 shrink-0 sm:w-32" : "w-32 shrink-0 sm:w-40"}>
            <GameCardView game={card} index={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}
