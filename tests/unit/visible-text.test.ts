import { describe, expect, it } from "vitest";
import { blockText, lineText } from "~/lib/visible-text";
import { parseFeed } from "~/domain/feeds/feed-formats.server";
import { parseTags, publishGameSchema } from "~/lib/game-form";

/** One of each kind of character that shows nothing yet changes what is read. */
const INVISIBLE = {
  NUL: "\u0000",
  "a C0 control": "\u001B",
  DEL: "\u007F",
  "a C1 control": "\u0085",
  "the soft hyphen": "\u00AD",
  "the Arabic letter mark": "\u061C",
  "the Mongolian vowel separator": "\u180E",
  "a zero-width space": "\u200B",
  "a zero-width joiner": "\u200D",
  "a right-to-left mark": "\u200F",
  "a right-to-left override": "\u202E",
  "a left-to-right embedding": "\u202A",
  "a word joiner": "\u2060",
  "an invisible operator": "\u2062",
  "a first-strong isolate": "\u2068",
  "a byte-order mark": "\uFEFF",
  "a tag character": "\u{E0041}",
};

describe("visible text", () => {
  it("drops every invisible character from a line and from a block", () => {
    for (const [name, character] of Object.entries(INVISIBLE)) {
      expect(lineText(`Sna${character}ke`), name).toBe("Snake");
      expect(blockText(`Sna${character}ke\nPlay`), name).toBe("Snake\nPlay");
    }
    // Shown as "Snakefile.exe" with the override in place.
    expect(lineText("Snake\u202Eexe.elif")).toBe("Snakeexe.elif");
  });

  it("keeps what a reader sees: accents, other scripts and emoji", () => {
    for (const text of ["Café Crème", "Ωmega Ролл", "数独 パズル", "Rocket 🚀 League", "Ünïcödé"]) {
      expect(lineText(text)).toBe(text);
      expect(blockText(text)).toBe(text);
    }
  });

  it("makes a line one line, and keeps a block's lines and tabs", () => {
    expect(lineText("  Space\t\tRace\r\n2  ")).toBe("Space Race 2");
    expect(blockText("  First line\r\n\tindented\rthird  ")).toBe("First line\n\tindented\nthird");
  });

  it("replaces a lone surrogate, which no database takes, and keeps a paired one", () => {
    expect(lineText("a\uD800b")).toBe("a\uFFFDb");
    expect(lineText("a\uDC00b")).toBe("a\uFFFDb");
    expect(lineText("a\uD83D\uDE80b")).toBe("a🚀b");
  });
});

describe("titles and tags from a form or a feed", () => {
  const form = { gameUrl: "https://krunker.io/", category: "Action", description: "Fine.\u200B\nSecond line", instructions: "" };

  it("are stored without what cannot be seen, and a title of nothing visible is no title", () => {
    const parsed = publishGameSchema.safeParse({ ...form, title: "Kru\u200Bnker\u202E.io", tags: "fps\u200D, \u2066shooter\u2069, \u200B" });
    expect(parsed.success && parsed.data).toMatchObject({ title: "Krunker.io", tags: ["fps", "shooter"], description: "Fine.\nSecond line" });
    const empty = publishGameSchema.safeParse({ ...form, title: "\u200B\u202E\uFEFF", tags: "" });
    expect(empty.success).toBe(false);
    expect(parseTags("a\u00ADb, a b")).toEqual(["ab", "a b"]);
  });

  it("are read from a feed the same way, and a record whose title is invisible is rejected with its reason", async () => {
    const feed = await parseFeed([
      {
        id: "1",
        title: "Mea\u200Bdow\u202E Runner",
        description: "Run.\u0000",
        url: "https://games.gm-feed.test/a/",
        category: "Arc\u200Bade",
        tags: "run\u200Bner, \u2066jump",
        thumb: "",
      },
      { id: "2", title: "\u200B\u2060", description: "", url: "https://games.gm-feed.test/b/", category: "Arcade", tags: "", thumb: "" },
    ]);
    expect(feed.records[0]).toMatchObject({
      ok: true,
      game: { title: "Meadow Runner", description: "Run.", categories: ["Arcade"], tags: ["runner", "jump"] },
    });
    expect(feed.records[1]).toEqual({ ok: false, id: "2", reason: "title: has no title" });
  });
});
