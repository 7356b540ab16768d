import { describe, expect, it } from "vitest";
import { countedPages } from "~/lib/paging";

describe("countedPages", () => {
  it("counts a list's pages, one when it is empty, and shows the last for an address past it", () => {
    expect(countedPages(0, 25, 1)).toEqual({ pages: 1, page: 1 });
    expect(countedPages(50, 25, 2)).toEqual({ pages: 2, page: 2 });
    expect(countedPages(51, 25, 99)).toEqual({ pages: 3, page: 3 });
    expect(countedPages(51, 25, 0)).toEqual({ pages: 3, page: 1 });
    expect(countedPages(51, 25, 2.7)).toEqual({ pages: 3, page: 2 });
  });
});
