/**
 * How the distributors' categories become ours. Each entry gives a game one of the
 * categories it is published in and the tags that place it in the browsing categories
 * (app/lib/categories.ts, CATEGORY_TAGS). Keys are the feed's category in lower case;
 * provider "*" is any provider. A category left out here is reported as unmapped on
 * import, not guessed: "Girls", "Boys" or "3D" say nothing of what a game is. The panel's
 * Category mapping page reads this table and can override any entry.
 * `npm run build` checks every entry (scripts/validate-content.ts).
 */
import type { CategoryMapping } from "./schema";

export const categoryMap: Record<string, Record<string, CategoryMapping>> = {
  "*": {
    action: { category: "Action", tags: ["action"] },
    adventure: { category: "Adventure", tags: ["adventure"] },
    arcade: { category: "Arcade", tags: ["arcade"] },
    puzzle: { category: "Puzzle", tags: ["puzzle"] },
    puzzles: { category: "Puzzle", tags: ["puzzle"] },
    "jigsaw puzzle": { category: "Puzzle", tags: ["puzzle"] },
    "match-3": { category: "Puzzle", tags: ["puzzle", "merge"] },
    "match 3": { category: "Puzzle", tags: ["puzzle", "merge"] },
    logic: { category: "Puzzle", tags: ["puzzle", "logic"] },
    word: { category: "Puzzle", tags: ["puzzle", "word"] },
    racing: { category: "Racing", tags: ["racing"] },
    "racing & driving": { category: "Racing", tags: ["racing", "cars"] },
    driving: { category: "Racing", tags: ["racing", "cars"] },
    cars: { category: "Racing", tags: ["racing", "cars"] },
    sports: { category: "Sports", tags: ["sports"] },
    soccer: { category: "Sports", tags: ["sports", "soccer"] },
    football: { category: "Sports", tags: ["sports", "soccer"] },
    basketball: { category: "Sports", tags: ["sports", "basketball"] },
    golf: { category: "Sports", tags: ["sports", "golf"] },
    strategy: { category: "Strategy", tags: ["strategy"] },
    "tower defense": { category: "Strategy", tags: ["strategy", "tower-defense"] },
    shooter: { category: "Shooter", tags: ["shooter"] },
    shooting: { category: "Shooter", tags: ["shooter"] },
    fps: { category: "Shooter", tags: ["shooter", "fps"] },
    fighting: { category: "Action", tags: ["fighting"] },
    rpg: { category: "RPG", tags: ["rpg"] },
    simulation: { category: "Simulation", tags: ["simulation"] },
    casual: { category: "Arcade", tags: ["casual"] },
    hypercasual: { category: "Arcade", tags: ["casual", "hypercasual"] },
    "hyper casual": { category: "Arcade", tags: ["casual", "hypercasual"] },
    clicker: { category: "Arcade", tags: ["casual", "clicker"] },
    idle: { category: "Simulation", tags: ["casual", "idle"] },
    ".io": { category: "Action", tags: ["io", "multiplayer"] },
    io: { category: "Action", tags: ["io", "multiplayer"] },
    multiplayer: { category: "Action", tags: ["multiplayer"] },
    platformer: { category: "Arcade", tags: ["arcade", "platformer"] },
    retro: { category: "Arcade", tags: ["retro"] },
    classics: { category: "Arcade", tags: ["retro"] },
    music: { category: "Arcade", tags: ["music"] },
    rhythm: { category: "Arcade", tags: ["music", "rhythm"] },
    board: { category: "Strategy", tags: ["board"] },
    "board games": { category: "Strategy", tags: ["board"] },
    boardgames: { category: "Strategy", tags: ["board"] },
    chess: { category: "Strategy", tags: ["board", "chess"] },
    checkers: { category: "Strategy", tags: ["board", "checkers"] },
    mahjong: { category: "Puzzle", tags: ["board", "mahjong"] },
    "mahjong & connect": { category: "Puzzle", tags: ["board", "mahjong"] },
    card: { category: "Strategy", tags: ["card"] },
    cards: { category: "Strategy", tags: ["card"] },
    solitaire: { category: "Puzzle", tags: ["card", "solitaire"] },
  },
};
