import ArrowLeft from "lucide-react/icons/arrow-left";
import RotateCw from "lucide-react/icons/rotate-cw";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import type { GameCard } from "~/lib/game";
import { focusVisible } from "~/lib/focus.client";
import { gameStarted } from "~/lib/plays.client";
import { AdSlot } from "~/ads/ad-slot";
import { useFloatingAdStepsAside } from "~/ads/floating-ad";
import { PlayingGame, useFrameStatus, useGameFocus } from "./game-frame";
import { ReportProblem } from "./report-problem";
import { IconButton } from "./ui/icon-button";
import { buttonVariants } from "~/components/ui/button-variants";

interface PlayerViewProps {
  game: GameCard;
  onBackToHome: () => void;
  onClose: () => void;
}

/** The large player for a game chosen from the strip, with a rectangle ad beside it. */
export function PlayerView({ game, onBackToHome, onClose }: PlayerViewProps) {
  const [attempt, setAttempt] = useState(0);
  const frameStatus = useFrameStatus(game.gameUrl, attempt, true, game);
  const { status } = frameStatus;
  useFloatingAdStepsAside(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const view = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // Focus waits on the title, then goes into the game; closing gives it back to the card chosen
  // (read before this view's effects move focus).
  const chosenFrom = useRef<Element | null>(null);
  useEffect(() => {
    chosenFrom.current = document.activeElement;
  }, []);
  useGameFocus(status, heading, frame);
  const close = () => {
    onClose();
    focusVisible(chosenFrom.current);
  };

  // The game starts as the view opens: a play, as from the game window.
  useEffect(() => {
    gameStarted(game);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per game chosen, not per new card object
  }, [game.slug]);

  // The view opens above the strip: bring all of it into sight below the sticky header
  // (scrolled to its own top it would sit under the header), and give it focus.
  useEffect(() => {
    const section = view.current;
    if (!section) return;
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const top = section.getBoundingClientRect().top + window.scrollY - Math.max(0, headerBottom);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
    heading.current?.focus({ preventScroll: true });
  }, [game.id]);

  return (
    <section ref={view} aria-labelledby="player-view-title" className="mx-auto max-w-7xl px-4 pt-6">
      <div className="mb-3 flex items-center gap-2">
        <button type="button" onClick={onBackToHome} className={buttonVariants({ variant: "secondary", shape: "pill", size: "pill", className: "text-sm" })}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to Home
        </button>
        <h2 id="player-view-title" ref={heading} tabIndex={-1} className="truncate text-xl font-bold focus:outline-none">
          {game.title}
        </h2>
        <div className="ml-auto flex gap-1">
          <IconButton label="Reload game" onClick={() => setAttempt((n) => n + 1)}>
            <RotateCw aria-hidden className="size-5" />
          </IconButton>
          <ReportProblem game={game} icon />
          <IconButton label="Close game" onClick={close}>
            <X aria-hidden className="size-5" />
          </IconButton>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_300px]">
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-black ring-1 ring-white/10">
          <PlayingGame game={game} attempt={attempt} frameStatus={frameStatus} frameRef={frame} onRetry={() => setAttempt((n) => n + 1)} onClose={close} />
        </div>
        <AdSlot blockId={5} type="rectangle" />
      </div>
    </section>
  );
}
