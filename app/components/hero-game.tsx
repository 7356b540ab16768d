import Play from "lucide-react/icons/play";
import RotateCw from "lucide-react/icons/rotate-cw";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { categoryBackdrop } from "~/lib/categories";
import type { GameDetail } from "~/lib/game";
import { gameStarted } from "~/lib/plays.client";
import { useFloatingAdStepsAside } from "~/ads/floating-ad";
import { PlayingGame, useFrameStatus, useGameFocus } from "./game-frame";
import { GameThumbnail } from "~/components/ui/game-thumbnail";
import { IconButton } from "./ui/icon-button";
import { buttonVariants } from "./ui/button-variants";

/**
 * The featured game (docs/product.md §2). Collapsed, it shows the thumbnail
 * and START GAME in a 16:9 box 60vh tall; started, the live game fills 85vh.
 */
export function HeroGame({ game }: { game: GameDetail }) {
  const [expanded, setExpanded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const frameStatus = useFrameStatus(game.gameUrl, attempt, expanded, game);
  const { status } = frameStatus;
  useFloatingAdStepsAside(expanded);
  // START GAME and the game's controls take each other's place: focus follows to what is shown.
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const closedByVisitor = useRef(false);
  useGameFocus(status, box, frame, expanded);
  useEffect(() => {
    if (expanded || !closedByVisitor.current) return;
    closedByVisitor.current = false;
    startButton.current?.focus();
  }, [expanded]);

  const start = () => {
    setExpanded(true);
    gameStarted(game);
  };
  const close = () => {
    closedByVisitor.current = true;
    setExpanded(false);
  };

  return (
    <section aria-label="Featured game" className="mx-auto max-w-7xl px-4 pt-6">
      <div
        ref={box}
        tabIndex={-1}
        className={clsx(
          "relative mx-auto aspect-video outline-none overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-white/10 transition-[width] duration-300",
          expanded ? "w-[min(100%,calc(85vh*16/9))]" : "w-[min(100%,calc(60vh*16/9))]",
        )}
      >
        {expanded ? (
          <>
            <PlayingGame game={game} attempt={attempt} frameStatus={frameStatus} frameRef={frame} onRetry={() => setAttempt((n) => n + 1)} onClose={close} />
            {status === "loaded" && (
              <span className="absolute left-3 top-3 flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
                <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" />
                Playing Live
              </span>
            )}
            <div className="absolute right-2 top-2 flex gap-1 rounded-full bg-black/60">
              <IconButton label="Reload game" onClick={() => setAttempt((n) => n + 1)}>
                <RotateCw aria-hidden className="size-5" />
              </IconButton>
              <IconButton label="Close game" onClick={close}>
                <X aria-hidden className="size-5" />
              </IconButton>
            </div>
          </>
        ) : (
          <>
            {/* The square art whole and sharp above the title, on the category's colours: drawn
                wide behind the button it was a giant blurred copy of the title (a seed game's art is its title).
                Not fetched first: a phone does not show it, and where it shows the browser raises it once laid out. */}
            <div aria-hidden className="absolute inset-0 opacity-70" style={{ backgroundImage: categoryBackdrop(game.category) }} />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-t from-black/80 via-black/40 to-black/20 p-6 text-center">
              <GameThumbnail
                src={game.thumbnail}
                priority="eager"
                sizes="(min-width: 1024px) 144px, (min-width: 640px) 112px, 1px"
                className="hidden aspect-square w-28 rounded-2xl object-cover shadow-xl ring-1 ring-white/20 sm:block lg:w-36"
              />
              <h2 className="text-3xl font-extrabold drop-shadow sm:text-5xl">{game.title}</h2>
              <p className="hidden max-w-2xl text-sm text-slate-200 sm:line-clamp-2 sm:text-base">{game.description}</p>
              <button
                ref={startButton}
                type="button"
                onClick={start}
                className={buttonVariants({ shape: "pill", size: null, className: "px-8 py-3 text-lg font-extrabold tracking-wide shadow-lg" })}
              >
                <Play aria-hidden className="size-5" fill="currentColor" />
                START GAME
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
