/** A game as cards and lists show it (docs/product.md §3). */
export interface GameCard {
  id: string;
  slug: string;
  title: string;
  thumbnail: string;
  category: string;
  rating: number;
  plays: number;
  tags: string[];
  gameUrl: string;
}

import type { GameOrientation } from "../../content/catalog/game-rules";

export { GAME_ORIENTATIONS, type GameOrientation } from "../../content/catalog/game-rules";

/** Everything the detail page shows about one game. */
export interface GameDetail extends GameCard {
  description: string;
  /** How to play ("" for none given). */
  instructions: string;
  /** Null where not known: the page then shows no badge for it. */
  orientation: GameOrientation | null;
  mobileFriendly: boolean | null;
  developer: string | null;
  releaseDate: string | null;
  featured: boolean;
  /** How many visitors have rated it; 0 means `rating` is the catalog's starting value. */
  votesCount: number;
  publishedAt: string;
}

/** Slugs are lowercase words joined by single hyphens: "krunker-io", "1v1-lol". */
export function isValidSlug(slug: string): boolean {
  return slug.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** The fragment of a game page's address that starts the game as the page opens (a landing page's play buttons). */
export const PLAY_ON_ARRIVAL = "#play";

/** A game's page, starting the game as it opens. */
export const playGamePath = (slug: string) => `/game/${encodeURIComponent(slug)}${PLAY_ON_ARRIVAL}`;
