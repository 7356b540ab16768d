import { describe, expect, it } from "vitest";
import { contentListSearch, contentPath, readContentFilters } from "~/lib/content-filters";

describe("the Content list's address", () => {
  it("reads a kind, a search and a page, falling back to the first page of landing pages", () => {
    expect(readContentFilters(new URLSearchParams("kind=article&q=io&page=3"))).toEqual({ kind: "article", q: "io", page: 3 });
    expect(readContentFilters(new URLSearchParams("kind=poster&page=-2&q="))).toEqual({ kind: "landing", q: "", page: 1 });
    expect(readContentFilters(new URLSearchParams(`q=${"x".repeat(101)}&page=1e9`))).toEqual({ kind: "landing", q: "", page: 1 });
  });

  it("builds links that go back to page 1 when the kind or search changes, and keep the rest", () => {
    const current = { kind: "article" as const, q: "io", page: 3 };
    expect(contentListSearch(current, { page: 4 })).toBe("?kind=article&q=io&page=4");
    expect(contentListSearch(current, { q: "snake" })).toBe("?kind=article&q=snake");
    expect(contentListSearch(current, { kind: "landing", q: "" })).toBe("?");
  });

  it("gives each kind's address as the site serves it", () => {
    expect(contentPath("article", "how-games-load")).toBe("/blog/how-games-load");
    expect(contentPath("landing", "io-games")).toBe("/io-games");
    expect(contentPath("page", "privacy-policy")).toBe("/privacy-policy");
  });
});
