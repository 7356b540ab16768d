import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { AdSlot } from "./ad-slot";

/**
 * The floating bottom ad of the home page, a phone and a desktop variant of one block.
 * A visitor who closes it does not see it again in this browser session. Whether it was
 * closed is known only in the browser, so it appears after hydration; it floats over the
 * page, and a spacer of its height at the page's end keeps it off the footer.
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
  for (const listener of listeners) listener();
}

export function FloatingAd() {
  const open = !useSyncExternalStore(subscribe, isClosed, () => true);
  return (
    <>
      <div aria-hidden className="h-[67px] md:h-[107px]" />
      {open && (
        <div className="fixed inset-x-0 bottom-0 z-40 flex justify-center border-t border-white/10 bg-slate-950/95 px-2 py-2 backdrop-blur">
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
        </div>
      )}
    </>
  );
}
