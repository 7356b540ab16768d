import { describe, expect, it } from "vitest";
import { formatCount } from "~/lib/format";
import { wrapTitle } from "~/domain/catalog/thumbnails.server";

describe("formatCount", () => {
  it("shows counts under a thousand whole", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(850)).toBe("850");
    expect(formatCount(999)).toBe("999");
  });

  it("shows thousands with a tenth below 10K and whole above, never rounding up to the next unit", () => {
    expect(formatCount(1_000)).toBe("1K");
    expect(formatCount(1_099)).toBe("1K");
    expect(formatCount(1_234)).toBe("1.2K");
    expect(formatCount(9_950)).toBe("9.9K");
    expect(formatCount(9_999)).toBe("9.9K");
    expect(formatCount(10_000)).toBe("10K");
    expect(formatCount(12_345)).toBe("12K");
    expect(formatCount(999_999)).toBe("999K");
  });

  it("shows millions with one decimal, as docs/product.md §2 has the game page do", () => {
    expect(formatCount(1_000_000)).toBe("1.0M");
    expect(formatCount(1_250_000)).toBe("1.2M");
    expect(formatCount(2_500_000)).toBe("2.5M");
    expect(formatCount(3_200_000)).toBe("3.2M");
    expect(formatCount(12_345_678)).toBe("12.3M");
    expect(formatCount(999_999_999)).toBe("999.9M");
  });

  it("shows billions with one decimal", () => {
    expect(formatCount(1_000_000_000)).toBe("1.0B");
    expect(formatCount(2_750_000_000)).toBe("2.7B");
    expect(formatCount(123_456_789_012)).toBe("123.4B");
  });

  it("shows a count that is not one (negative, fractional, not a number) as 0 or its whole part", () => {
    expect(formatCount(-5)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("0");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("0");
    expect(formatCount(999.9)).toBe("999");
  });
});

describe("wrapTitle", () => {
  it("keeps short titles on one line and wraps longer ones by words", () => {
    expect(wrapTitle("Bloxd.io")).toEqual(["Bloxd.io"]);
    expect(wrapTitle("Subway Surfers")).toEqual(["Subway", "Surfers"]);
  });

  it("never makes more than three lines", () => {
    const lines = wrapTitle("Fireboy and Watergirl in the Forest Temple");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });
});
