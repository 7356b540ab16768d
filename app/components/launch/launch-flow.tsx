import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { GameCard } from "~/lib/game";
import { browserStorage, interstitialDue, noteInterstitialShown } from "~/lib/interstitial-spacing";
import { gameStarted } from "~/lib/plays.client";
import { MoreLikeThisSlot } from "../more-like-this-slot";

// Fetched when a game is first launched: a first visit downloads less.
const Interstitial = lazy(() => import("./interstitial").then((module) => ({ default: module.Interstitial })));
const GameWindow = lazy(() => import("./game-window").then((module) => ({ default: module.GameWindow })));

/** Launch flow (docs/product.md §4): idle -> interstitial countdown -> game window. */
type LaunchStage = { name: "idle" } | { name: "interstitial"; game: GameCard } | { name: "window"; game: GameCard };

interface LaunchFlow {
  /** From a card: the interstitial first (at most once per 3 minutes), then the game window. */
  launch(game: GameCard): void;
  /** Straight to the game window (the detail page's Play Now). */
  play(game: GameCard): void;
}

const LaunchFlowContext = createContext<LaunchFlow | null>(null);

/** The launch flow, or null outside a provider (a card then is a plain link). */
export function useLaunchFlow(): LaunchFlow | null {
  return useContext(LaunchFlowContext);
}

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

  const rememberFocus = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const flow = useMemo<LaunchFlow>(
    () => ({
      launch(game) {
        rememberFocus();
        setClosedGame(null);
        const storage = browserStorage();
        if (!interstitialDue(storage)) return setStage({ name: "window", game });
        noteInterstitialShown(storage);
        setStage({ name: "interstitial", game });
      },
      play(game) {
        rememberFocus();
        setClosedGame(null);
        setStage({ name: "window", game });
      },
    }),
    [],
  );

  const openWindow = useCallback(() => {
    setStage((current) => (current.name === "interstitial" ? { name: "window", game: current.game } : current));
  }, []);

  const windowGame = stage.name === "window" ? stage.game : null;

  const close = useCallback(() => {
    setStage({ name: "idle" });
    // A draft's preview suggests nothing: its related games are the visitors'.
    if (windowGame && !preview) setClosedGame(windowGame);
    const target = returnFocusTo.current;
    requestAnimationFrame(() => target?.focus());
  }, [windowGame, preview]);

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
