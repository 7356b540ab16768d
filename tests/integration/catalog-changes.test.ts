/** withCatalogChange: the one way the catalog changes, and who hears of it. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CATALOG_CHANNEL,
  announceSpacedCatalogChanges,
  currentCatalogVersion,
  currentIndexedCatalogVersion,
  heardCatalogChange,
  onCatalogChange,
  withCatalogChange,
  withSpacedCatalogChange,
  type CatalogChangeKind,
} from "~/domain/catalog/changes.server";
import { CatalogIndexes } from "~/domain/catalog/catalog-indexes.server";
import { putGame } from "~/domain/catalog/writes.server";
import { games } from "~/domain/db/schema.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const fields = { title: "Harbour Tanks", description: "", gameUrl: "https://krunker.io/", thumbnail: "", category: "Action", tags: ["tanks"] };

describe.each(ENGINES)("catalog changes on %s", (engine) => {
  const database = useTestDatabase(engine);
  let heard = 0;
  let stop: () => void = () => undefined;
  beforeAll(() => {
    stop = onCatalogChange(() => (heard += 1));
  });
  beforeEach(() => {
    heard = 0;
  });
  afterAll(() => stop());

  it("tells this process once the change is committed, and commits it", async () => {
    const result = await withCatalogChange(database.db, async (tx) => {
      await putGame(tx, "harbour-tanks", fields, "keep");
      expect(heard, "not before the commit").toBe(0);
      return "added";
    });
    expect(result).toBe("added");
    expect(heard).toBe(1);
    expect(await database.db.$count(games)).toBe(1);
  });

  it("tells no one when nothing changed", async () => {
    for (const nothing of [null, false, undefined]) {
      expect(await withCatalogChange(database.db, async () => nothing)).toBe(nothing);
    }
    expect(heard).toBe(0);
  });

  it("tells no one and keeps nothing when the change fails", async () => {
    const failed = withCatalogChange(database.db, async (tx) => {
      await putGame(tx, "cloud-hopper", { ...fields, title: "Cloud Hopper" }, "keep");
      throw new Error("the feed went away");
    });
    await expect(failed).rejects.toThrow("the feed went away");
    expect(heard).toBe(0);
    expect(await database.db.$count(games, sql`${games.slug} = 'cloud-hopper'`)).toBe(0);
  });

  it("tells of changes made many a second a spacing apart: the first at once, those after it together at its end", async () => {
    const spacingMs = 1_000;
    const add = (slug: string) =>
      withSpacedCatalogChange(database.db, (tx) => putGame(tx, slug, { ...fields, title: slug }, "keep").then(() => true), spacingMs);
    expect(await add("spaced-one")).toBe(true);
    expect(heard).toBe(1);
    await add("spaced-two");
    await add("spaced-three");
    expect(heard).toBe(1);
    expect(await database.db.$count(games, sql`${games.slug} like 'spaced-%'`), "committed before they are told").toBe(3);
    await new Promise((resolve) => setTimeout(resolve, spacingMs + 300));
    expect(heard).toBe(2);
    expect(await withSpacedCatalogChange(database.db, async () => null, spacingMs)).toBeNull();
    expect(heard).toBe(2);
  });

  it("makes a due announcement at once when the process is about to close its database, and none after", async () => {
    const spacingMs = 60_000;
    const add = (slug: string) =>
      withSpacedCatalogChange(database.db, (tx) => putGame(tx, slug, { ...fields, title: slug }, "keep").then(() => true), spacingMs);
    // The first may be told at once (when none was told in the last spacing); the second waits.
    await add("closing-one");
    await add("closing-two");
    const told = heard;
    expect(told).toBeLessThanOrEqual(1);
    await announceSpacedCatalogChanges(database.db);
    expect(heard).toBe(told + 1);
    // Nothing is left due: a second call announces nothing.
    await announceSpacedCatalogChanges(database.db);
    expect(heard).toBe(told + 1);
  });

  it("tells a change to pictures (the spaced ones) as such, here and in its NOTIFY, which leaves the indexes' version as it was", async () => {
    const kinds: CatalogChangeKind[] = [];
    const stopKinds = onCatalogChange((kind) => kinds.push(kind));
    const payloads: string[] = [];
    await database.handle.listen(CATALOG_CHANNEL, (payload) => payloads.push(payload));
    try {
      const [catalog, indexed] = [currentCatalogVersion(), currentIndexedCatalogVersion()];
      await withSpacedCatalogChange(database.db, async () => true, 0);
      expect(kinds).toEqual(["pictures"]);
      expect(currentCatalogVersion()).toBe(catalog + 1);
      expect(currentIndexedCatalogVersion()).toBe(indexed);
      await withCatalogChange(database.db, async () => true);
      expect(kinds).toEqual(["pictures", "catalog"]);
      expect(currentIndexedCatalogVersion()).toBe(indexed + 1);
      // Another instance hears the kind in the NOTIFY's payload (PostgreSQL's listener connects on its own time).
      await expect
        .poll(async () => {
          await withCatalogChange(database.db, async () => true, "pictures");
          return payloads;
        })
        .toContain("pictures");
      await withCatalogChange(database.db, async () => true);
      await expect.poll(() => payloads.at(-1)).toBe("");
      // An index of the catalog (search's, the related games') stays in use after a change to pictures only.
      const indexes = new CatalogIndexes(async () => ({ readAt: Date.now() }), { what: "a test index", maxAgeMs: 60_000 });
      const index = await indexes.refresh(database.db);
      expect(index).not.toBeNull();
      await withSpacedCatalogChange(database.db, async () => true, 0);
      expect(indexes.current(database.db)).toBe(index);
      await withCatalogChange(database.db, async () => true);
      expect(indexes.current(database.db)).toBeNull();
      // What it hears: a "pictures" payload as such, any other as a change to anything.
      kinds.length = 0;
      for (const payload of ["pictures", "", "something else"]) heardCatalogChange(payload);
      expect(kinds).toEqual(["pictures", "catalog", "catalog"]);
    } finally {
      stopKinds();
    }
  });

  it("gives a new game a new game's starting values unless told otherwise", async () => {
    await withCatalogChange(database.db, (tx) => putGame(tx, "meadow-runner", { ...fields, title: "Meadow Runner" }, "keep").then(() => true));
    const [row] = await database.db
      .select()
      .from(games)
      .where(sql`${games.slug} = 'meadow-runner'`);
    expect(row).toMatchObject({ rating: 4.5, votesCount: 0, featured: false, developer: null });
    expect(row!.plays).toBeGreaterThanOrEqual(100);
    expect(row!.plays).toBeLessThanOrEqual(1099);
    expect(row!.createdAt.getTime()).toBe(row!.publishedAt.getTime());
  });
});
