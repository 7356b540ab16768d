import { CATEGORIES, type Category } from "../../content/categories";

export { CATEGORIES, type Category };

/** The header's "Categories" dropdown offers a shorter list. */
export const HEADER_CATEGORIES = ["All", "Action", "Adventure", "Puzzle", "Racing", "Sports", "Strategy"] as const satisfies readonly Category[];

/** Categories an operator can give a game when publishing or editing it. */
export const PUBLISH_CATEGORIES = ["Action", "Adventure", "Puzzle", "Racing", "Sports", "Strategy", "Arcade", "Shooter", "RPG", "Simulation"] as const;

export type PublishCategory = (typeof PUBLISH_CATEGORIES)[number];

/**
 * Each browsing category is a set of tags that say what a game is (its genre, its
 * style). Tags that say how it is played (pvp, multiplayer, online, co-op, io, classic,
 * skill, 2d, 3d) put a game in no genre: a chess site played against others is not a
 * fighting game. Multiplayer is the one category that is about how a game is played,
 * so its tags are those. Board holds the games of the table, board and card games alike.
 * Quick Play holds games a round of which takes a minute or two and needs nothing learned
 * first (docs/product.md §5): the tag `quick-play`, which the seed catalog gives such games,
 * and the distributors' hyper-casual games. content/catalog/category-map.ts gives a feed's
 * games these tags.
 */
export const CATEGORY_TAGS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  Action: ["action", "fighting", "shooter", "battle-royale"],
  Adventure: ["adventure", "rpg"],
  Puzzle: ["puzzle", "logic", "word", "merge", "falling-block"],
  Racing: ["racing", "cars"],
  Sports: ["sports", "soccer", "basketball", "golf"],
  Strategy: ["strategy", "tower-defense", "tactics"],
  Shooter: ["shooter", "fps", "sniper"],
  Arcade: ["arcade", "snake", "platformer"],
  Fighting: ["fighting", "brawler"],
  Casual: ["casual", "clicker", "idle"],
  Simulation: ["simulation", "sandbox"],
  Multiplayer: ["multiplayer", "io", "mmo"],
  Music: ["music", "rhythm"],
  Board: ["board", "chess", "checkers", "mahjong", "card", "solitaire"],
  Retro: ["retro", "pixel", "pixel-art"],
  "Quick Play": ["quick-play", "hypercasual"],
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isPublishCategory(value: string): value is PublishCategory {
  return (PUBLISH_CATEGORIES as readonly string[]).includes(value);
}

export function categoryTags(category: Category): readonly string[] | undefined {
  return CATEGORY_TAGS[category];
}

/** The visual gradient of each category, used by the category bar and seed thumbnails. */
export const CATEGORY_GRADIENTS: Readonly<Record<Category | PublishCategory, readonly [string, string]>> = {
  All: ["#6366f1", "#a855f7"],
  Action: ["#ef4444", "#f97316"],
  Adventure: ["#10b981", "#0ea5e9"],
  Puzzle: ["#8b5cf6", "#ec4899"],
  Racing: ["#f59e0b", "#ef4444"],
  Sports: ["#22c55e", "#14b8a6"],
  Strategy: ["#3b82f6", "#6366f1"],
  Shooter: ["#64748b", "#ef4444"],
  Arcade: ["#ec4899", "#f59e0b"],
  Fighting: ["#dc2626", "#7c3aed"],
  Casual: ["#06b6d4", "#a3e635"],
  Simulation: ["#0ea5e9", "#22c55e"],
  Multiplayer: ["#8b5cf6", "#06b6d4"],
  Music: ["#d946ef", "#f43f5e"],
  Board: ["#a16207", "#65a30d"],
  Retro: ["#f97316", "#eab308"],
  "Quick Play": ["#14b8a6", "#6366f1"],
  RPG: ["#7c3aed", "#0f766e"],
};

/** A game's category as a background, All's colours for a category of neither list. */
export function categoryBackdrop(category: string): string {
  const [from, to] = CATEGORY_GRADIENTS[category as Category | PublishCategory] ?? CATEGORY_GRADIENTS.All;
  return `linear-gradient(135deg, ${from}, ${to})`;
}

/** A category's URL segment: its name in lower case, spaces as hyphens ("Quick Play" -> "quick-play"). */
export function categorySlug(category: Category): string {
  return category.toLowerCase().replace(/ /g, "-");
}

const categoriesBySlug = new Map<string, Category>(CATEGORIES.map((category) => [categorySlug(category), category]));

/** The category a URL segment names, ignoring case; undefined for any other text. */
export function categoryFromSlug(slug: string): Category | undefined {
  return categoriesBySlug.get(slug.toLowerCase());
}

/** A category's own page; All is the home page. */
export function categoryPath(category: Category): string {
  return category === "All" ? "/" : `/category/${categorySlug(category)}`;
}

/** The home page and the category pages: where a category is chosen, and a search is run as it is typed. */
export function isBrowsingPath(pathname: string): boolean {
  return pathname === "/" || pathname.startsWith("/category/");
}
