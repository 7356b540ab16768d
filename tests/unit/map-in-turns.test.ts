import { describe, expect, it } from "vitest";
import { mapInTurns } from "~/domain/platform/images.server";

describe("mapInTurns", () => {
  it("runs at most the limit at a time and answers in the items' order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapInTurns([5, 1, 4, 2, 3, 0, 6], 2, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 10;
    });
    expect(most).toBe(2);
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
  });

  it("answers an empty list with an empty list", async () => {
    expect(await mapInTurns([], 2, () => Promise.resolve(1))).toEqual([]);
  });

  it("fails as the first item whose work fails", async () => {
    await expect(mapInTurns([1, 2, 3], 2, (n) => (n === 2 ? Promise.reject(new Error("no 2")) : Promise.resolve(n)))).rejects.toThrow("no 2");
  });
});
