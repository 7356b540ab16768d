/**
 * The analytics' counting, on both engines: a page's batch becomes daily roll-ups with
 * exactly its counts, whatever it carries besides; visitors are counted once a day by a hash
 * that changes with the day and is deleted with it; bots, floods and malformed batches count
 * nothing; no table ever holds an address or a user agent; a failed write loses nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { EVENTS_PER_ADDRESS_PER_MINUTE, ingestEvents, recordCountedPlay } from "~/domain/analytics/ingest.server";
import { pruneAnalytics, startRollupBuffer, type RollupBuffer } from "~/domain/analytics/rollups.server";
import { dailySalt, visitorHash } from "~/domain/analytics/visitor-hash.server";
import type { Database } from "~/domain/db/connection.server";
import { analyticsDaily, analyticsSalts, analyticsVisitors, games } from "~/domain/db/schema.server";
import type { AnalyticsEvent } from "~/lib/analytics";
import { gameIdOf, putGames } from "../support/catalog-games";
import { ENGINES, useTestDatabase } from "../support/test-database";
import { BROWSER, PHONE } from "../support/user-agents";

const DAY_ONE = new Date("2026-03-01T10:00:00Z");
const DAY_TWO = new Date("2026-03-02T10:00:00Z");
const DAY_THREE = new Date("2026-03-05T10:00:00Z");

async function fillCatalog(db: Database) {
  await putGames(db, ["star-jump", "moon-dash"], (slug) => ({ title: slug, category: "Arcade" }));
}

const batch = (events: unknown[]) => JSON.stringify({ events });

/** Every roll-up row of a day as "scope subject metric = count", subjects of games by slug. */
async function rowsOf(db: Database, day: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ scope: analyticsDaily.scope, subject: analyticsDaily.subject, metric: analyticsDaily.metric, count: analyticsDaily.count, slug: games.slug })
    .from(analyticsDaily)
    .leftJoin(games, and(eq(analyticsDaily.scope, "game"), eq(games.id, analyticsDaily.subject)))
    .where(eq(analyticsDaily.day, day));
  return Object.fromEntries(rows.map((row) => [`${row.scope} ${row.scope === "game" ? row.slug : row.subject} ${row.metric}`, row.count]));
}

describe.each(ENGINES)("analytics roll-ups on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);
  const buffers: RollupBuffer[] = [];
  const newBuffer = () => {
    // A long interval: the tests decide when the buffer is written.
    const buffer = startRollupBuffer(database.db, { intervalMs: 3_600_000 });
    buffers.push(buffer);
    return buffer;
  };
  afterAll(async () => {
    await Promise.all(buffers.map((buffer) => buffer.stop()));
  });
  const clear = () => database.db.execute(sql`truncate analytics_daily, analytics_visitors, analytics_salts`);

  it("turns a batch into exactly its counts, dropping what the site does not serve or no game has", async () => {
    await clear();
    const buffer = newBuffer();
    const sender = { address: "203.0.113.7", userAgent: BROWSER };
    const events: unknown[] = [
      { type: "page-view", path: "/", referrer: "search", entry: true },
      { type: "page-view", path: "/category/action", referrer: "internal", entry: false },
      { type: "page-view", path: "/game/star-jump", referrer: "internal", entry: false },
      { type: "page-view", path: "/game/no-such-game", referrer: "internal", entry: false },
      { type: "card-click", game: "star-jump", at: "trending" },
      { type: "interstitial-shown", game: "star-jump" },
      { type: "interstitial-closed-early", game: "star-jump" },
      { type: "game-started", game: "star-jump", landing: "/" },
      { type: "frame-loaded", game: "star-jump" },
      { type: "played-30s", game: "star-jump" },
      { type: "frame-failed", game: "moon-dash" },
      { type: "ad", block: 3, fill: "house" },
      { type: "ad", block: 1, fill: "network" },
      // Each of these is dropped, and the rest of the batch still counts.
      { type: "page-view", path: "/wp-login.php", referrer: "direct", entry: true },
      { type: "page-view", path: "/", referrer: "https://www.google.com/?q=secret", entry: true },
      { type: "card-click", game: "star-jump", at: "sidebar" },
      { type: "played-5m", game: "../../etc" },
      { type: "ad", block: 9, fill: "network" },
      { type: "purchase", game: "star-jump" },
      "page-view",
      null,
      { type: "frame-loaded", game: "no-such-game" },
    ];
    expect(await ingestEvents(database.db, buffer, batch(events), sender, DAY_ONE)).toEqual({ result: "counted", events: 14 });
    recordCountedPlay(buffer, "star-jump", DAY_ONE);
    await buffer.flush();
    expect(await rowsOf(database.db, "2026-03-01")).toEqual({
      // The site's and the referrers' figures count every page view; a page's row needs a page that exists.
      "site  page-views": 4,
      "site  visits": 1,
      "site  visitors": 1,
      "page / page-views": 1,
      "page / visits": 1,
      "page / plays": 1,
      "page /category/action page-views": 1,
      "page /game/star-jump page-views": 1,
      "referrer search page-views": 1,
      "referrer search visits": 1,
      "referrer internal page-views": 3,
      "placement trending card-click": 1,
      "game star-jump card-click": 1,
      "game star-jump interstitial-shown": 1,
      "game star-jump interstitial-closed-early": 1,
      "game star-jump game-started": 1,
      "game star-jump frame-loaded": 1,
      "game star-jump played-30s": 1,
      "game star-jump plays": 1,
      "game moon-dash frame-failed": 1,
      "ad 3 house": 1,
      "ad 1 network": 1,
    });
  });

  it("adds later batches and other instances' buffers to the same rows", async () => {
    await clear();
    const [one, two] = [newBuffer(), newBuffer()];
    const sender = { address: "203.0.113.8", userAgent: BROWSER };
    const loaded = batch(Array.from({ length: 10 }, () => ({ type: "frame-loaded", game: "moon-dash" })));
    for (let i = 0; i < 5; i += 1) {
      await ingestEvents(database.db, one, loaded, sender, DAY_ONE);
      await ingestEvents(database.db, two, loaded, sender, DAY_ONE);
    }
    await Promise.all([one.flush(), two.flush()]);
    await ingestEvents(database.db, one, loaded, sender, DAY_ONE);
    await one.flush();
    expect(await rowsOf(database.db, "2026-03-01")).toEqual({ "game moon-dash frame-loaded": 110 });
  });

  it("counts a visitor once a day, across batches, flushes and instances, by a hash that changes with the day", async () => {
    await clear();
    const [one, two] = [newBuffer(), newBuffer()];
    const view = batch([{ type: "page-view", path: "/", referrer: "direct", entry: true }]);
    const alice = { address: "198.51.100.1", userAgent: BROWSER };
    const bob = { address: "198.51.100.2", userAgent: BROWSER };
    const alicesPhone = { address: "198.51.100.1", userAgent: PHONE };
    await ingestEvents(database.db, one, view, alice, DAY_ONE);
    await ingestEvents(database.db, one, view, alice, DAY_ONE);
    await one.flush();
    await ingestEvents(database.db, two, view, alice, DAY_ONE);
    await ingestEvents(database.db, two, view, bob, DAY_ONE);
    await ingestEvents(database.db, two, view, alicesPhone, DAY_ONE);
    await two.flush();
    await ingestEvents(database.db, one, view, alice, DAY_TWO);
    await one.flush();
    // Bob and Alice count apart; Alice's laptop and phone share her address, and count as two
    // unless the day's salt puts both in one of its few places (VISITORS_PER_ADDRESS), one day in four.
    const dayOneVisitors = (await rowsOf(database.db, "2026-03-01"))["site  visitors"]!;
    expect(dayOneVisitors).toBeOneOf([2, 3]);
    expect((await rowsOf(database.db, "2026-03-02"))["site  visitors"]).toBe(1);

    const saltOne = await dailySalt(database.db, "2026-03-01");
    const saltTwo = await dailySalt(database.db, "2026-03-02");
    expect(saltOne).not.toBe(saltTwo);
    expect(visitorHash(saltOne, alice.address, alice.userAgent)).not.toBe(visitorHash(saltTwo, alice.address, alice.userAgent));
    const hashes = await database.db.select().from(analyticsVisitors).orderBy(analyticsVisitors.day);
    expect(hashes.map((row) => row.day)).toEqual([...Array.from({ length: dayOneVisitors }, () => "2026-03-01"), "2026-03-02"]);
    expect(hashes.find((row) => row.day === "2026-03-02")!.hash).toBe(visitorHash(saltTwo, alice.address, alice.userAgent));
  });

  it("keeps no address, user agent or cookie anywhere, and forgets the salts and hashes once their day is over", async () => {
    await clear();
    const buffer = newBuffer();
    const sender = { address: "192.0.2.199", userAgent: `${BROWSER} Unique/424242` };
    await ingestEvents(database.db, buffer, batch([{ type: "page-view", path: "/", referrer: "direct", entry: true }]), sender, DAY_THREE);
    await buffer.flush();
    // Every text column of every table, searched for the address and the user agent.
    const columns = (await database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(columns.rows.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns.rows) {
      const found = (await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${"%192.0.2.199%"} or ${sql.identifier(column_name)}::text like ${"%Unique/424242%"}`,
      )) as unknown as { rows: { n: number }[] };
      expect(found.rows[0]!.n, `${table_name}.${column_name}`).toBe(0);
    }
    expect(await database.db.select().from(analyticsSalts)).toHaveLength(1);
    // The day is not over yet: nothing is forgotten.
    await pruneAnalytics(database.db, 730, new Date("2026-03-05T23:59:59Z"));
    expect(await database.db.select().from(analyticsVisitors)).toHaveLength(1);
    await pruneAnalytics(database.db, 730, new Date("2026-03-06T00:00:01Z"));
    expect(await database.db.select().from(analyticsSalts)).toEqual([]);
    expect(await database.db.select().from(analyticsVisitors)).toEqual([]);
    expect((await rowsOf(database.db, "2026-03-05"))["site  visitors"]).toBe(1);
  });

  it("keeps roll-ups for the retention and deletes older days", async () => {
    await clear();
    const row = (day: string) => ({ scope: "site", subject: "", metric: "page-views", day, count: 5 });
    await database.db.insert(analyticsDaily).values([row("2024-03-02"), row("2024-03-03"), row("2026-03-01")]);
    await pruneAnalytics(database.db, 730, new Date("2026-03-03T12:00:00Z"));
    const days = await database.db.select({ day: analyticsDaily.day }).from(analyticsDaily).orderBy(analyticsDaily.day);
    expect(days.map((d) => d.day)).toEqual(["2024-03-03", "2026-03-01"]);
  });

  it("counts nothing from bots, an empty user agent, or an address past its minute's allowance", async () => {
    await clear();
    const buffer = newBuffer();
    const click = batch([{ type: "card-click", game: "star-jump", at: "new" }]);
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const headless = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
    for (const userAgent of [googlebot, headless, ""]) {
      expect(await ingestEvents(database.db, buffer, click, { address: "203.0.113.50", userAgent }, DAY_ONE)).toEqual({ result: "not-counted" });
    }
    const flood = batch(Array.from({ length: 50 }, () => ({ type: "card-click", game: "star-jump", at: "new" })));
    // The allowance is the process's, so each engine's run floods from its own address.
    const flooder = { address: engine === "pglite" ? "203.0.113.60" : "203.0.113.62", userAgent: BROWSER };
    let counted = 0;
    for (let i = 0; i < EVENTS_PER_ADDRESS_PER_MINUTE / 50 + 5; i += 1) {
      const answer = await ingestEvents(database.db, buffer, flood, flooder, DAY_ONE);
      if (answer.result === "counted") counted += answer.events;
    }
    expect(counted).toBe(EVENTS_PER_ADDRESS_PER_MINUTE);
    // Another address is not held back, and the next minute the flooder counts again.
    expect(await ingestEvents(database.db, buffer, click, { address: "203.0.113.61", userAgent: BROWSER }, DAY_ONE)).toEqual({ result: "counted", events: 1 });
    const nextMinute = new Date(DAY_ONE.getTime() + 61_000);
    expect(await ingestEvents(database.db, buffer, click, flooder, nextMinute)).toEqual({ result: "counted", events: 1 });
    await buffer.flush();
    expect(await rowsOf(database.db, "2026-03-01")).toEqual({
      "game star-jump card-click": EVENTS_PER_ADDRESS_PER_MINUTE + 2,
      "placement new card-click": EVENTS_PER_ADDRESS_PER_MINUTE + 2,
    });
  });

  it("refuses a body that is not a batch, and a batch of more than 50 events", async () => {
    const buffer = newBuffer();
    const sender = { address: "203.0.113.70", userAgent: BROWSER };
    const tooMany = batch(Array.from({ length: 51 }, () => ({ type: "frame-loaded", game: "star-jump" })));
    for (const body of ["", "not json", "[]", "{}", '{"events": {}}', '{"events": "x"}', "null", tooMany, "\u0000".repeat(100)]) {
      expect(await ingestEvents(database.db, buffer, body, sender, DAY_ONE), body.slice(0, 20)).toEqual({ result: "malformed" });
    }
  });

  it("keeps the counts of a write that failed, and writes them once the database takes them", async () => {
    await clear();
    const buffer = newBuffer();
    const events: AnalyticsEvent[] = [{ type: "frame-failed", game: "star-jump" }];
    await ingestEvents(database.db, buffer, batch(events), { address: "203.0.113.80", userAgent: BROWSER }, DAY_ONE);
    await database.db.execute(sql`alter table analytics_daily rename to analytics_daily_away`);
    const logged = console.error;
    console.error = () => undefined;
    try {
      await buffer.flush();
    } finally {
      console.error = logged;
      await database.db.execute(sql`alter table analytics_daily_away rename to analytics_daily`);
    }
    await buffer.flush();
    expect(await rowsOf(database.db, "2026-03-01")).toEqual({ "game star-jump frame-failed": 1 });
    expect(buffer.dropped).toBe(0);
  });

  it("still counts a page's events when the day's salt cannot be read, leaving only the visitor uncounted", async () => {
    await clear();
    const buffer = newBuffer();
    await database.db.execute(sql`alter table analytics_salts rename to analytics_salts_away`);
    try {
      const view = batch([{ type: "page-view", path: "/about", referrer: "other", entry: true }]);
      const answer = await ingestEvents(database.db, buffer, view, { address: "203.0.113.85", userAgent: BROWSER }, new Date("2026-03-09T08:00:00Z"));
      expect(answer).toEqual({ result: "counted", events: 1 });
    } finally {
      await database.db.execute(sql`alter table analytics_salts_away rename to analytics_salts`);
    }
    await buffer.flush();
    expect(await rowsOf(database.db, "2026-03-09")).toEqual({
      "site  page-views": 1,
      "site  visits": 1,
      "page /about page-views": 1,
      "page /about visits": 1,
      "referrer other page-views": 1,
      "referrer other visits": 1,
    });
  });

  it("names a game by its id, so its figures follow it through a change of slug", async () => {
    await clear();
    const buffer = newBuffer();
    await ingestEvents(database.db, buffer, batch([{ type: "played-5m", game: "moon-dash" }]), { address: "203.0.113.90", userAgent: BROWSER }, DAY_ONE);
    await buffer.flush();
    const [row] = await database.db.select().from(analyticsDaily);
    expect(row).toMatchObject({ scope: "game", subject: await gameIdOf(database.db, "moon-dash"), metric: "played-5m", day: "2026-03-01", count: 1 });
  });
});
