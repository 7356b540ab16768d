import Maximize from "lucide-react/icons/maximize";
import Minimize from "lucide-react/icons/minimize";
import RotateCw from "lucide-react/icons/rotate-cw";
import Volume2 from "lucide-react/icons/volume-2";
import VolumeX from "lucide-react/icons/volume-x";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";
import { clsx } from "clsx";
import type { GameCard } from "~/lib/game";
import { PlayingGame, useFrameStatus, useGameFocus } from "../game-frame";
import { ReportProblem } from "../report-problem";
import { IconButton } from "../ui/icon-button";
import { ModalDialog } from "../ui/modal-dialog";
import { useFullscreen } from "./use-fullscreen";

// Loaded with the game window: see more-like-this-slot.tsx.
export { MoreLikeThis } from "../more-like-this";

/**
 * The game window: a modal with the game in a frame. A native modal dialog keeps
 * focus inside and turns Escape into the `cancel` event, which closes it, or in fullscreen
 * only leaves fullscreen. Focus goes to the game (useGameFocus), whose keys are then its own,
 * Escape included. In an administrator's `preview` of a draft, nothing is reported.
 */
export function GameWindow({ game, onClose, preview = false }: { game: GameCard; onClose: () => void; preview?: boolean }) {
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(false);
  const frameStatus = useFrameStatus(game.gameUrl, attempt, true, game, preview);
  const { status } = frameStatus;
  const fullscreen = useFullscreen(stage);
  useGameFocus(status, stage, frame);

  useEffect(() => {
    applyMute(frame.current, muted);
  }, [muted, status]);

  const reload = () => setAttempt((n) => n + 1);

  return (
    <ModalDialog
      aria-labelledby={titleId}
      onCancel={() => (fullscreen.isFullscreen ? void fullscreen.exit() : onClose())}
      className="m-auto h-[min(90vh,56rem)] w-[min(96vw,80rem)] max-w-none overflow-hidden rounded-2xl bg-slate-900 p-0 text-white shadow-2xl backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 border-b border-white/10 px-3 py-2">
          {/* On a phone five controls leave little room: the title gives way (ellipsis), and the badge keeps its dot alone. */}
          <h2 id={titleId} className="min-w-0 truncate text-base font-bold sm:text-lg">
            {game.title}
          </h2>
          <span
            data-live-badge
            className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-semibold text-red-300"
          >
            <span aria-hidden className="size-2 rounded-full bg-red-500" />
            <span className="max-sm:sr-only">Live Game</span>
          </span>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <IconButton label="Refresh game" onClick={reload}>
              <RotateCw aria-hidden className="size-5" />
            </IconButton>
            <IconButton label="Mute" pressed={muted} onClick={() => setMuted((m) => !m)}>
              {muted ? <VolumeX aria-hidden className="size-5" /> : <Volume2 aria-hidden className="size-5" />}
            </IconButton>
            <IconButton label="Fullscreen" pressed={fullscreen.isFullscreen} onClick={() => void fullscreen.toggle()}>
              {fullscreen.isFullscreen ? <Minimize aria-hidden className="size-5" /> : <Maximize aria-hidden className="size-5" />}
            </IconButton>
            {!preview && <ReportProblem game={game} icon />}
            <IconButton label="Close game" onClick={onClose}>
              <X aria-hidden className="size-5" />
            </IconButton>
          </div>
        </div>
        <div ref={stage} tabIndex={-1} className={clsx("bg-black outline-none", fullscreen.emulated ? "fixed inset-0 z-[2147483647]" : "relative flex-1")}>
          <PlayingGame game={game} attempt={attempt} frameStatus={frameStatus} frameRef={frame} onRetry={reload} onClose={onClose} />
          {fullscreen.isFullscreen && (
            // The window's own controls are outside the fullscreen stage: this is the way back.
            <IconButton label="Exit fullscreen" look="overlay" onClick={() => void fullscreen.toggle()} className="absolute right-3 top-3">
              <Minimize aria-hidden className="size-5" />
            </IconButton>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}

/**
 * A page cannot silence a frame from another site; it asks the game to (our own
 * games listen), and silences media elements directly when the frame is ours.
 */
function applyMute(frame: HTMLIFrameElement | null, muted: boolean) {
  if (!frame?.contentWindow) return;
  frame.contentWindow.postMessage({ type: "zowii:mute", muted }, "*");
  try {
    frame.contentDocument?.querySelectorAll("audio, video").forEach((media) => {
      (media as HTMLMediaElement).muted = muted;
    });
  } catch {
    // A frame from another origin is not ours to reach into.
  }
}
