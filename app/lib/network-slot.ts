import { readConsent, subscribe } from "./ad-consent";
import { adNetworkFailed, loadAdNetwork, readyAdNetwork } from "./ad-network";
import { runAdSlot, type AdSlotRun } from "./ad-slot-run";
import type { AdType } from "./ads";

export interface NetworkSlot {
  /** The slot's box, which pointer, finger and focus are watched on. */
  slot: HTMLElement;
  /** The element the network renders into. */
  element: HTMLElement;
  scriptUrl: string;
  /** The network's id of the block. */
  blockId: string;
  type: AdType;
  refreshMs: number;
  show(ad: boolean): void;
}

/**
 * A slot's life with the ad network, in the browser: nothing until the visitor accepts
 * ads, then the script and the slot's timing (ad-slot-run.ts). Returns the stop.
 */
export function runNetworkSlot(slot: NetworkSlot): () => void {
  let run: AdSlotRun | null = null;
  let stopWatching: () => void = () => undefined;

  const start = () => {
    const { element } = slot;
    loadAdNetwork(slot.scriptUrl);
    let pointerOn = false;
    const current = runAdSlot({
      tryRender() {
        const adNetwork = readyAdNetwork();
        const { width, height } = element.getBoundingClientRect();
        // A slot not laid out yet (a dialog about to open) waits like one whose network is not ready.
        if (!adNetwork || width === 0 || height === 0) return false;
        adNetwork.render({
          blockId: slot.blockId,
          elementId: element.id,
          type: slot.type,
          width: Math.round(width),
          height: Math.round(height),
        });
        return true;
      },
      networkFailed: adNetworkFailed,
      hasAd: () => element.childElementCount > 0,
      mayChange: () => document.visibilityState === "visible" && !pointerOn && !slot.slot.contains(document.activeElement),
      show: slot.show,
      refreshMs: slot.refreshMs,
    });
    // A finger or pointer on the slot, or focus in it, holds a refresh back until it leaves.
    const enter = () => {
      pointerOn = true;
    };
    const leave = () => {
      pointerOn = false;
      current.resume();
    };
    const resume = () => current.resume();
    const events: [EventTarget, string, () => void][] = [
      [slot.slot, "pointerenter", enter],
      [slot.slot, "pointerleave", leave],
      [slot.slot, "pointercancel", leave],
      [slot.slot, "focusout", resume],
      [document, "visibilitychange", resume],
    ];
    for (const [target, name, handler] of events) target.addEventListener(name, handler);
    stopWatching = () => {
      for (const [target, name, handler] of events) target.removeEventListener(name, handler);
    };
    run = current;
  };

  const stop = () => {
    run?.stop();
    run = null;
    stopWatching();
    slot.element.replaceChildren();
    slot.show(false);
  };

  const follow = () => {
    const accepted = readConsent() === "accepted";
    if (accepted && !run) start();
    else if (!accepted && run) stop();
  };

  follow();
  const unsubscribe = subscribe(follow);
  return () => {
    unsubscribe();
    if (run) stop();
  };
}
