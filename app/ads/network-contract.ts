import type { AdType } from "~/lib/ad-types";

/**
 * The contract with the ad network's script (README, "Ad network"): once ready, it
 * defines `window.zowiiAdNetwork.render(request)`, which fills the element of
 * `elementId` with an ad for the block, replacing what the element held.
 */
export interface AdRenderRequest {
  /** The network's id of the block (AD_BLOCK_IDS). */
  blockId: string;
  elementId: string;
  type: AdType;
  /** The slot's box in CSS pixels, as laid out now (phones get the smaller variant). */
  width: number;
  height: number;
}

export interface AdNetwork {
  render(request: AdRenderRequest): void;
}

declare global {
  interface Window {
    zowiiAdNetwork?: Partial<AdNetwork>;
  }
}

let requested = false;
let failed = false;

/**
 * Adds the network's script once, as a plain `<script src>` (no inline code, so a strict
 * Content-Security-Policy holds). Called only after the visitor accepted ads.
 */
export function loadAdNetwork(src: string): void {
  if (requested) return;
  requested = true;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  // Blocked by an ad blocker, or offline: slots stop waiting and keep their fallback.
  script.addEventListener("error", () => {
    failed = true;
  });
  document.head.append(script);
}

/** The network, once its script has set itself up. */
export function readyAdNetwork(): AdNetwork | null {
  const network = window.zowiiAdNetwork;
  return typeof network?.render === "function" ? (network as AdNetwork) : null;
}

export function adNetworkFailed(): boolean {
  return failed;
}
