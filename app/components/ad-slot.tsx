import { useEffect, useId, useRef, useState } from "react";
import { useAdConsent } from "~/lib/ad-consent";
import { adNetworkFailed, loadAdNetwork, readyAdNetwork } from "~/lib/ad-network";
import { runAdSlot } from "~/lib/ad-slot-run";
import {
  AD_REFRESH_BY_TYPE,
  type AdBlockId,
  type AdRefreshInterval,
  type AdSize,
  type AdSlotSize,
  type AdType,
} from "~/lib/ads";
import { cn } from "~/lib/cn";
import { useAds } from "~/lib/use-ads";
import { HousePromotion } from "./house-promotion";

/** The box of each preset size, fixed by CSS before anything loads, so nothing moves when an ad arrives. */
const BOX: Record<AdSize, string> = {
  leaderboard: "h-[90px] w-[calc(100%-2rem)] max-w-[728px]",
  "mobile-banner": "h-[50px] w-[320px] max-w-full",
  rectangle: "h-[250px] w-[300px] max-w-full",
  "large-rectangle": "h-[280px] w-[336px] max-w-full",
};

const BOX_FROM_MD: Record<AdSize, string> = {
  leaderboard: "md:h-[90px] md:w-[calc(100%-2rem)] md:max-w-[728px]",
  "mobile-banner": "md:h-[50px] md:w-[320px] md:max-w-full",
  rectangle: "md:h-[250px] md:w-[300px] md:max-w-full",
  "large-rectangle": "md:h-[280px] md:w-[336px] md:max-w-full",
};

const SIZE_OF_TYPE: Record<AdType, AdSlotSize> = {
  leaderboard: "leaderboard",
  rectangle: "rectangle",
  floor: { mobile: "mobile-banner", desktop: "leaderboard" },
  floating: { mobile: "mobile-banner", desktop: "leaderboard" },
};

function boxClasses(size: AdSlotSize): string {
  return typeof size === "string" ? BOX[size] : cn(BOX[size.mobile], BOX_FROM_MD[size.desktop]);
}

function isBanner(size: AdSlotSize): boolean {
  const shape = typeof size === "string" ? size : size.desktop;
  return shape === "leaderboard" || shape === "mobile-banner";
}

export interface AdSlotProps {
  /** Which of the blocks 1-8 this slot shows; the network's id for it is configuration. */
  blockId: AdBlockId;
  type: AdType;
  /** Defaults by type: the floor banner and the floating ad have a phone and a desktop variant. */
  size?: AdSlotSize;
  /** Defaults to the type's interval. */
  refreshInterval?: AdRefreshInterval;
  /** Which house promotion shows when the slot shows one; slots of one block on one page pick different ones. */
  promotion?: number;
  className?: string;
}

/**
 * A place for an ad block. The server renders its box and a house promotion; in the
 * browser, once the visitor has accepted ads and the block has a network id, the
 * network's ad replaces the promotion (spec section 4).
 */
export function AdSlot({
  blockId,
  type,
  size = SIZE_OF_TYPE[type],
  refreshInterval = AD_REFRESH_BY_TYPE[type],
  promotion = blockId - 1,
  className,
}: AdSlotProps) {
  const { network, promotions } = useAds();
  const consent = useAdConsent();
  const networkBlockId = network.scriptUrl ? (network.blocks[blockId - 1] ?? null) : null;
  const scriptUrl = consent === "accepted" && networkBlockId ? network.scriptUrl : null;
  const elementId = `zowii-block-${blockId}-${useId().replace(/[^A-Za-z0-9]/g, "")}`;
  const box = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const [showAd, setShowAd] = useState(false);

  useEffect(() => {
    const slot = box.current;
    const element = target.current;
    if (!scriptUrl || !networkBlockId || !slot || !element) return;
    loadAdNetwork(scriptUrl);
    let pointerOn = false;
    const run = runAdSlot({
      tryRender() {
        const adNetwork = readyAdNetwork();
        const { width, height } = element.getBoundingClientRect();
        // A slot not laid out yet (a dialog about to open) waits like one whose network is not ready.
        if (!adNetwork || width === 0 || height === 0) return false;
        adNetwork.render({ blockId: networkBlockId, elementId, type, width: Math.round(width), height: Math.round(height) });
        return true;
      },
      networkFailed: adNetworkFailed,
      hasAd: () => element.childElementCount > 0,
      mayChange: () => document.visibilityState === "visible" && !pointerOn && !slot.contains(document.activeElement),
      show: setShowAd,
      refreshMs: refreshInterval,
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
    slot.addEventListener("pointerenter", enter);
    slot.addEventListener("pointerleave", leave);
    slot.addEventListener("pointercancel", leave);
    slot.addEventListener("focusout", resume);
    document.addEventListener("visibilitychange", resume);
    return () => {
      run.stop();
      element.replaceChildren();
      setShowAd(false);
      slot.removeEventListener("pointerenter", enter);
      slot.removeEventListener("pointerleave", leave);
      slot.removeEventListener("pointercancel", leave);
      slot.removeEventListener("focusout", resume);
      document.removeEventListener("visibilitychange", resume);
    };
  }, [scriptUrl, networkBlockId, elementId, type, refreshInterval]);

  const fallback = promotions.length > 0 ? promotions[promotion % promotions.length] : undefined;
  return (
    // A labelled group, not a landmark: a page holds many ads, and landmarks should be few and unique.
    <div
      ref={box}
      role="group"
      aria-label="Advertisement"
      data-ad-type={type}
      data-ad-block={blockId}
      className={cn("relative mx-auto overflow-hidden rounded-lg", boxClasses(size), className)}
    >
      <div ref={target} id={elementId} className={cn("absolute inset-0", !showAd && "invisible")} />
      {!showAd && (
        <div className="absolute inset-0">
          <HousePromotion promotion={fallback} layout={isBanner(size) ? "row" : "column"} />
        </div>
      )}
    </div>
  );
}
