import { lazy, Suspense } from "react";
import type { MoreLikeThisProps } from "./more-like-this";

/**
 * Fetched with the game window's code, which a closing game window has loaded already: a chunk
 * of its own this small is merged by the build (experimentalMinChunkSize) into one the home
 * page loads at once, about 1 KB more of its script.
 */
const MoreLikeThis = lazy(() => import("./launch/game-window").then((module) => ({ default: module.MoreLikeThis })));

/** The "More like this" row, its code loaded on first use. */
export function MoreLikeThisSlot(props: MoreLikeThisProps) {
  return (
    <Suspense fallback={null}>
      <MoreLikeThis {...props} />
    </Suspense>
  );
}
