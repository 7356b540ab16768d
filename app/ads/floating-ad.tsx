import X from "lucide-react/icons/x";
import { useEffect, useSyncExternalStore } from "react";
import { AdSlot } from "~/ads/ad-slot";

/**
 * The floating bottom ad of the home page, a phone and a desktop variant of one block.
 * A visitor who closes it does not see it again in this browser session. Whether it was
 * closed is known only in the browser, so it appears after hydration; it floats over the
 * page, and a spacer of its height at the page's end keeps it off the footer. It is not
 * shown while a game plays in the page.
 */
const CLOSED_KEY = "zowii_floating_ad_closed";
const listeners = new Set<() => void>();
// Storage can be switched off; closing then lasts as long as the page.
let closedWithoutStorage = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isClosed(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === "1";
  } catch {
    return closedWithoutStorage;
  }
}

function close() {
  closedWithoutStorage = true;
  try {
    sessionStorage.setItem(CLOSED_KEY, "1");
  } catch {
    // Kept in memory above.
  }
  notify();
}

/** Games playing in the page itself (the expanded hero, the player view): the ad keeps out of their way. */
let gamesInPage = 0;

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Called by a game shown in the page while it plays: the floating ad steps aside until it
 * stops, so it never lies over a game (it floats over whatever is at the screen's bottom).
 */
export function useFloatingAdStepsAside(playing: boolean) {
  useEffect(() => {
    if (!playing) return;
    gamesInPage += 1;
    notify();
    return () => {
      gamesInPage -= 1;
      notify();
    };
  }, [playing]);
}

export function FloatingAd() {
  const closed = useSyncExternalStore(subscribe, isClosed, () => true);
  const gamePlaying = useSyncExternalStore(subscribe, () => gamesInPage > 0, () => false);
  const open = !closed && !gamePlaying;
  return (
    <>
      <div aria-hidden className="h-[67px] md:h-[107px]" />
      {open && (
        <aside
          aria-label="Floating advertisement"
          className="fixed inset-x-0 bottom-0 z-40 flex justify-center border-t border-white/10 bg-slate-950/95 px-2 py-2 backdrop-blur"
        >
          <div className="relative w-full max-w-[320px] md:max-w-[728px]">
            <AdSlot blockId={4} type="floating" />
            <button
              type="button"
              onClick={close}
              aria-label="Close advertisement"
              title="Close advertisement"
              className="absolute -right-1 -top-3.5 rounded-full bg-slate-800 p-1.5 text-slate-200 ring-1 ring-white/20 hover:bg-slate-700 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        </aside>
      )}
    </>
  );
}
