import { describe, expect, it } from "vitest";
import { VISITOR_SHELF_LIMIT } from "~/lib/constants";
import { parseShelf, shelfFrom, toShelfGame, type ShelfGame } from "~/lib/visitor-shelves";

const game = (n: number): ShelfGame => ({
  slug: `game-${n}`,
  title: `Game ${n}`,
  thumbnail: `/storage/game-thumbnails/seed/game-${n}.webp`,
  gameUrl: `https://games.example.com/${n}/`,
  category: "Puzzle",
});

describe("a visitor's shelf as stored in the browser", () => {
  it("keeps a game's card fields only, whatever else the game carried", () => {
    const detail = { ...game(1), id: "7", description: "Long text", plays: 12, rating: 4.5, tags: ["x"] };
    expect(toShelfGame(detail)).toEqual(game(1));
  });

  it("accepts our own paths and http(s) addresses for the thumbnail and the game", () => {
    expect(toShelfGame({ ...game(1), thumbnail: "https://cdn.example.com/a.png", gameUrl: "/games/zowii-snake/" })).not.toBeNull();
    expect(toShelfGame({ ...game(1), thumbnail: "/images/placeholder-thumbnail.svg" })).not.toBeNull();
  });

  it.each([
    ["a javascript: game URL", { gameUrl: "javascript:alert(1)" }],
    ["a data: game URL", { gameUrl: "data:text/html,<script>alert(1)</script>" }],
    ["a game URL with credentials", { gameUrl: "https://user:pass@example.com/" }],
    ["a javascript: thumbnail", { thumbnail: "javascript:alert(1)" }],
    ["a protocol-relative thumbnail", { thumbnail: "//evil.example.com/a.png" }],
    ["a data: thumbnail", { thumbnail: "data:image/svg+xml,<svg/>" }],
    ["a slug with a path in it", { slug: "../admin" }],
    ["an uppercase slug", { slug: "Game-1" }],
    ["a slug that is not text", { slug: 12 }],
    ["an empty title", { title: "  " }],
    ["a title too long to be ours", { title: "x".repeat(201) }],
    ["a missing category", { category: undefined }],
    ["a thumbnail that is not text", { thumbnail: { src: "/a.png" } }],
  ])("refuses an entry with %s", (_, change) => {
    expect(toShelfGame({ ...game(1), ...change })).toBeNull();
  });

  it.each([null, "", "not json", "{}", '{"slug":"game-1"}', "42", '"text"', "null", '[null, 3, "x", []]'])("reads %j as an empty shelf", (text) => {
    expect(parseShelf(text)).toEqual([]);
  });

  it("drops the bad entries of a stored list and keeps the good ones in order", () => {
    const stored = [game(1), { ...game(2), gameUrl: "javascript:alert(1)" }, "junk", null, game(3)];
    expect(parseShelf(JSON.stringify(stored))).toEqual([game(1), game(3)]);
  });

  it("keeps each game once, where it comes first (newest first)", () => {
    expect(shelfFrom([game(2), game(1), game(2), game(3), game(1)])).toEqual([game(2), game(1), game(3)]);
  });

  it(`keeps at most ${VISITOR_SHELF_LIMIT} games, the newest`, () => {
    const many = Array.from({ length: VISITOR_SHELF_LIMIT + 5 }, (_, i) => game(i));
    const shelf = parseShelf(JSON.stringify(many));
    expect(shelf).toHaveLength(VISITOR_SHELF_LIMIT);
    expect(shelf[0]).toEqual(game(0));
    expect(shelf.at(-1)).toEqual(game(VISITOR_SHELF_LIMIT - 1));
    // A game added in front pushes the oldest off.
    expect(shelfFrom([game(99), ...shelf]).map((kept) => kept.slug)).toEqual(["game-99", ...shelf.slice(0, VISITOR_SHELF_LIMIT - 1).map((kept) => kept.slug)]);
  });
});
