import type { AdsClientConfig, HousePromotion } from "~/lib/ad-types";
import { HOUSE_PROMOTIONS_LIMIT } from "~/lib/constants";
import type { ServerConfig } from "~/domain/platform/config.server";
import type { AdsConfig } from "./ads-settings.server";
import type { Database } from "~/domain/db/connection.server";
import { HEARD_CHANGES_FRESH_MS, keptUntilCatalogChange } from "~/domain/catalog/changes.server";
import { trendingGames } from "~/domain/catalog/reads.server";
import { logFailure } from "~/domain/platform/log.server";

/**
 * The origins the configured ad network needs: its script's, plus AD_NETWORK_ORIGINS.
 * Empty without a network. The Content-Security-Policy is built from this list.
 */
export function adNetworkOrigins(config: Pick<ServerConfig, "ads">): string[] {
  const { networkScriptUrl, extraOrigins } = config.ads;
  if (!networkScriptUrl) return [];
  return [...new Set([new URL(networkScriptUrl).origin, ...extraOrigins])];
}

/** What pages tell the browser about the network: the script and the block ids, nothing secret. */
export function adsClientConfig(ads: AdsConfig): AdsClientConfig {
  return { scriptUrl: ads.networkScriptUrl ?? null, blocks: ads.blockIds };
}

/**
 * Games of our own catalog for the slots' fallbacks: the most played, which the page
 * cache then shows to everyone alike. Every page's root asks for them, so they are read
 * once until the catalog changes or a minute has passed (plays reorder them). A failed
 * read leaves the slots plain rather than failing the page around them.
 */
const mostPlayedPromotions = keptUntilCatalogChange(HEARD_CHANGES_FRESH_MS, async (db) => {
  const games = await trendingGames(db, HOUSE_PROMOTIONS_LIMIT);
  return games.map(({ slug, title, thumbnail }): HousePromotion => ({ slug, title, thumbnail }));
});

export async function housePromotions(db: Database): Promise<HousePromotion[]> {
  try {
    return await mostPlayedPromotions(db);
  } catch (error) {
    logFailure("Reading the house promotions", error);
    return [];
  }
}
