import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FeedFormatError, detectFeedFormat, parseFeed } from "~/domain/feeds/feed-formats.server";

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../fixtures/feeds", name), "utf8"));

describe("feed formats", () => {
  it("reads a GameMonetize feed, and rejects only its malformed records, each by id and reason", () => {
    const feed = parseFeed(fixture("gamemonetize.json"));
    expect(feed.format).toBe("gamemonetize");
    expect(feed.nextUrl).toBeNull();
    expect(feed.records[0]).toEqual({
      ok: true,
      game: {
        provider: "gamemonetize",
        providerId: "4101",
        title: "Meadow Runner",
        description: "Run through a sunny meadow, jump over logs and collect every flower before the sun sets.",
        instructions: "Arrow keys to run, space to jump.",
        // GameMonetize says nothing of either.
        orientation: null,
        mobileFriendly: null,
        gameUrl: "https://games.gm-feed.test/meadow-runner/",
        categories: ["Arcade"],
        tags: ["runner", "jump", "kids"],
        imageUrl: "https://img.gm-feed.test/meadow-runner-512x384.jpg",
        publishedAt: null,
      },
    });
    // A numeric id, no tags and no image are a record all the same.
    expect(feed.records[1]).toMatchObject({ ok: true, game: { providerId: "4102", tags: [], imageUrl: null } });
    expect(feed.records[2]).toEqual({ ok: false, id: "4103", reason: "title: has no title" });
    expect(feed.records[3]).toEqual({ ok: false, id: "4104", reason: "url: expected an http(s) address" });
  });

  it("reads a GamePix page with the address of the next one, the banner standing in for a missing image", () => {
    const feed = parseFeed(fixture("gamepix-page-1.json"));
    expect(feed.format).toBe("gamepix");
    expect(feed.nextUrl).toBe("https://feeds.gamepix-feed.test/v2/json?page=2");
    expect(feed.records[0]).toMatchObject({
      ok: true,
      game: { providerId: "gp-77", orientation: "landscape", mobileFriendly: null, categories: ["Shooter"], imageUrl: "https://img.gamepix-feed.test/harbour-tanks.png", publishedAt: "2026-10-02T09:30:00Z" },
    });
    expect(feed.records[1]).toMatchObject({
      ok: true,
      game: { providerId: "gp-78", orientation: null, imageUrl: "https://img.gamepix-feed.test/cloud-hopper-banner.png", publishedAt: null },
    });
    expect(feed.records[2]).toMatchObject({ ok: false, id: "record 3" });
  });

  it("reads a GameDistribution feed: its first usable asset is the image, its categories and tags are kept as words", () => {
    const feed = parseFeed(fixture("gamedistribution.json"));
    expect(feed.format).toBe("gamedistribution");
    expect(feed.records[0]).toMatchObject({
      ok: true,
      game: {
        providerId: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
        title: "Penguin Post",
        instructions: "Click to slide, hold to brake.",
        orientation: "portrait",
        mobileFriendly: true,
        categories: ["Adventure", "Kids"],
        tags: ["penguin", "winter", "delivery"],
        imageUrl: "https://img.gd-feed.test/penguin-post-512x512.jpg",
      },
    });
    expect(feed.records[1]).toMatchObject({ ok: false, id: "ffffffffffffffffffffffffffffffff" });
  });

  it("reads our own catalog export as a feed, how to play included when the file has it", () => {
    const feed = parseFeed({
      format: "zowii-catalog",
      version: 1,
      games: [
        { slug: "zowii-snake", title: "Zowii Snake", gameUrl: "/games/snake/", tags: ["arcade"] },
        { slug: "brick-breaker", title: "Brick Breaker", gameUrl: "/games/brick-breaker/", tags: [], instructions: "Tap to launch.", orientation: "portrait", mobileFriendly: false },
      ],
    });
    expect(feed.records).toEqual([
      {
        ok: true,
        game: expect.objectContaining({ provider: "zowii", providerId: "zowii-snake", gameUrl: "/games/snake/", tags: ["arcade"], imageUrl: null, instructions: "", orientation: null, mobileFriendly: null }),
      },
      { ok: true, game: expect.objectContaining({ providerId: "brick-breaker", instructions: "Tap to launch.", orientation: "portrait", mobileFriendly: false }) },
    ]);
  });

  it("refuses a document that is no feed, or not of the format the operator named, whole", () => {
    for (const document of [null, 42, "text", {}, { items: "no" }, [{ name: "not a game" }]]) {
      expect(detectFeedFormat(document)).toBeNull();
      expect(() => parseFeed(document)).toThrow(FeedFormatError);
    }
    expect(() => parseFeed(fixture("gamepix-page-1.json"), "gamemonetize")).toThrow("A GameMonetize feed is a JSON array of games.");
    expect(() => parseFeed(fixture("gamemonetize.json"), "gamepix")).toThrow('A GamePix feed is a JSON Feed with an "items" list.');
    // Named, a format reads what detection would not guess: an empty array is an empty feed.
    expect(parseFeed([], "gamedistribution")).toEqual({ format: "gamedistribution", records: [], nextUrl: null });
  });
});
