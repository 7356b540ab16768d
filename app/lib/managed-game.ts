/**
 * A game as the panel sees it: where it stands (published or a draft) and what its feed last
 * changed. Shared by the server's reads and the panel's components.
 */
import type { GameCard, GameDetail, GameOrientation } from "./game";

/** Published games are on the site; drafts wait in Manage Games. */
export const GAME_STATUSES = ["published", "draft"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The fields of a feed record that become a game's; what a feed sync compares. */
export interface FeedRecordValues {
  title: string;
  description: string;
  // Absent from the records kept before drizzle/0014: read as "" and null.
  instructions: string;
  orientation: GameOrientation | null;
  mobileFriendly: boolean | null;
  gameUrl: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
}
export type FeedField = keyof FeedRecordValues;
export interface FeedChange {
  field: FeedField;
  from: string;
  to: string;
  /** False when the operator had edited the field, so the game kept the operator's value. */
  applied: boolean;
}

/** A game as Manage Games lists it: its card, its description, and where it stands. */
export interface ManagedGame extends GameCard, Pick<GameDetail, "instructions" | "orientation" | "mobileFriendly"> {
  description: string;
  status: GameStatus;
  /** Why it went back to drafts without the operator, if it did. */
  draftReason: string | null;
  provider: string | null;
  /** The feed's last change, field by field, and when. */
  feedChanges: FeedChange[] | null;
  feedChangedAt: string | null;
  /** Whether it is the hero game, and its place among Trending's pins (featured.server.ts). */
  featured: boolean;
  trendingPin: number | null;
}
