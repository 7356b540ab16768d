import { describe, expect, it } from "vitest";
import { SEARCH_MAX_WORDS } from "~/lib/constants";
import { SEARCH_SYNONYMS, descriptionQuery, searchTerms, searchWords, suggestionText } from "~/lib/search";

describe("searchWords", () => {
  it("trims, lowercases and splits on any run of whitespace", () => {
    expect(searchWords("  Krunker   IO\tgame\n")).toEqual(["krunker", "io", "game"]);
  });

  it("treats control characters as spaces", () => {
    expect(searchWords("snake\u0000io\u0007")).toEqual(["snake", "io"]);
  });

  it("gives no words for empty or blank text", () => {
    expect(searchWords("")).toEqual([]);
    expect(searchWords(" \t\n ")).toEqual([]);
  });

  it("drops repeated words and caps how many are used", () => {
    expect(searchWords("io IO io")).toEqual(["io"]);
    const many = Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ");
    expect(searchWords(many)).toHaveLength(SEARCH_MAX_WORDS);
  });

  it("cuts very long text instead of refusing it", () => {
    expect(searchWords("a".repeat(10_000))[0]).toHaveLength(100);
  });
});

describe("searchTerms", () => {
  it("adds the tags a common name stands for to the visitor's words", () => {
    expect(searchTerms("  Tetris ")).toEqual(["tetris", "falling-block"]);
    expect(searchTerms("tetris falling-block")).toEqual(["tetris", "falling-block"]);
    expect(searchTerms("krunker io")).toEqual(["krunker", "io"]);
    expect(searchTerms("")).toEqual([]);
  });

  it("keeps the table as search reads it: lower-case names and tags, no spaces", () => {
    for (const [name, tags] of Object.entries(SEARCH_SYNONYMS)) {
      expect(searchWords(name), name).toEqual([name]);
      for (const tag of tags) expect(searchWords(tag), tag).toEqual([tag]);
    }
  });
});

describe("descriptionQuery", () => {
  it("looks for the runs of letters and digits, whole, any of them", () => {
    expect(descriptionQuery(["slither.io", "1v1"])).toBe("slither | io | 1v1");
    expect(descriptionQuery(["café", "日本語"])).toBe("café | 日本語");
  });

  it("leaves the text-search syntax, one-letter runs and repeats out", () => {
    expect(descriptionQuery(["snake:*", "&", "!worm", "a", "(snake)"])).toBe("snake | worm");
    expect(descriptionQuery(["':*|&!()"])).toBeNull();
    expect(descriptionQuery([])).toBeNull();
  });

  it("caps how many words it looks for", () => {
    expect(descriptionQuery(Array.from({ length: 40 }, (_, i) => `word${i}`))?.split(" | ")).toHaveLength(16);
  });
});

describe("suggestionText", () => {
  it("is the search's words, one space apart", () => {
    expect(suggestionText("  Super\tSN ")).toBe("super sn");
    expect(suggestionText(" \u0000 ")).toBe("");
  });
});
