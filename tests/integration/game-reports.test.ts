/**
 * Visitors' reports of a problem with a game and their browsers' frame failures, on both
 * engines: a report is stored as its text, refused with a message when it is not one the
 * form could send, and limited per visitor and per address without losing anyone else's;
 * failures from enough different visitors ask for one check of the game, while one
 * visitor's repeats and one address's forged visitors ask for none.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/domain/db/connection.server";
import { gameReports, games, jobs, rateCounters } from "~/domain/db/schema.server";
import { GAME_CHECKS_JOB } from "~/domain/health/game-check-jobs.server";
import { fileGameReport, recordFrameFailure } from "~/domain/health/game-reports.server";
import { FAILING_VISITORS_PER_GAME, FAILURES_PER_ADDRESS_PER_GAME, REPORTS_PER_ADDRESS, hiddenAddressSubject } from "~/domain/web/rate-limits.server";
import { REPORT_MESSAGES, REPORT_TEXT_MAX } from "~/lib/game-reports";
import { ENGINES, useTestDatabase } from "../support/test-database";

const SLUGS = ["sky-racer", "moon-miner", "star-fox", "sun-sail", "rain-run"];

async function fillCatalog(db: Database) {
  await db
    .insert(games)
    .values([
      ...SLUGS.map((slug) => ({ slug, title: slug, gameUrl: "/games/snake/", category: "Arcade" })),
      { slug: "draft-duck", title: "Draft Duck", gameUrl: "/games/snake/", category: "Arcade", status: "draft" as const },
      { slug: "hidden-hen", title: "Hidden Hen", gameUrl: "/games/snake/", category: "Arcade", health: "broken" as const, hiddenBroken: true },
    ]);
}

const visitor = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

describe.each(ENGINES)("game reports on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);
  const db = () => database.db;
  const idOf = async (slug: string) => (await db().select({ id: games.id }).from(games).where(eq(games.slug, slug)))[0]!.id;
  const reportsOf = async (slug: string) =>
    db()
      .select({ kind: gameReports.kind, text: gameReports.text, status: gameReports.status })
      .from(gameReports)
      .where(eq(gameReports.gameId, await idOf(slug)))
      .orderBy(gameReports.id);
  /** The visitors counted toward a check of the game in the current window. */
  const failingVisitors = async (slug: string) => {
    const key = `${FAILING_VISITORS_PER_GAME.name}:${(await idOf(slug)).toLowerCase()}`;
    return (await db().select({ attempts: rateCounters.attempts }).from(rateCounters).where(eq(rateCounters.key, key)))[0]?.attempts ?? 0;
  };
  const checksOf = async (slug: string) =>
    db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, GAME_CHECKS_JOB), eq(jobs.key, `${GAME_CHECKS_JOB}:${await idOf(slug)}`)));

  it("stores a report as the text sent, open, with its kind", async () => {
    const text = `<script>alert("x")</script> & <b>bold</b>`;
    expect(await fileGameReport(db(), "sky-racer", { kind: "inappropriate", text }, { visitorId: visitor(1), address: "198.51.100.1" })).toEqual({
      ok: true,
      message: REPORT_MESSAGES.thanks,
    });
    expect(await fileGameReport(db(), "sky-racer", { kind: "does-not-load" }, { visitorId: visitor(2), address: "198.51.100.1" })).toMatchObject({ ok: true });
    expect(await reportsOf("sky-racer")).toEqual([
      { kind: "inappropriate", text, status: "open" },
      { kind: "does-not-load", text: "", status: "open" },
    ]);
  });

  it("cleans the text: controls and direction overrides dropped, ends trimmed, a full 500 characters kept", async () => {
    const full = "é".repeat(REPORT_TEXT_MAX);
    const reporter = { visitorId: null, address: "198.51.100.2" };
    expect(await fileGameReport(db(), "moon-miner", { kind: "other", text: "  a\u0000b\u202Ec\r\nd\u0007  " }, reporter)).toMatchObject({ ok: true });
    expect(await fileGameReport(db(), "moon-miner", { kind: "controls", text: `\n ${full} \n` }, reporter)).toMatchObject({ ok: true });
    expect((await reportsOf("moon-miner")).map((report) => report.text)).toEqual(["abc\nd", full]);
  });

  it.each([
    ["no report at all", null, REPORT_MESSAGES.notAReport],
    ["a list", [], REPORT_MESSAGES.notAReport],
    ["a string", "does-not-load", REPORT_MESSAGES.notAReport],
    ["no kind", { text: "hello" }, REPORT_MESSAGES.chooseKind],
    ["an unknown kind", { kind: "spam", text: "hello" }, REPORT_MESSAGES.chooseKind],
    ["a kind that is a number", { kind: 1 }, REPORT_MESSAGES.chooseKind],
    ["Other without text", { kind: "other" }, REPORT_MESSAGES.textRequired],
    ["Other with only blanks and controls", { kind: "other", text: " \u0000\t\n " }, REPORT_MESSAGES.textRequired],
    ["a text too long", { kind: "controls", text: "x".repeat(REPORT_TEXT_MAX + 1) }, REPORT_MESSAGES.textTooLong],
    ["a text far too long", { kind: "controls", text: "x".repeat(REPORT_TEXT_MAX * 10) }, REPORT_MESSAGES.textTooLong],
    ["a text that is a number", { kind: "controls", text: 5 }, REPORT_MESSAGES.notText],
    ["a text that is a list", { kind: "controls", text: ["a"] }, REPORT_MESSAGES.notText],
  ])("refuses %s with 400 and a message, storing nothing", async (_, input, message) => {
    const before = await db().$count(gameReports);
    expect(await fileGameReport(db(), "star-fox", input, { visitorId: visitor(3), address: "198.51.100.3" })).toEqual({ ok: false, message, status: 400 });
    expect(await db().$count(gameReports)).toBe(before);
  });

  it.each(["no-such-game", "draft-duck", "hidden-hen", "Bad Slug\u0000"])("answers 404 for %s, which no visitor can see", async (slug) => {
    expect(await fileGameReport(db(), slug, { kind: "does-not-load" }, { visitorId: visitor(4), address: "198.51.100.4" })).toEqual({
      ok: false,
      message: REPORT_MESSAGES.gameNotFound,
      status: 404,
    });
  });

  it("takes one report of a problem with a game an hour from a visitor, who may still report another problem or another game", async () => {
    const reporter = { visitorId: visitor(5), address: "198.51.100.5" };
    expect(await fileGameReport(db(), "sun-sail", { kind: "controls" }, reporter)).toMatchObject({ ok: true });
    expect(await fileGameReport(db(), "sun-sail", { kind: "controls" }, reporter)).toEqual({
      ok: false,
      message: REPORT_MESSAGES.alreadyReported,
      status: 429,
    });
    expect(await fileGameReport(db(), "sun-sail", { kind: "other", text: "the sound stops too" }, reporter)).toMatchObject({ ok: true });
    expect(await fileGameReport(db(), "rain-run", { kind: "controls" }, reporter)).toMatchObject({ ok: true });
    expect((await reportsOf("sun-sail")).length).toBe(2);
  });

  it("stops a flood from one address at its limit and loses no report from another address", async () => {
    const before = (await reportsOf("rain-run")).length;
    const flood = await Promise.all(
      Array.from({ length: REPORTS_PER_ADDRESS.limit + 15 }, (_, n) =>
        fileGameReport(db(), "rain-run", { kind: "other", text: `flood ${n}` }, { visitorId: visitor(100 + n), address: "203.0.113.66" }),
      ),
    );
    const neighbour = await fileGameReport(
      db(),
      "rain-run",
      { kind: "does-not-load", text: "blank screen" },
      { visitorId: visitor(99), address: "203.0.113.67" },
    );
    expect(flood.filter((result) => result.ok)).toHaveLength(REPORTS_PER_ADDRESS.limit);
    const refusals = flood.filter((result) => !result.ok);
    expect(refusals).toHaveLength(15);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        status: 429,
        message: expect.stringMatching(/^Too many reports from your network\. Please try again in \d+ minutes?\.$/),
      });
    expect(neighbour).toMatchObject({ ok: true });
    const stored = await reportsOf("rain-run");
    expect(stored).toHaveLength(before + REPORTS_PER_ADDRESS.limit + 1);
    expect(stored.some((report) => report.text === "blank screen")).toBe(true);
  });

  it("keeps no client address in the counts", async () => {
    const keys = (await db().select({ key: rateCounters.key }).from(rateCounters)).map((row) => row.key).join(" ");
    expect(keys).not.toContain("203.0.113.66");
    expect(keys).toContain(hiddenAddressSubject("203.0.113.66"));
  });

  it("asks for one check of a game when five different visitors' frames fail, and not before", async () => {
    const limit = FAILING_VISITORS_PER_GAME.limit;
    for (let n = 0; n < limit - 1; n += 1) {
      expect(await recordFrameFailure(db(), "sky-racer", { visitorId: visitor(200 + n), address: `192.0.2.${10 + n}` })).toBe("noted");
    }
    expect(await checksOf("sky-racer")).toHaveLength(0);
    expect(await recordFrameFailure(db(), "sky-racer", { visitorId: null, address: "192.0.2.50" })).toBe("noted");
    expect(await checksOf("sky-racer")).toHaveLength(1);
    for (let n = 0; n < 5; n += 1) await recordFrameFailure(db(), "sky-racer", { visitorId: visitor(300 + n), address: `192.0.2.${60 + n}` });
    expect(await checksOf("sky-racer")).toHaveLength(1);
  });

  it("counts one visitor's failures of a game once, with a cookie or by address alone", async () => {
    for (let n = 0; n < 10; n += 1) {
      await recordFrameFailure(db(), "moon-miner", { visitorId: visitor(400), address: "192.0.2.100" });
      await recordFrameFailure(db(), "moon-miner", { visitorId: null, address: "192.0.2.101" });
    }
    expect(await failingVisitors("moon-miner")).toBe(2);
    expect(await checksOf("moon-miner")).toHaveLength(0);
  });

  it("lets one address add only a few visitors to a game's count, whatever cookies it makes up", async () => {
    for (let n = 0; n < 20; n += 1) await recordFrameFailure(db(), "star-fox", { visitorId: visitor(500 + n), address: "192.0.2.200" });
    expect(await failingVisitors("star-fox")).toBe(FAILURES_PER_ADDRESS_PER_GAME.limit);
    expect(await checksOf("star-fox")).toHaveLength(0);
  });

  it("answers unknown-game for a game no visitor can see, and counts nothing for it", async () => {
    for (const slug of ["no-such-game", "draft-duck", "hidden-hen"]) {
      expect(await recordFrameFailure(db(), slug, { visitorId: visitor(600), address: "192.0.2.250" })).toBe("unknown-game");
    }
    expect(await checksOf("draft-duck")).toHaveLength(0);
  });
});
