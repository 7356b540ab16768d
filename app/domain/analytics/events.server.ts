/**
 * A batch of events from a visitor's page, checked and turned into the counts it adds.
 * The page is not trusted: an event of an unknown kind, a path the site does not serve or
 * a malformed field is dropped, and the rest of the batch still counts.
 */
import { CONTENT_PAGE_PATHS } from "../../../content/pages/paths";
import { AD_FILLS, CARD_PLACEMENTS, GAME_EVENTS, MAX_EVENTS_PER_BATCH, REFERRER_KINDS, type AnalyticsEvent } from "~/lib/analytics";
import { categoryFromSlug } from "~/lib/categories";
import { AD_BLOCK_COUNT } from "~/lib/constants";
import { isValidSlug } from "~/lib/game";

/** What a count is about. A game's and a game page's subject is its slug until the flush resolves it to the game. */
export type Scope = "site" | "referrer" | "page" | "game" | "placement" | "ad";

export interface Increment {
  scope: Scope;
  subject: string;
  metric: string;
}

/** The home page and the content pages' fixed routes (app/routes.ts). */
const FIXED_PAGES = new Set<string>(["/", ...CONTENT_PAGE_PATHS.map((path) => `/${path}`)]);

/**
 * The addresses of the site's published copy in the database (landing pages, articles:
 * content/reads.server.ts), which a page view may name besides the fixed pages, the game
 * pages and the category pages.
 */
export type ContentPaths = ReadonlySet<string>;

const GAME_PAGE = /^\/game\/([^/]+)$/;
const CATEGORY_PAGE = /^\/category\/([^/]+)$/;

/**
 * The page a path names, as its roll-ups record it, or null for a path the site does not
 * serve (which would otherwise let anyone add rows at will). A game page is kept by its
 * path; the flush drops it unless the game exists.
 */
export function countedPagePath(path: unknown, contentPaths: ContentPaths): string | null {
  if (typeof path !== "string" || path.length > 200) return null;
  const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (FIXED_PAGES.has(bare) || contentPaths.has(bare)) return bare;
  const game = GAME_PAGE.exec(bare);
  if (game?.[1] && isValidSlug(game[1])) return bare;
  const category = CATEGORY_PAGE.exec(bare);
  if (category?.[1] && categoryFromSlug(category[1])) return bare;
  return null;
}

/** The slug of a game page's path, or null. */
export function gamePageSlug(path: string): string | null {
  return GAME_PAGE.exec(path)?.[1] ?? null;
}

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

/** One event as the page sent it, checked, or null when it is not one the portal counts. */
export function readEvent(raw: unknown, contentPaths: ContentPaths): AnalyticsEvent | null {
  if (typeof raw !== "object" || raw === null) return null;
  const event = raw as Record<string, unknown>;
  if (event.type === "page-view") {
    const path = countedPagePath(event.path, contentPaths);
    if (path === null || !oneOf(REFERRER_KINDS, event.referrer)) return null;
    return { type: "page-view", path, referrer: event.referrer, entry: event.entry === true };
  }
  if (event.type === "ad") {
    const block = event.block;
    if (typeof block !== "number" || !Number.isInteger(block) || block < 1 || block > AD_BLOCK_COUNT) return null;
    if (!oneOf(AD_FILLS, event.fill)) return null;
    return { type: "ad", block, fill: event.fill };
  }
  if (oneOf(GAME_EVENTS, event.type)) {
    if (typeof event.game !== "string" || !isValidSlug(event.game)) return null;
    if (event.type === "card-click") {
      return oneOf(CARD_PLACEMENTS, event.at) ? { type: event.type, game: event.game, at: event.at } : null;
    }
    if (event.type === "game-started") {
      const landing = countedPagePath(event.landing, contentPaths);
      return landing === null ? { type: event.type, game: event.game } : { type: event.type, game: event.game, landing };
    }
    return { type: event.type, game: event.game };
  }
  return null;
}

/**
 * The events of a request body (`{"events": [...]}`), at most MAX_EVENTS_PER_BATCH, or null
 * when the body is not such a batch at all.
 */
export function readEventBatch(body: string, contentPaths: ContentPaths): AnalyticsEvent[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const list = typeof parsed === "object" && parsed !== null ? (parsed as { events?: unknown }).events : undefined;
  if (!Array.isArray(list) || list.length > MAX_EVENTS_PER_BATCH) return null;
  return list.map((raw) => readEvent(raw, contentPaths)).filter((event): event is AnalyticsEvent => event !== null);
}

/** The counts one event adds. */
export function incrementsOf(event: AnalyticsEvent): Increment[] {
  switch (event.type) {
    case "page-view": {
      const counts: Increment[] = [
        { scope: "site", subject: "", metric: "page-views" },
        { scope: "page", subject: event.path, metric: "page-views" },
        { scope: "referrer", subject: event.referrer, metric: "page-views" },
      ];
      if (event.entry) {
        counts.push(
          { scope: "site", subject: "", metric: "visits" },
          { scope: "page", subject: event.path, metric: "visits" },
          { scope: "referrer", subject: event.referrer, metric: "visits" },
        );
      }
      return counts;
    }
    case "ad":
      return [{ scope: "ad", subject: String(event.block), metric: event.fill }];
    case "card-click":
      return [
        { scope: "game", subject: event.game, metric: event.type },
        { scope: "placement", subject: event.at ?? "", metric: event.type },
      ];
    case "game-started":
      return event.landing
        ? [
            { scope: "game", subject: event.game, metric: event.type },
            { scope: "page", subject: event.landing, metric: "plays" },
          ]
        : [{ scope: "game", subject: event.game, metric: event.type }];
    default:
      return [{ scope: "game", subject: event.game, metric: event.type }];
  }
}
