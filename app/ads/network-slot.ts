import { adNetworkFailed, readyAdNetwork } from "~/ads/network-contract";
import { runAdSlot } from "~/ads/slot-timing";
import type { AdType } from "~/lib/ad-types";
import { track } from "~/lib/analytics.client";

/**
 * One slot's life with the ad network (the box AdSlot renders, with its network block id
 * and refresh interval in data attributes): the network renders into the box's element,
 * on the timing of slot-timing.ts; while an ad shows, the box is marked `data-ad-shown`,
 * which hides the house promotion. What the first check shows is counted (a refresh is
 * the same slot on the same page). Returns the stop.
 */
export function runNetworkSlot(slot: HTMLElement): () => void {
  const element = slot.querySelector<HTMLElement>(":scope > [id]");
  const blockId = slot.dataset.networkBlock;
  if (!element || !blockId) return () => undefined;
  let pointerOn = false;
  let counted = false;
  const run = runAdSlot({
    tryRender() {
      const adNetwork = readyAdNetwork();
      const { width, height } = element.getBoundingClientRect();
      // A slot not laid out yet (a dialog about to open) waits like one whose network is not ready.
      if (!adNetwork || width === 0 || height === 0) return false;
      adNetwork.render({
        blockId,
        elementId: element.id,
        type: slot.dataset.adType as AdType,
        width: Math.round(width),
        height: Math.round(height),
      });
      return true;
    },
    networkFailed: adNetworkFailed,
    hasAd: () => element.childElementCount > 0,
    mayChange: () => document.visibilityState === "visible" && !pointerOn && !slot.contains(document.activeElement),
    show(ad) {
      slot.toggleAttribute("data-ad-shown", ad);
      if (!counted) track({ type: "ad", block: Number(slot.dataset.adBlock), fill: ad ? "network" : "house" });
      counted = true;
    },
    refreshMs: Number(slot.dataset.refreshMs),
  });
  // A finger or pointer on the slot, or focus in it, holds a refresh back until it leaves.
  const enter = () => {
    pointerOn = true;
  };
  const leave = () => {
    pointerOn = false;
    run.resume();
  };
  const resume = () => run.resume();
  const listeners: [EventTarget, string, () => void][] = [
    [slot, "pointerenter", enter],
    [slot, "pointerleave", leave],
    [slot, "pointercancel", leave],
    [slot, "focusout", resume],
    [document, "visibilitychange", resume],
  ];
  for (const [target, name, listener] of listeners) target.addEventListener(name, listener);
  return () => {
    run.stop();
    for (const [target, name, listener] of listeners) target.removeEventListener(name, listener);
  };
}
