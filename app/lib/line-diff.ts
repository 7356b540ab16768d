/**
 * Two texts compared line by line, for the history of the site's copy. A longest common
 * subsequence over lines: pages are at most a few thousand lines, so the table (lines ×
 * lines) stays small, and no diff library is needed for it.
 */
export type DiffLine = { change: "same" | "added" | "removed"; text: string };

/** Beyond this many cells, the table would take too long: the texts are shown as removed and added whole. */
const TABLE_LIMIT = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  // Lines alike at both ends need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const head: DiffLine[] = a.slice(0, start).map((text) => ({ change: "same", text }));
  const tail: DiffLine[] = a.slice(a.length - end).map((text) => ({ change: "same", text }));
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  if ((x.length + 1) * (y.length + 1) > TABLE_LIMIT) {
    return [...head, ...x.map((text) => ({ change: "removed" as const, text })), ...y.map((text) => ({ change: "added" as const, text })), ...tail];
  }
  // lengths[i][j]: the longest common subsequence of x[i..] and y[j..].
  const width = y.length + 1;
  const lengths = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lengths[i * width + j] = x[i] === y[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      middle.push({ change: "same", text: x[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      middle.push({ change: "removed", text: x[i++]! });
    } else {
      middle.push({ change: "added", text: y[j++]! });
    }
  }
  while (i < x.length) middle.push({ change: "removed", text: x[i++]! });
  while (j < y.length) middle.push({ change: "added", text: y[j++]! });
  return [...head, ...middle, ...tail];
}
