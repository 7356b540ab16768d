import { useEffect, useId } from "react";
import { useLocation } from "react-router";
import { track } from "~/lib/analytics.client";
import { AD_REFRESH_BY_TYPE, type AdBlockId, type AdRefreshInterval, type AdSize, type AdSlotSize, type AdType } from "~/lib/ad-types";
import { clsx } from "clsx";
import { useAds } from "~/ads/use-ads";
import { HousePromotion } from "~/ads/house-promotion";

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
  return typeof size === "string" ? BOX[size] : clsx(BOX[size.mobile], BOX_FROM_MD[size.desktop]);
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
  /** Shown in place of a house promotion (the interstitial shows the game being launched). */
  fallback?: React.ReactNode;
  /**
   * On the first screen of a phone (the leaderboard above the content): its promotion's
   * image is often the largest thing painted first, and a lazy image waits for layout.
   */
  firstScreen?: boolean;
  className?: string;
}

/**
 * A place for an ad block. The server renders its box and a house promotion; in the
 * browser, where the block has a network id and once the visitor has accepted ads, the
 * ad script (app/ads/ad-script.ts) has the network render into the box and shows the ad
 * in place of the promotion (docs/product.md §4). It marks the box `data-ad-shown` then.
 * A slot the network will not fill shows its house promotion for good, as the analytics
 * count here; the network's slots are counted by network-slot.ts.
 */
export function AdSlot({
  blockId,
  type,
  size = SIZE_OF_TYPE[type],
  refreshInterval = AD_REFRESH_BY_TYPE[type],
  promotion = blockId - 1,
  fallback: ownFallback,
  firstScreen = false,
  className,
}: AdSlotProps) {
  const { network, promotions } = useAds();
  const networkBlockId = network.scriptUrl ? (network.blocks[blockId - 1] ?? undefined) : undefined;
  const elementId = `zowii-block-${blockId}-${useId().replace(/[^A-Za-z0-9]/g, "")}`;
  const fallback = promotions.length > 0 ? promotions[promotion % promotions.length] : undefined;
  const houseForGood = !networkBlockId && fallback !== undefined;
  // Once per page view: the floor's slot stays while the visitor moves from page to page.
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (houseForGood) track({ type: "ad", block: blockId, fill: "house" });
  }, [houseForGood, blockId, pathname, search]);
  return (
    // A labelled group, not a landmark: a page holds many ads, and landmarks should be few and unique.
    <div
      role="group"
      aria-label="Advertisement"
      data-ad-type={type}
      data-ad-block={blockId}
      data-network-block={networkBlockId}
      data-refresh-ms={networkBlockId ? refreshInterval : undefined}
      className={clsx("group/ad relative mx-auto overflow-hidden rounded-lg", boxClasses(size), className)}
    >
      <div id={elementId} className="invisible absolute inset-0 group-data-[ad-shown]/ad:visible" />
      <div className="absolute inset-0 group-data-[ad-shown]/ad:invisible">
        {ownFallback ?? <HousePromotion promotion={fallback} layout={isBanner(size) ? "row" : "column"} firstScreen={firstScreen} />}
      </div>
    </div>
  );
}
