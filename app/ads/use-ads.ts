import { NO_AD_NETWORK, type AdsClientConfig, type HousePromotion } from "~/lib/ad-types";
import { useRootData } from "~/lib/root-data";

const NONE: HousePromotion[] = [];

/** The ad network's public settings and the house promotions, as the root loader gave them. */
export function useAds(): { network: AdsClientConfig; promotions: HousePromotion[] } {
  const data = useRootData();
  return { network: data?.ads ?? NO_AD_NETWORK, promotions: data?.promotions ?? NONE };
}
