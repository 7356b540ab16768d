import {
  AD_REFRESH_DEFAULT_MS,
  AD_REFRESH_FLOOR_MS,
  AD_REFRESH_LEADERBOARD_MS,
  AD_REFRESH_RECTANGLE_MS,
  type AD_REFRESH_SECOND_RECTANGLE_MS,
  type AD_REFRESH_VARIANTS_MS,
  LEADERBOARD_MAX_WIDTH_PX,
} from "~/lib/constants";

/** Ad blocks are numbered 1 to 8 (docs/product.md §9); the network's id for each is configuration. */
export type AdBlockId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** What a slot is, which decides how often it refreshes. */
export type AdType = "leaderboard" | "rectangle" | "floor" | "floating";

/** The four preset sizes, in CSS pixels; a leaderboard narrows with the screen, never past 728. */
export const AD_SIZES = {
  leaderboard: { width: LEADERBOARD_MAX_WIDTH_PX, height: 90 },
  "mobile-banner": { width: 320, height: 50 },
  rectangle: { width: 300, height: 250 },
  "large-rectangle": { width: 336, height: 280 },
} as const;

export type AdSize = keyof typeof AD_SIZES;

/** A size, or one for phones and one from 768 px up (the floor banner's and floating ad's variants). */
export type AdSlotSize = AdSize | { mobile: AdSize; desktop: AdSize };

export const AD_REFRESH_BY_TYPE: Record<AdType, AdRefreshInterval> = {
  floor: AD_REFRESH_FLOOR_MS,
  leaderboard: AD_REFRESH_LEADERBOARD_MS,
  rectangle: AD_REFRESH_RECTANGLE_MS,
  // docs/product.md §9 gives the floating ad no interval of its own.
  floating: AD_REFRESH_DEFAULT_MS,
};

/** The intervals of docs/product.md §9; a slot refreshes on one of them. */
export type AdRefreshInterval =
  | typeof AD_REFRESH_DEFAULT_MS
  | (typeof AD_REFRESH_VARIANTS_MS)[number]
  | typeof AD_REFRESH_FLOOR_MS
  | typeof AD_REFRESH_LEADERBOARD_MS
  | typeof AD_REFRESH_RECTANGLE_MS
  | typeof AD_REFRESH_SECOND_RECTANGLE_MS;

/** What the browser needs to show network ads: public values, sent with every page. */
export interface AdsClientConfig {
  /** The ad network's script; null means house promotions only. */
  scriptUrl: string | null;
  /** The network's block id of blocks 1-8 (index 0 is block 1); null shows a house promotion. */
  blocks: (string | null)[];
}

export const NO_AD_NETWORK: AdsClientConfig = { scriptUrl: null, blocks: [] };

/** A game of our own catalog shown where no ad is. */
export interface HousePromotion {
  slug: string;
  title: string;
  thumbnail: string;
}
