import { lazy, Suspense } from "react";
import type { MoreLikeThisProps } from "./more-like-this";

// Fetched when a game first closes: most visits never need it, and the home page's script budget is tight.
const MoreLikeThis = lazy(() => import("./more-like-this").then((module) => ({ default: module.MoreLikeThis })));

/** The "More like this" row, its code loaded on first use. */
export function MoreLikeThisSlot(props: MoreLikeThisProps) {
  return (
    <Suspense fallback={null}>
      <MoreLikeThis {...props} />
    </Suspense>
  );
}
