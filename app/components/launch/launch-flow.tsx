import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { focusVisible } from "~/lib/focus.client";
import type { GameCard } from "~/lib/game";
import { browserStorage, interstitialDue, noteInterstitialShown } from "~/lib/interstitial-spacing";
import { gameStarted } from "~/lib/plays.client";
import { MoreLikeThisSlot } from "../more-like-this-slot";
import { LaunchFlowContext, type LaunchFlow } from "./launch-context";

// Fetched when a game is first launched: a first visit downloads less.
const Interstitial = lazy(() => import("./interstitial").then((module) => ({ default: module.Interstitial })));
const GameWindow = lazy(() => import("./game-window").then((module) => ({ default: module.GameWindow })));

/** Launch flow (docs/product.md §4): idle -> interstitial countdown -> game window. */
type LaunchStage = { name: "idle" } | { name: "interstitial"; game: GameCard } | { name: "window"; game: GameCard };

/**
 * `preview`: an administrator trying a draft, whose plays and frame failures are not the
 * visitors' and are not counted, and which no one reports.
 */
export function LaunchFlowProvider({ children, preview = false }: { children: React.ReactNode; preview?: boolean }) {
  const [stage, setStage] = useState<LaunchStage>({ name: "idle" });
  // The game whose window closed last: "More like this" suggests the next one, until dismissed.
  const [closedGame, setClosedGame] = useState<GameCard | null>(null);
  // Focus goes back where the visitor was (the card) when the flow ends.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const entry = useHistoryEntry();

  const begin = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setClosedGame(null);
    entry.push();
  };

  const flow = useMemo<LaunchFlow>(
    () => ({
      launch(game) {
        begin();
        const storage = browserStorage();
        if (!interstitialDue(storage)) return setStage({ name: "window", game });
        noteInterstitialShown(storage);
        setStage({ name: "interstitial", game });
      },
      play(game) {
        begin();
        setStage({ name: "window", game });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `entry` keeps its state in refs: one flow object for the page
    [],
  );

  const openWindow = useCallback(() => {
    setStage((current) => (current.name === "interstitial" ? { name: "window", game: current.game } : current));
  }, []);

  const windowGame = stage.name === "window" ? stage.game : null;

  // `byBack`: the browser's Back closed it, which took the flow's history entry away already.
  const end = useCallback(
    (byBack: boolean) => {
      setStage({ name: "idle" });
      // A draft's preview suggests nothing: its related games are the visitors'.
      if (windowGame && !preview) setClosedGame(windowGame);
      if (!byBack) entry.pop();
      focusVisible(returnFocusTo.current);
    },
    [windowGame, preview, entry],
  );
  const close = useCallback(() => end(false), [end]);
  useEffect(() => entry.onBack(() => end(true)), [entry, end]);

  useEffect(() => {
    if (windowGame && !preview) gameStarted(windowGame);
  }, [windowGame, preview]);

  return (
    <LaunchFlowContext.Provider value={flow}>
      {children}
      <Suspense fallback={null}>
        {stage.name === "interstitial" && <Interstitial game={stage.game} onDone={openWindow} />}
        {stage.name === "window" && <GameWindow game={stage.game} onClose={close} preview={preview} />}
      </Suspense>
      {closedGame && <MoreLikeThisSlot game={closedGame} floating onDismiss={() => setClosedGame(null)} />}
    </LaunchFlowContext.Provider>
  );
}

/** Marks the history entry a launch adds; React Router's own state is kept beside it. */
const LAUNCH_ENTRY = "zowiiLaunch";

const isLaunchEntry = (state: unknown) => typeof state === "object" && state !== null && LAUNCH_ENTRY in state;

/**
 * The browser's Back (and a phone's back gesture) closes the interstitial or the game window
 * and stays on the page; a second Back leaves it. A launch adds a history entry for the same
 * address (React Router's state copied, so the router keeps its place and scroll position), and
 * closing by a button takes it away again. The router hears that Back too, as a visit to the
 * page on screen, and reads the page's data again; its listener runs before any of ours.
 */
function useHistoryEntry() {
  // "none": no entry of ours; "pushed": ours is the current entry; "popping": closing took it away.
  const phase = useRef<"none" | "pushed" | "popping">("none");
  const pushAfterPop = useRef(false);
  const onBackRef = useRef<() => void>(() => undefined);

  const [entry] = useState(() => {
    const push = () => {
      if (phase.current === "pushed") return;
      if (phase.current === "popping") {
        pushAfterPop.current = true;
        return;
      }
      window.history.pushState({ ...(window.history.state as object | null), [LAUNCH_ENTRY]: true }, "");
      phase.current = "pushed";
    };
    return {
      push,
      pop() {
        if (phase.current !== "pushed" || !isLaunchEntry(window.history.state)) return;
        phase.current = "popping";
        window.history.back();
      },
      onBack(handler: () => void) {
        onBackRef.current = handler;
        const listener = (event: PopStateEvent) => {
          if (phase.current === "none" || isLaunchEntry(event.state)) return;
          const closedByBack = phase.current === "pushed";
          phase.current = "none";
          if (closedByBack) onBackRef.current();
          if (pushAfterPop.current) {
            pushAfterPop.current = false;
            push();
          }
        };
        window.addEventListener("popstate", listener);
        return () => window.removeEventListener("popstate", listener);
      },
    };
  });
  return entry;
}
