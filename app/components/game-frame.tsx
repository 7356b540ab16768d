import { useCallback, useEffect, useRef, useState, type Ref, type RefObject } from "react";
import type { GameEvent } from "~/lib/analytics";
import { track } from "~/lib/analytics.client";
import { GAME_LOAD_TIMEOUT_MS } from "~/lib/constants";
import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX, frameableGameUrl } from "~/lib/game-frame";
import { OWN_GAME_PATH } from "~/lib/game-url";
import { reportFrameFailure } from "~/lib/game-failures.client";
import { notePlayed, type ShelfGame } from "~/lib/visitor-shelves";
import { GameFailedPanel } from "./game-failed-panel";
import { Spinner } from "./spinner";

export type FrameStatus = "loading" | "loaded" | "failed";

/**
 * Whether a game frame loaded. A frame's `load` event fires even for the browser's
 * own error page, so a no-cors request to the same URL tells an unreachable game
 * apart, and a frame that never loads fails after GAME_LOAD_TIMEOUT_MS.
 * `attempt` restarts the watch (reload, Try Again); nothing is watched until `active`.
 * A failure of a catalog `game` is told to the server, which has the game checked when many
 * visitors' frames fail; an administrator's `preview` of a draft tells nothing. A catalog game
 * whose frame loaded heads the visitor's Continue Playing shelf (one that failed to load is no
 * game to continue). The frame's fate and the time the game played go to the analytics
 * (useLaunchEvents).
 */
export function useFrameStatus(gameUrl: string, attempt: number, active = true, game?: ShelfGame, preview = false) {
  const slug = game?.slug;
  // The status belongs to one load; a new URL or attempt starts again at "loading".
  const load = `${attempt} ${gameUrl}`;
  const refused = frameableGameUrl(gameUrl) === null;
  const [state, setState] = useState({ load, status: "loading" as FrameStatus });
  const status = refused ? "failed" : state.load === load ? state.status : "loading";

  useEffect(() => {
    if (!active || refused) return;
    const controller = new AbortController();
    const fail = () => {
      if (!controller.signal.aborted) setState({ load, status: "failed" });
    };
    fetch(gameUrl, { mode: "no-cors", cache: "no-store", signal: controller.signal }).catch(fail);
    // A host that refuses to be framed shows the browser's broken frame, which fires `load`
    // like a game: the server reads the host's headers and says so.
    if (slug && !OWN_GAME_PATH.test(gameUrl)) {
      fetch(`/api/games/${encodeURIComponent(slug)}/framing`, { signal: controller.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<{ refused?: boolean }>) : null))
        .then((framing) => framing?.refused && fail())
        .catch(() => undefined);
    }
    const timer = setTimeout(
      () => setState((current) => (current.load === load && current.status !== "loading" ? current : { load, status: "failed" })),
      GAME_LOAD_TIMEOUT_MS,
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [gameUrl, load, active, refused, slug]);

  useEffect(() => {
    if (active && status === "failed" && slug && !preview) reportFrameFailure(slug);
  }, [active, status, slug, preview]);
  useEffect(() => {
    if (active && status === "loaded" && game && !preview) notePlayed(game);
  }, [active, status, preview, game]);
  useLaunchEvents(active && !preview ? slug : undefined, status);

  const onLoad = useCallback(
    () => setState((current) => (current.load === load && current.status === "failed" ? current : { load, status: "loaded" })),
    [load],
  );
  const onError = useCallback(() => setState({ load, status: "failed" }), [load]);
  return { status, onLoad, onError };
}

/**
 * The game gets the keys (docs/product.md §2): while its frame loads, focus waits on `holder`
 * (the game's place, where Space or Enter reloads nothing), and once the frame has loaded it
 * moves into the game, unless the visitor has taken it to a control meanwhile. A frame from
 * another site takes focus like any other: its document receives the keys from then on.
 */
export function useGameFocus(status: FrameStatus, holder: RefObject<HTMLElement | null>, frame: RefObject<HTMLIFrameElement | null>, active = true) {
  useEffect(() => {
    if (active) holder.current?.focus({ preventScroll: true });
  }, [active, holder]);
  useEffect(() => {
    if (!active || status !== "loaded") return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === holder.current) frame.current?.focus({ preventScroll: true });
  }, [active, status, holder, frame]);
}

/**
 * One launch of a game (`slug`, until it closes or another game takes its place), as the
 * analytics see it: its frame loaded or failed, and it played 30 s and 5 min, each counted
 * once. Play time is time on screen since the frame loaded: seconds while the page is
 * hidden do not count.
 */
function useLaunchEvents(slug: string | undefined, status: FrameStatus) {
  const counted = useRef(new Set<GameEvent>());
  useEffect(() => {
    counted.current = new Set();
  }, [slug]);

  useEffect(() => {
    if (!slug || status === "loading") return;
    const once = (type: GameEvent) => {
      if (counted.current.has(type)) return;
      counted.current.add(type);
      track({ type, game: slug });
    };
    if (status === "failed") return once("frame-failed");
    once("frame-loaded");
    let seconds = 0;
    const ticker = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      seconds += 1;
      if (seconds === 30) once("played-30s");
      if (seconds < 300) return;
      once("played-5m");
      clearInterval(ticker);
    }, 1000);
    return () => clearInterval(ticker);
  }, [slug, status]);
}

interface GameFrameProps {
  title: string;
  gameUrl: string;
  attempt: number;
  onLoad: () => void;
  onError: () => void;
  frameRef?: Ref<HTMLIFrameElement>;
  className?: string;
}

/**
 * A game in a frame, with the sandbox and permissions of docs/product.md §7. A URL that may
 * not be framed gets no frame at all (useFrameStatus reports it failed).
 */
function GameFrame({ title, gameUrl, attempt, onLoad, onError, frameRef, className }: GameFrameProps) {
  const src = frameableGameUrl(gameUrl);
  if (!src) return null;
  return (
    <iframe
      key={attempt}
      ref={frameRef}
      src={src}
      title={title}
      sandbox={GAME_FRAME_SANDBOX}
      allow={GAME_FRAME_ALLOW}
      onLoad={onLoad}
      onError={onError}
      className={className ?? "absolute inset-0 h-full w-full border-0 bg-black"}
    />
  );
}

/** Over a game frame: a spinner while it loads, the failure panel if it fails. */
function FrameStatusOverlay({ status, title, onRetry, onClose }: { status: FrameStatus; title: string; onRetry: () => void; onClose: () => void }) {
  if (status === "loading") return <Spinner label={`Loading ${title}...`} />;
  if (status === "failed") return <GameFailedPanel onRetry={onRetry} onClose={onClose} />;
  return null;
}

/**
 * A game playing in its place: the frame, and over it what its status calls for. `frameStatus`
 * is what useFrameStatus returned for the same `attempt`; `onRetry` starts the next attempt.
 */
export function PlayingGame({
  game,
  attempt,
  frameStatus,
  frameRef,
  onRetry,
  onClose,
}: {
  game: { title: string; gameUrl: string };
  attempt: number;
  frameStatus: ReturnType<typeof useFrameStatus>;
  frameRef: Ref<HTMLIFrameElement>;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <GameFrame title={game.title} gameUrl={game.gameUrl} attempt={attempt} onLoad={frameStatus.onLoad} onError={frameStatus.onError} frameRef={frameRef} />
      <FrameStatusOverlay status={frameStatus.status} title={game.title} onRetry={onRetry} onClose={onClose} />
    </>
  );
}
