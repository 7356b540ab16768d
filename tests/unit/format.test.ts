import { describe, expect, it } from "vitest";
import { formatPlays, formatPlaysInMillions } from "~/lib/format";
import { wrapTitle } from "~/server/thumbnails.server";

describe("formatPlaysInMillions", () => {
  it("shows millions with one decimal, as the detail page does", () => {
    expect(formatPlaysInMillions(2_500_000)).toBe("2.5M");
    expect(formatPlaysInMillions(3_200_000)).toBe("3.2M");
    expect(formatPlaysInMillions(0)).toBe("0.0M");
  });
});

describe("formatPlays", () => {
  it("abbreviates thousands and millions", () => {
    expect(formatPlays(999)).toBe("999");
    expect(formatPlays(1_234)).toBe("1.2K");
    expect(formatPlays(2_500_000)).toBe("2.5M");
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
