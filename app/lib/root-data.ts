import { useRouteLoaderData } from "react-router";
import type { AdsClientConfig, HousePromotion } from "./ad-types";

/**
 * What the root route's loader (app/root.tsx) gives every page. Typed here rather than read
 * off the loader, so that the hooks any component uses (the site's name, the ads) do not
 * import the root module, which imports those components.
 */
export interface RootData {
  siteName: string;
  siteUrl: string;
  ads: AdsClientConfig;
  promotions: HousePromotion[];
}

/** The root's data, or undefined where no root loader ran (an error page before it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
