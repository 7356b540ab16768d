import { describe, expect, it } from "vitest";
import { lineDiff, type DiffLine } from "~/lib/line-diff";

/** The diff as a unified diff's lines: "  same", "- removed", "+ added". */
const shown = (lines: DiffLine[]) => lines.map((line) => `${{ same: " ", added: "+", removed: "-" }[line.change]} ${line.text}`);

/** Each side rebuilt from the diff: what it kept and removed is the old text, what it kept and added the new. */
const sides = (lines: DiffLine[]) => ({
  before: lines
    .filter((line) => line.change !== "added")
    .map((line) => line.text)
    .join("\n"),
  after: lines
    .filter((line) => line.change !== "removed")
    .map((line) => line.text)
    .join("\n"),
});

describe("lineDiff", () => {
  it("marks the lines an edit removed and added, keeping the rest", () => {
    expect(shown(lineDiff("a\nb\nc\nd", "a\nc\nd2\nd\ne"))).toEqual(["  a", "- b", "  c", "+ d2", "  d", "+ e"]);
  });

  it("shows equal texts as unchanged and an empty side as wholly added or removed", () => {
    expect(shown(lineDiff("one\ntwo", "one\ntwo"))).toEqual(["  one", "  two"]);
    expect(shown(lineDiff("", "new"))).toEqual(["+ new"]);
    expect(shown(lineDiff("old\nlines", ""))).toEqual(["- old", "- lines"]);
    expect(lineDiff("", "")).toEqual([]);
  });

  it("finds the fewest changes: a moved paragraph is one removal and one addition", () => {
    const lines = lineDiff("intro\nA\nB\nC\nend", "intro\nB\nC\nA\nend");
    expect(lines.filter((line) => line.change !== "same")).toHaveLength(2);
  });

  it("shows a change too large to compare as the old text removed and the new one added", () => {
    const before = Array.from({ length: 5_000 }, (_, n) => `old line ${n}`).join("\n");
    const after = Array.from({ length: 5_000 }, (_, n) => `new line ${n}`).join("\n");
    const lines = lineDiff(before, after);
    expect(lines.filter((line) => line.change === "removed")).toHaveLength(5_000);
    expect(lines.filter((line) => line.change === "added")).toHaveLength(5_000);
    expect(sides(lines)).toEqual({ before, after });
  });

  it("always rebuilds both texts, whatever they are", () => {
    const texts = ["", "x", "a\nb\na\nb", "## Heading\n\nText\n\n- one\n- two", "b\na\nb\n\n", "same\nsame\nsame"];
    for (const before of texts) {
      for (const after of texts) {
        const lines = lineDiff(before, after);
        expect(sides(lines), `${JSON.stringify(before)} → ${JSON.stringify(after)}`).toEqual({ before: before === "" ? "" : before, after });
      }
    }
  });
});
