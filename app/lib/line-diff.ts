/** Two texts compared line by line, for the history of the site's copy (the `diff` package's Myers diff). */
import { diffArrays } from "diff";

export type DiffLine = { change: "same" | "added" | "removed"; text: string };

/**
 * Beyond this many changed lines the comparison stops: its cost grows with the square of
 * the changes, and a body is at most 100,000 characters. The texts are then shown as
 * removed and added whole, which is what so large a change is.
 */
const EDIT_LIMIT = 2_000;

const linesOf = (text: string) => (text === "" ? [] : text.split("\n"));

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  const changes = diffArrays(a, b, { maxEditLength: EDIT_LIMIT });
  if (!changes) return [...a.map((text) => ({ change: "removed" as const, text })), ...b.map((text) => ({ change: "added" as const, text }))];
  return changes.flatMap((part) => part.value.map((text) => ({ change: part.added ? "added" : part.removed ? "removed" : "same", text }) as const));
}
