import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEED_LIST_MAX, FEED_TEXT_MAX, FEED_WORD_MAX, FeedFormatError, detectFeedFormat, parseFeed } from "~/domain/feeds/feed-formats.server";
import { JsonSyntaxError, PARSE_IN_PLACE_MAX, parseJson } from "~/domain/platform/json-in-thread.server";

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../fixtures/feeds", name), "utf8"));

describe("feed formats", () => {
  it("reads a GameMonetize feed, and rejects only its malformed records, each by id and reason", async () => {
    const feed = await parseFeed(fixture("gamemonetize.json"));
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

  it("reads a GamePix page with the address of the next one, the banner standing in for a missing image", async () => {
    const feed = await parseFeed(fixture("gamepix-page-1.json"));
    expect(feed.format).toBe("gamepix");
    expect(feed.nextUrl).toBe("https://feeds.gamepix-feed.test/v2/json?page=2");
    expect(feed.records[0]).toMatchObject({
      ok: true,
      game: {
        providerId: "gp-77",
        orientation: "landscape",
        mobileFriendly: null,
        categories: ["Shooter"],
        imageUrl: "https://img.gamepix-feed.test/harbour-tanks.png",
        publishedAt: "2026-10-02T09:30:00Z",
      },
    });
    expect(feed.records[1]).toMatchObject({
      ok: true,
      game: { providerId: "gp-78", orientation: null, imageUrl: "https://img.gamepix-feed.test/cloud-hopper-banner.png", publishedAt: null },
    });
    expect(feed.records[2]).toMatchObject({ ok: false, id: "record 3" });
  });

  it("reads a GameDistribution feed: its first usable asset is the image, its categories and tags are kept as words", async () => {
    const feed = await parseFeed(fixture("gamedistribution.json"));
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

  it("reads our own catalog export as a feed, how to play included when the file has it", async () => {
    const feed = await parseFeed({
      format: "zowii-catalog",
      version: 1,
      games: [
        { slug: "zowii-snake", title: "Zowii Snake", gameUrl: "/games/snake/", tags: ["arcade"] },
        {
          slug: "brick-breaker",
          title: "Brick Breaker",
          gameUrl: "/games/brick-breaker/",
          tags: [],
          instructions: "Tap to launch.",
          orientation: "portrait",
          mobileFriendly: false,
        },
      ],
    });
    expect(feed.records).toEqual([
      {
        ok: true,
        game: expect.objectContaining({
          provider: "zowii",
          providerId: "zowii-snake",
          gameUrl: "/games/snake/",
          tags: ["arcade"],
          imageUrl: null,
          instructions: "",
          orientation: null,
          mobileFriendly: null,
        }),
      },
      {
        ok: true,
        game: expect.objectContaining({ providerId: "brick-breaker", instructions: "Tap to launch.", orientation: "portrait", mobileFriendly: false }),
      },
    ]);
  });

  it("refuses a document that is no feed, or not of the format the operator named, whole", async () => {
    for (const document of [null, 42, "text", {}, { items: "no" }, [{ name: "not a game" }]]) {
      expect(detectFeedFormat(document)).toBeNull();
      await expect(parseFeed(document)).rejects.toThrow(FeedFormatError);
    }
    await expect(parseFeed(fixture("gamepix-page-1.json"), "gamemonetize")).rejects.toThrow("A GameMonetize feed is a JSON array of games.");
    await expect(parseFeed(fixture("gamemonetize.json"), "gamepix")).rejects.toThrow('A GamePix feed is a JSON Feed with an "items" list.');
    // Named, a format reads what detection would not guess: an empty array is an empty feed.
    expect(await parseFeed([], "gamedistribution")).toEqual({ format: "gamedistribution", records: [], nextUrl: null });
  });

  it("rejects a record past a record's caps with the reason, and reads a long list in one pass", async () => {
    const many = Array.from({ length: 60_000 }, (_, n) => `tag${n}`);
    const base = { url: "https://games.gm-feed.test/x/", category: "Arcade" };
    const feed = await parseFeed([
      { ...base, id: "tags-as-text", title: "Many", tags: many.join(",") },
      { ...base, id: "tags-as-list", title: "Many", tags: many },
      { ...base, id: "long-tag", title: "Long", tags: ["x".repeat(FEED_WORD_MAX + 1)] },
      { ...base, id: "long-description", title: "Long", description: "x".repeat(FEED_TEXT_MAX + 1) },
      { ...base, id: "long-category", title: "Long", category: "x".repeat(FEED_WORD_MAX + 1) },
      {
        ...base,
        id: "at-the-caps",
        title: "Caps",
        tags: Array.from({ length: FEED_LIST_MAX }, (_, n) => `Tag ${n % 30}`),
        description: "y".repeat(FEED_TEXT_MAX),
      },
    ]);
    const listCap = `has more than ${FEED_LIST_MAX} entries: a record may have at most ${FEED_LIST_MAX}`;
    expect(feed.records.slice(0, 5)).toEqual([
      { ok: false, id: "tags-as-text", reason: `tags: ${listCap}` },
      { ok: false, id: "tags-as-list", reason: `tags: ${listCap}` },
      { ok: false, id: "long-tag", reason: `tags: has an entry that is longer than ${FEED_WORD_MAX} characters` },
      { ok: false, id: "long-description", reason: `description: is longer than ${FEED_TEXT_MAX.toLocaleString("en-US")} characters` },
      { ok: false, id: "long-category", reason: `category: is longer than ${FEED_WORD_MAX} characters` },
    ]);
    // At the caps a record is read: its 100 tags are 30 words, each once, in order, and its text is cut to ours.
    const atCaps = feed.records[5];
    expect(atCaps).toMatchObject({ ok: true, game: { tags: Array.from({ length: 20 }, (_, n) => `tag ${n}`) } });
    expect(atCaps?.ok && atCaps.game.description.length).toBe(5000);
    const gd = await parseFeed([{ Md5: "gd-1", Title: "Many", Url: "https://games.gd-feed.test/x/", Category: many, Tag: [] }]);
    expect(gd.records[0]).toEqual({ ok: false, id: "gd-1", reason: `Category: ${listCap}` });
  });

  it("rejects any malformed record, in every format, by itself: the good record of each feed is read", async () => {
    const wrong = [
      null,
      42,
      "text",
      [],
      { title: {} },
      { title: "T", url: 5 },
      { title: "T", tags: [{}] },
      { title: "T", description: 7 },
      { title: "T\u0000", id: "\u0000" },
    ];
    const feeds: [unknown, string][] = [
      [
        [
          ...wrong.map((record) =>
            record && typeof record === "object" && !Array.isArray(record) ? { id: "bad", url: "https://a.test/", ...record } : record,
          ),
          { id: "good", title: "Good", url: "https://a.test/good/", category: "Arcade" },
        ],
        "gamemonetize",
      ],
      [{ items: [...wrong, { id: "good", title: "Good", url: "https://a.test/good/" }] }, "gamepix"],
      [
        [
          ...wrong.map((record) =>
            record && typeof record === "object" && !Array.isArray(record)
              ? { Md5: record.id ?? "bad", Url: record.url ?? "https://a.test/", Title: record.title, Tag: record.tags, Description: record.description }
              : record,
          ),
          { Md5: "good", Title: "Good", Url: "https://a.test/good/", Category: "Arcade" },
        ],
        "gamedistribution",
      ],
      [
        {
          format: "zowii-catalog",
          version: 1,
          games: [
            ...wrong.map((record) =>
              record && typeof record === "object" && !Array.isArray(record)
                ? { title: record.title, tags: record.tags, description: record.description, slug: record.id ?? "bad", gameUrl: record.url ?? "/games/x/" }
                : record,
            ),
            { slug: "good", title: "Good", gameUrl: "/games/good/" },
          ],
        },
        "zowii",
      ],
    ];
    for (const [document, format] of feeds) {
      const feed = await parseFeed(document, format as never);
      const good = feed.records.filter((record) => record.ok);
      expect(
        good.map((record) => record.ok && record.game.providerId),
        format,
      ).toEqual(["good"]);
      for (const record of feed.records.filter((entry) => !entry.ok)) expect(record, format).toMatchObject({ ok: false, reason: expect.any(String) });
    }
  });
});

describe("parseJson", () => {
  it("reads a large document in a thread as JSON.parse would: lists, keys, a byte-order mark, and says where it is not JSON", async () => {
    const records = Array.from({ length: 4000 }, (_, n) => ({ id: n, title: `Game ${n}`, tags: ["a", "b"], nested: { list: [n, n + 1] } }));
    const text = JSON.stringify(records);
    expect(text.length).toBeGreaterThan(PARSE_IN_PLACE_MAX);
    expect(await parseJson(`\uFEFF${text}`)).toEqual(records);
    const object = { format: "zowii-catalog", version: 1, games: records, empty: [], __proto__: "a key" };
    const objectText = JSON.stringify(JSON.parse(JSON.stringify(object).replace('"version"', '"__proto__":"a key","version"')));
    const parsed = (await parseJson(Buffer.from(objectText))) as Record<string, unknown>;
    expect(parsed).toEqual(JSON.parse(objectText));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, "__proto__")).toBe(true);
    expect(await parseJson(JSON.stringify("x".repeat(PARSE_IN_PLACE_MAX + 1)))).toHaveLength(PARSE_IN_PLACE_MAX + 1);
    await expect(parseJson(`${text.slice(0, -1)},]`)).rejects.toThrow(JsonSyntaxError);
    await expect(parseJson("{nope")).rejects.toThrow(JsonSyntaxError);
  });

  it("hands back lists of large records, of small ones and of plain values whole and in order, however they are sliced", async () => {
    // Records of 5 KB travel a dozen at a time, a 600 KB one alone, numbers 200 at a time.
    const large = Array.from({ length: 300 }, (_, n) => ({ id: n, description: `${n} `.padEnd(5_000, "x") }));
    large.splice(150, 0, { id: -1, description: "y".repeat(600_000) });
    const document = {
      large,
      small: Array.from({ length: 1_001 }, (_, n) => ({ n })),
      numbers: Array.from({ length: 70_001 }, (_, n) => n),
      mixed: [null, "a", 1, [2], { b: 3 }],
    };
    expect(await parseJson(JSON.stringify(document))).toEqual(document);
    expect(await parseJson(JSON.stringify(large))).toEqual(large);
  });
});
