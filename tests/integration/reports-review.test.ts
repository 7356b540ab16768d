/**
 * The panel's reading and settling of visitors' reports on both engines: open reports
 * grouped by game with their count, kinds, latest time and latest text, the most recently
 * reported game first, a page at a time; settling one game's reports settles all of them
 * and only them, audited, and a game that is gone is told apart from reports already settled.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { putGame } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { auditLog, gameReports, games } from "~/domain/db/schema.server";
import { openReportCounts, openReportsByGame, REPORTS_PAGE_SIZE, settleGameReports } from "~/domain/health/reports-review.server";
import { gameIdOf, putGames } from "../support/catalog-games";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };
const SLUGS = ["lava-leap", "quiet-quokka", "draft-dune"];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function fillCatalog(db: Database) {
  await putGames(db, SLUGS, (slug) => ({ status: slug === "draft-dune" ? "draft" : "published" }));
}

type Kind = (typeof gameReports.$inferInsert)["kind"];

async function report(db: Database, slug: string, kind: Kind, text: string, minutes: number) {
  await db.insert(gameReports).values({ gameId: await gameIdOf(db, slug), kind, text, createdAt: minutesAgo(minutes) });
}

describe.each(ENGINES)("reports review on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);

  it("lists nothing while no report is open", async () => {
    const { db } = database;
    expect(await openReportCounts(db)).toEqual({ games: 0, reports: 0 });
    expect(await openReportsByGame(db)).toEqual({ games: [], gamesTotal: 0, reportsTotal: 0, page: 1, pages: 1 });
  });

  it("groups the open reports by game: count, kinds in order, latest time and the newest text that says something", async () => {
    const { db } = database;
    await report(db, "lava-leap", "other", "The music never stops", 50);
    await report(db, "lava-leap", "does-not-load", "Black screen <script>alert(1)</script>", 30);
    await report(db, "lava-leap", "does-not-load", "", 10);
    await report(db, "quiet-quokka", "controls", "", 20);
    await report(db, "draft-dune", "inappropriate", "Not for kids", 40);
    // Settled before: not counted, and its text is not the latest.
    await report(db, "quiet-quokka", "other", "Fixed long ago", 5);
    await db.update(gameReports).set({ status: "resolved", settledAt: new Date(), settledBy: actor.email }).where(eq(gameReports.text, "Fixed long ago"));

    expect(await openReportCounts(db)).toEqual({ games: 3, reports: 5 });
    const page = await openReportsByGame(db, { page: 1 });
    expect(page).toMatchObject({ gamesTotal: 3, reportsTotal: 5, page: 1, pages: 1 });
    expect(page.games.map(({ slug, title, published, reports, kinds, latestText }) => ({ slug, title, published, reports, kinds, latestText }))).toEqual([
      {
        slug: "lava-leap",
        title: "Lava Leap",
        published: true,
        reports: 3,
        kinds: ["does-not-load", "other"],
        latestText: "Black screen <script>alert(1)</script>",
      },
      { slug: "quiet-quokka", title: "Quiet Quokka", published: true, reports: 1, kinds: ["controls"], latestText: "" },
      { slug: "draft-dune", title: "Draft Dune", published: false, reports: 1, kinds: ["inappropriate"], latestText: "Not for kids" },
    ]);
    const latest = new Date(page.games[0]!.latestAt).getTime();
    expect(Math.abs(latest - minutesAgo(10).getTime())).toBeLessThan(60_000);
    // A page past the last shows the last.
    expect((await openReportsByGame(db, { page: 99 })).page).toBe(1);
  });

  it("settles all of one game's open reports, and only them, audited", async () => {
    const { db } = database;
    const lava = await gameIdOf(db, "lava-leap");
    expect(await settleGameReports(db, lava, "resolved", actor)).toEqual({ title: "Lava Leap", settled: 3 });
    const settled = await db.select().from(gameReports).where(eq(gameReports.gameId, lava));
    expect(settled.map((row) => [row.status, row.settledBy, row.settledAt !== null])).toEqual(Array(3).fill(["resolved", actor.email, true]));
    expect(await openReportCounts(db)).toEqual({ games: 2, reports: 2 });

    // Settled twice (another admin was quicker): nothing more to settle, nothing audited.
    expect(await settleGameReports(db, lava, "dismissed", actor)).toEqual({ title: "Lava Leap", settled: 0 });
    expect(await settleGameReports(db, await gameIdOf(db, "quiet-quokka"), "dismissed", actor)).toEqual({ title: "Quiet Quokka", settled: 1 });
    expect(await settleGameReports(db, "no-such-game", "resolved", actor)).toBeNull();

    const audit = await db
      .select({ action: auditLog.action, actor: auditLog.actorEmail, target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, actor.email)))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "resolved game reports", actor: actor.email, target: "Lava Leap (lava-leap): 3 reports" },
      { action: "dismissed game reports", actor: actor.email, target: "Quiet Quokka (quiet-quokka): 1 report" },
    ]);
    expect((await openReportsByGame(db)).games.map((game) => game.slug)).toEqual(["draft-dune"]);
  });

  it("pages a catalog's worth of reported games, REPORTS_PAGE_SIZE at a time", async () => {
    const { db } = database;
    const extra = REPORTS_PAGE_SIZE + 5;
    await withCatalogChange(db, async (tx) => {
      for (let index = 0; index < extra; index++) {
        await putGame(
          tx,
          `paged-${index}`,
          {
            title: `Paged ${index}`,
            description: "",
            gameUrl: `https://play.example.com/paged-${index}/`,
            thumbnail: "",
            category: "Puzzle",
            tags: [],
            plays: 0,
            status: "published",
          },
          "keep",
        );
      }
      return true;
    });
    const ids = await db.select({ id: games.id, slug: games.slug }).from(games);
    const paged = ids.filter((game) => game.slug.startsWith("paged-"));
    await db
      .insert(gameReports)
      .values(paged.map((game, index) => ({ gameId: game.id, kind: "other" as const, text: game.slug, createdAt: minutesAgo(index) })));
    const first = await openReportsByGame(db, { page: 1 });
    const second = await openReportsByGame(db, { page: 2 });
    expect(first).toMatchObject({ gamesTotal: extra + 1, pages: 2, page: 1 });
    expect(first.games).toHaveLength(REPORTS_PAGE_SIZE);
    expect(second.games).toHaveLength(extra + 1 - REPORTS_PAGE_SIZE);
    const seen = new Set([...first.games, ...second.games].map((game) => game.slug));
    expect(seen.size).toBe(extra + 1);
    expect(first.games[0]!.latestText).toBe("paged-0");
  });
});
