import X from "lucide-react/icons/x";
import { clsx } from "clsx";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { AdSlot } from "~/ads/ad-slot";

/**
 * The floating bottom ad of the home page, a phone and a desktop variant of one block
 * (docs/product.md §2). It floats over the page, so it never lies over the first screen:
 * it slides in once the visitor has scrolled a whole screen down and out again when they
 * are back on the first one, where the hero and the game strip are. A spacer of its height
 * at the page's end keeps it off the footer, and an element the keyboard focuses behind it
 * is scrolled above it. A visitor who closes it does not see it again in this browser
 * session. It is not shown while a game plays in the page.
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

/** Whether the page is scrolled past its first screen, kept up to date as the visitor scrolls. */
function useBelowFirstScreen(): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const measure = () => setBelow(window.scrollY >= window.innerHeight);
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, []);
  return below;
}

/**
 * While the ad is in sight, the element the keyboard focuses is kept above it: the page's
 * scroll padding makes the browser's own scrolling to a focused element stop short of the
 * ad, and an element already on screen but behind the ad is scrolled up by the overlap.
 */
function useFocusKeptAbove(ad: React.RefObject<HTMLElement | null>, inSight: boolean) {
  useEffect(() => {
    const element = ad.current;
    if (!inSight || !element) return;
    const root = document.documentElement;
    const height = element.offsetHeight;
    root.style.scrollPaddingBottom = `${height}px`;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      // After the browser's own scrolling to the element, which comes after this event.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const adTop = element.getBoundingClientRect().top;
        const box = target.getBoundingClientRect();
        if (box.bottom > adTop && box.top < window.innerHeight) window.scrollBy(0, box.bottom - adTop + 8);
      });
    };
    document.addEventListener("focusin", onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", onFocusIn);
      root.style.scrollPaddingBottom = "";
    };
  }, [ad, inSight]);
}

export function FloatingAd() {
  const closed = useSyncExternalStore(subscribe, isClosed, () => true);
  const gamePlaying = useSyncExternalStore(
    subscribe,
    () => gamesInPage > 0,
    () => false,
  );
  const belowFirstScreen = useBelowFirstScreen();
  // Once it has come in, the slot stays in the page (hidden on the first screen), so an ad
  // network's block is not asked for again each time the visitor scrolls back up.
  const [arrived, setArrived] = useState(false);
  const inSight = !closed && !gamePlaying && belowFirstScreen;
  if (inSight && !arrived) setArrived(true);
  const ad = useRef<HTMLElement>(null);
  useFocusKeptAbove(ad, inSight);
  return (
    <>
      <div aria-hidden className="h-[67px] md:h-[107px]" />
      {!closed && !gamePlaying && (arrived || inSight) && (
        <aside
          ref={ad}
          aria-label="Floating advertisement"
          // Out of sight it is also out of reach: `invisible` takes it from the keyboard and screen readers.
          className={clsx(
            "fixed inset-x-0 bottom-0 z-40 flex justify-center border-t border-white/10 bg-slate-950/95 px-2 py-2 backdrop-blur transition-[translate,visibility] duration-300 motion-reduce:transition-none",
            !inSight && "invisible translate-y-full",
          )}
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
