import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { NO_AD_NETWORK, type AdsClientConfig, type HousePromotion } from "~/ads/ad-types";

const NONE: HousePromotion[] = [];

/** The ad network's public settings and the house promotions, as the root loader gave them. */
export function useAds(): { network: AdsClientConfig; promotions: HousePromotion[] } {
  const data = useRouteLoaderData<typeof loader>("root");
  return { network: data?.ads ?? NO_AD_NETWORK, promotions: data?.promotions ?? NONE };
}
