/**
 * What a visitor's page tells the portal's own analytics, shared by the page that sends it
 * (analytics.client.ts) and the server that counts it (domain/analytics). Nothing in an
 * event names the visitor: no id, no address, no referrer URL, only its kind.
 */

/** Where a page view came from, decided in the browser so that the referrer URL is never sent. */
export const REFERRER_KINDS = ["search", "social", "direct", "internal", "other"] as const;
export type ReferrerKind = (typeof REFERRER_KINDS)[number];

/** Where on the site a game card was clicked. */
export const CARD_PLACEMENTS = [
  "strip",
  "trending",
  "new",
  "arcade",
  "action",
  "popular",
  "results",
  "landing",
  "related",
  "more-like-this",
  "favorites",
  "recent",
] as const;
export type CardPlacement = (typeof CARD_PLACEMENTS)[number];

/** Events about one game, by the name the wire and the roll-ups use. */
export const GAME_EVENTS = [
  /** A game card was clicked (with `at`: its placement). */
  "card-click",
  /** The interstitial before a game was shown. */
  "interstitial-shown",
  /** The interstitial was closed with its button before its countdown ended. */
  "interstitial-closed-early",
  /** The game window opened: the launch reached the game (as a play is reported). */
  "game-started",
  "frame-loaded",
  "frame-failed",
  "played-30s",
  "played-5m",
] as const;
export type GameEvent = (typeof GAME_EVENTS)[number];

/** How an ad slot was filled: by the network, or by a house promotion in its place. */
export const AD_FILLS = ["network", "house"] as const;
export type AdFill = (typeof AD_FILLS)[number];

export type AnalyticsEvent =
  /** `entry`: the first page of a visit (the page the visitor landed on). */
  | { type: "page-view"; path: string; referrer: ReferrerKind; entry: boolean }
  /** `landing`: the path the visit entered by, so a landing page is credited with the plays it led to. */
  | { type: GameEvent; game: string; at?: CardPlacement; landing?: string }
  | { type: "ad"; block: number; fill: AdFill };

/** How many events one request may carry, and how large its body may be. */
export const MAX_EVENTS_PER_BATCH = 50;

/**
 * One address is at most this many visitors a day: a household's or a class's browsers
 * behind one address count apart, a script naming a new browser in each request does not
 * (one address with 24 user agents counted 24 visitors).
 */
export const VISITORS_PER_ADDRESS = 4;
export const EVENTS_BODY_LIMIT_BYTES = 16 * 1024;
export const EVENTS_PATH = "/api/events";

/**
 * In the head of a page whose events must not be sent at all: an administrator's preview
 * of a draft is no visitor's.
 */
export const UNCOUNTED_PAGE_META = { name: "zowii-analytics", content: "off" };
