/** A draft is the operator's alone: no public read, count, sitemap, play or vote sees it. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countPlay, voteForGame } from "~/domain/analytics/plays.server";
import { gameBySlug, newGames, searchGames, trendingGames } from "~/domain/catalog/reads.server";
import { listManagedGames } from "~/domain/catalog/manage-list.server";
import { catalogStats } from "~/domain/catalog/stats.server";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { putGame, setGameStatus } from "~/domain/catalog/writes.server";
import { auditLog, games } from "~/domain/db/schema.server";
import { sitemapFiles, sitemapUrls } from "~/domain/web/sitemaps.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const site = { siteName: "Zowii", siteUrl: "https://play.zowii.example" };
const actor = { id: null, email: "operator@example.com" };
const hosts = { allowedHosts: ["krunker.io"], siteUrl: site.siteUrl };
const game = (title: string) => ({ title, description: "", gameUrl: "https://krunker.io/", thumbnail: "", category: "Action", tags: ["shooter"], plays: 500 });

describe.each(ENGINES)("drafts on %s", (engine) => {
  const database = useTestDatabase(engine, (db) =>
    withCatalogChange(db, async (tx) => {
      await putGame(tx, "harbour-tanks", game("Harbour Tanks"), "keep");
      await putGame(tx, "cloud-tanks", game("Cloud Tanks"), "keep");
      return true;
    }),
  );
  const idOf = async (slug: string) => (await database.db.select({ id: games.id }).from(games).where(eq(games.slug, slug)))[0]!.id;

  it("takes a game off every public read when it is unpublished, and brings it back when published", async () => {
    const id = await idOf("cloud-tanks");
    expect(await setGameStatus(database.db, id, "draft", actor, hosts)).toBe("Cloud Tanks");
    const db = database.db;
    const titles = (list: { title: string }[]) => list.map((entry) => entry.title);
    expect(titles(await newGames(db))).toEqual(["Harbour Tanks"]);
    expect(titles(await trendingGames(db))).toEqual(["Harbour Tanks"]);
    expect(titles(await searchGames(db, { query: "tanks" }))).toEqual(["Harbour Tanks"]);
    expect(titles(await searchGames(db, { category: "Action" }))).toEqual(["Harbour Tanks"]);
    expect(await gameBySlug(db, "cloud-tanks")).toBeNull();
    expect((await catalogStats(db)).games).toBe(1);
    expect((await catalogStats(db)).plays).toBe(500);
    expect(await sitemapFiles(db)).toEqual(["pages.xml", "landing-pages.xml", "categories.xml", "games-1.xml"]);
    expect(await sitemapUrls(db, site, "games-1.xml")).toEqual(["https://play.zowii.example/game/harbour-tanks"]);
    // A play or a vote on a draft counts as nothing: the game is unknown to visitors.
    expect(await countPlay(db, "cloud-tanks", "visitor-1")).toBe("unknown-game");
    expect(await voteForGame(db, "cloud-tanks", "visitor-1", 5)).toBe(false);
    // Manage still lists it, marked.
    const managed = await listManagedGames(db);
    expect(managed.total).toBe(2);
    expect(managed.games.find((entry) => entry.title === "Cloud Tanks")?.status).toBe("draft");

    expect(await setGameStatus(db, id, "published", actor, hosts)).toBe("Cloud Tanks");
    expect(titles(await searchGames(db, { query: "tanks" })).sort()).toEqual(["Cloud Tanks", "Harbour Tanks"]);
    expect(await gameBySlug(db, "cloud-tanks")).not.toBeNull();
    expect(await countPlay(db, "cloud-tanks", "visitor-1")).toBe("counted");
    const audit = await db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "unpublished game", target: "Cloud Tanks (cloud-tanks)" },
        { action: "published game", target: "Cloud Tanks (cloud-tanks)" },
      ]),
    );
  });

  it("says when the game is gone, and refuses a status it does not know", async () => {
    expect(await setGameStatus(database.db, "no-such-game", "draft", actor, hosts)).toBeNull();
  });

  it("does not publish a game whose host is not allowed, and says which host", async () => {
    const id = await idOf("cloud-tanks");
    await setGameStatus(database.db, id, "draft", actor, hosts);
    await expect(setGameStatus(database.db, id, "published", actor, { ...hosts, allowedHosts: ["poki.com"] })).rejects.toThrow(
      "Games from krunker.io cannot be published",
    );
    const [row] = await database.db.select({ status: games.status }).from(games).where(eq(games.id, id));
    expect(row?.status).toBe("draft");
    const refusedStatus = await database.db.execute(sql`update games set status = 'hidden'`).catch((error: { cause?: Error }) => error.cause?.message);
    expect(refusedStatus).toMatch(/games_status_known/);
  });
});
