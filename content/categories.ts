/**
 * The catalog's categories, in the order of the home page's category bar: the names visitors
 * browse by, which the portal's pages and the content's schemas (landing pages) share. The
 * helpers around them are app/lib/categories.ts.
 */
export const CATEGORIES = [
  "All",
  "Action",
  "Adventure",
  "Puzzle",
  "Racing",
  "Sports",
  "Strategy",
  "Shooter",
  "Arcade",
  "Fighting",
  "Casual",
  "Simulation",
  "Multiplayer",
  "Music",
  "Board",
  "Retro",
  "Quick Play",
] as const;

export type Category = (typeof CATEGORIES)[number];
