import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { track } from "~/lib/analytics.client";
import { CLOSE_VISIBLE_AT, COUNTDOWN_SECONDS } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import { AdSlot } from "~/ads/ad-slot";
import { GameThumbnail } from "~/components/ui/game-thumbnail";
import { ModalDialog } from "../ui/modal-dialog";
import { IconButton } from "../ui/icon-button";

/**
 * Where no ad shows, the interstitial shows the game being launched: its art, its title and
 * how to play it (fetched as the countdown starts; without it the art and title stand alone).
 * Nothing in it leads elsewhere: the visitor's choice is the game that starts.
 */
function LaunchingGame({ game }: { game: GameCard }) {
  const [instructions, setInstructions] = useState("");
  useEffect(() => {
    const request = new AbortController();
    fetch(`/api/games/${encodeURIComponent(game.slug)}/how-to-play`, { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ instructions?: string }>) : { instructions: "" }))
      .then((body) => setInstructions(body.instructions?.trim() ?? ""))
      .catch(() => undefined);
    return () => request.abort();
  }, [game.slug]);
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg bg-slate-900 ring-1 ring-inset ring-white/10">
      <GameThumbnail src={game.thumbnail} sizes="336px" className="min-h-0 w-full flex-1 object-cover" />
      <div className="p-3">
        <p className="truncate font-bold text-white">{game.title}</p>
        {instructions && (
          <>
            <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-indigo-300">How to Play</p>
            <p className="line-clamp-3 text-sm text-slate-300">{instructions}</p>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The full-screen ad before a game: counts down from COUNTDOWN_SECONDS, offers a
 * close button from CLOSE_VISIBLE_AT seconds left, and hands over at 0 or on close.
 */
export function Interstitial({ game, onDone }: { game: GameCard; onDone: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) onDone();
  }, [secondsLeft, onDone]);

  useEffect(() => track({ type: "interstitial-shown", game: game.slug }), [game.slug]);
  // The close button and Escape, which are there only before the countdown ends.
  const closeEarly = () => {
    track({ type: "interstitial-closed-early", game: game.slug });
    onDone();
  };

  // The dialog opens with focus on what it says, not on the ad's link (its first focusable part).
  const countdown = useRef<HTMLParagraphElement>(null);
  useEffect(() => countdown.current?.focus(), []);

  const canClose = secondsLeft <= CLOSE_VISIBLE_AT;
  return (
    <ModalDialog
      aria-label={`Starting ${game.title}`}
      // Before the close button shows, Escape does nothing; after, it closes as the button does.
      closesOnEscape={canClose}
      onCancel={closeEarly}
      className="m-0 h-full max-h-none w-full max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col items-center justify-center gap-6 p-4">
        {canClose && (
          <IconButton label="Close" look="raised" autoFocus onClick={closeEarly} className="absolute right-4 top-4">
            <X aria-hidden className="size-6" />
          </IconButton>
        )}
        <AdSlot blockId={6} type="rectangle" size="large-rectangle" fallback={<LaunchingGame game={game} />} />
        <p ref={countdown} tabIndex={-1} className="text-lg font-semibold outline-none" aria-live="polite">
          {`Starting ${game.title} in ${secondsLeft}s`}
        </p>
      </div>
    </ModalDialog>
  );
}
