/**
 * A made-up catalog of any size, for measuring how the portal behaves at scale: titles
 * and tags drawn from word lists, so searches hit a realistic share of games.
 */
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import type { Database } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";

const FIRST = [
  "Super",
  "Mega",
  "Tiny",
  "Pixel",
  "Neon",
  "Space",
  "Jungle",
  "Ninja",
  "Robot",
  "Dragon",
  "Crazy",
  "Turbo",
  "Ocean",
  "Castle",
  "Zombie",
  "Candy",
  "Rocket",
  "Shadow",
  "Crystal",
  "Galaxy",
];
const SECOND = [
  "Racer",
  "Quest",
  "Blocks",
  "Snake",
  "Tanks",
  "Heroes",
  "Puzzle",
  "Farm",
  "Wars",
  "Runner",
  "Golf",
  "Chess",
  "Dash",
  "Builder",
  "Island",
  "Soccer",
  "Arena",
  "Maze",
  "Shooter",
  "Kitchen",
];
const SUFFIX = ["", ".io", " 2", " Online", " Deluxe", " Classic", " World", " Mania"];
const TAGS = [
  "action",
  "puzzle",
  "racing",
  "sports",
  "strategy",
  "shooter",
  "arcade",
  "casual",
  "multiplayer",
  "io",
  "retro",
  "simulation",
  "adventure",
  "fighting",
  "logic",
  "driving",
  "building",
  "survival",
  "2d",
  "3d",
  "pvp",
  "skill",
  "physics",
  "word",
  "card",
];

/** A small deterministic generator, so two runs measure the same catalog. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `gameUrl` gives game n its address: by default one on a host every portal allows. */
export async function addLargeCatalog(
  db: Database,
  count: number,
  thumbnails: string[],
  gameUrl = (n: number) => `https://krunker.io/?bench=${n}`,
): Promise<void> {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const n = start + i;
      const title = `${pick(FIRST)} ${pick(SECOND)}${pick(SUFFIX)} ${n}`;
      return {
        slug: `bench-${n}`,
        title,
        description: `${title} is a made-up game of the benchmark catalog.`,
        gameUrl: gameUrl(n),
        thumbnail: pick(thumbnails),
        category: pick(PUBLISH_CATEGORIES),
        tags: [...new Set([pick(TAGS), pick(TAGS), pick(TAGS)])],
        rating: Math.round((3 + next() * 2) * 10) / 10,
        plays: Math.floor(next() * 2_000_000),
        // Real plays for most; the last week's for a few, as on a site where most games rest.
        realPlays: Math.floor(next() * 100_000),
        recentPlays: next() < 0.2 ? Math.floor(next() * 5_000) : 0,
        publishedAt: new Date(now - Math.floor(next() * 5 * 365 * 86_400_000)),
      };
    });
    await db.insert(games).values(rows);
  }
}

/** Searches a visitor might type, from common to rare to none. */
export const BENCH_SEARCHES = [
  "snake",
  "racer",
  "io",
  "super tanks",
  "pixel quest",
  "zombie",
  "chess",
  "soccer arena",
  "puzzle",
  "neon dash",
  "krunker",
  "xqzv",
  "dragon builder",
  "ocean",
  "retro",
  "castle maze",
  "golf",
  "ninja",
  "candy farm",
  "physics",
  "sanke",
  "pixelquest",
  "Dragon Builder 2 4711",
  "drgaon",
];
