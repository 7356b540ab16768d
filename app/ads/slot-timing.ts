import { AD_CHECK_DELAY_MS, AD_RETRY_LIMIT, AD_RETRY_MAX_MS, AD_RETRY_MIN_MS } from "~/lib/constants";

/** What a slot's timing needs from the page; the slot component wires it to the DOM and the network. */
export interface AdSlotHooks {
  /** Asks the network to render the block; false while the network's script is not ready. */
  tryRender(): boolean;
  /** The script failed to load (an ad blocker, no connection): waiting longer is pointless. */
  networkFailed(): boolean;
  /** Whether the network put an ad into the slot. */
  hasAd(): boolean;
  /** Whether the slot may change now: the tab is visible and no pointer, finger or focus is on it. */
  mayChange(): boolean;
  /** Show the ad (true) or the fallback (false). */
  show(ad: boolean): void;
  refreshMs: number;
  random?: () => number;
}

export interface AdSlotRun {
  stop(): void;
  /** Something that held a refresh back has ended (the tab is visible again, the pointer left). */
  resume(): void;
}

/**
 * One slot's life (docs/product.md §4): render, retrying every 0.1-0.5 s while the network
 * is not ready and giving up after AD_RETRY_LIMIT tries; look after 2 s whether an ad
 * arrived; render again every `refreshMs`, held back while the slot may not change.
 */
export function runAdSlot(hooks: AdSlotHooks): AdSlotRun {
  const random = hooks.random ?? Math.random;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let refreshHeld = false;

  const after = (ms: number, step: () => void) => {
    timer = setTimeout(step, ms);
  };

  const attempt = (tries: number) => {
    let asked: boolean;
    try {
      asked = hooks.tryRender();
    } catch (error) {
      // A network that throws is treated as one that answered: the check decides what shows.
      console.error("The ad network failed to render a block:", error);
      asked = true;
    }
    if (asked) return after(AD_CHECK_DELAY_MS, check);
    if (hooks.networkFailed() || tries + 1 >= AD_RETRY_LIMIT) return;
    after(AD_RETRY_MIN_MS + random() * (AD_RETRY_MAX_MS - AD_RETRY_MIN_MS), () => attempt(tries + 1));
  };

  const check = () => {
    hooks.show(hooks.hasAd());
    after(hooks.refreshMs, refresh);
  };

  const refresh = () => {
    if (hooks.mayChange()) attempt(0);
    else refreshHeld = true;
  };

  attempt(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    resume() {
      if (stopped || !refreshHeld || !hooks.mayChange()) return;
      refreshHeld = false;
      attempt(0);
    },
  };
}
