/**
 * How a card or a Play button reaches the launch flow (launch-flow.tsx provides it). Apart
 * from the flow itself: a card asks for the flow, and the flow's game window shows cards.
 */
import { createContext, useContext } from "react";
import type { GameCard } from "~/lib/game";

export interface LaunchFlow {
  /** From a card: the interstitial first (at most once per 3 minutes), then the game window. */
  launch(game: GameCard): void;
  /** Straight to the game window (the detail page's Play Now). */
  play(game: GameCard): void;
}

export const LaunchFlowContext = createContext<LaunchFlow | null>(null);

/** The launch flow, or null outside a provider (a card then is a plain link). */
export function useLaunchFlow(): LaunchFlow | null {
  return useContext(LaunchFlowContext);
}
