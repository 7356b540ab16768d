/**
 * keptUntilCatalogChange: what every page reads alike (the house promotions, the allowed
 * hosts) is read once, until the catalog changes or the value is too old, per database.
 */
import { describe, expect, it } from "vitest";
import { emitCatalogChange, keptUntilCatalogChange } from "~/domain/catalog/changes.server";
import type { Database } from "~/domain/db/connection.server";

/** Only the identity of a database matters here: reads are counted, not run. */
const someDatabase = () => ({}) as Database;

function countedRead(maxAgeMs = 60_000) {
  let reads = 0;
  const read = keptUntilCatalogChange(maxAgeMs, async () => {
    reads += 1;
    return `answer ${reads}`;
  });
  return { read, reads: () => reads };
}

describe("keptUntilCatalogChange", () => {
  it("reads once for every caller until the catalog changes", async () => {
    const db = someDatabase();
    const { read, reads } = countedRead();
    expect(await Promise.all([read(db), read(db), read(db)])).toEqual(["answer 1", "answer 1", "answer 1"]);
    expect(reads()).toBe(1);
    emitCatalogChange();
    expect(await read(db)).toBe("answer 2");
    expect(await read(db)).toBe("answer 2");
  });

  it("reads again once the answer is older than its age", async () => {
    const db = someDatabase();
    const { read } = countedRead(20);
    expect(await read(db)).toBe("answer 1");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await read(db)).toBe("answer 2");
  });

  it("keeps each database's answer apart", async () => {
    const { read, reads } = countedRead();
    const [first, second] = [someDatabase(), someDatabase()];
    expect(await read(first)).toBe("answer 1");
    expect(await read(second)).toBe("answer 2");
    expect(await read(first)).toBe("answer 1");
    expect(reads()).toBe(2);
  });

  it("does not keep a failed read: the next caller reads again", async () => {
    const db = someDatabase();
    let attempts = 0;
    const read = keptUntilCatalogChange(60_000, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("the database is down");
      return "read";
    });
    await expect(read(db)).rejects.toThrow("the database is down");
    expect(await read(db)).toBe("read");
  });

  it("does not keep an answer read while the catalog changed", async () => {
    const db = someDatabase();
    let reads = 0;
    const read = keptUntilCatalogChange(60_000, async () => {
      reads += 1;
      // The change lands while this read is under way: its answer may be the old catalog's.
      if (reads === 1) emitCatalogChange();
      return `answer ${reads}`;
    });
    expect(await read(db)).toBe("answer 1");
    expect(await read(db)).toBe("answer 2");
  });
});
