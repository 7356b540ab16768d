/**
 * The panel's Analytics page, its CSV exports and Manage's per-game figures over real HTTP,
 * on a real PostgreSQL holding known roll-ups: each table downloads as an RFC 4180 file with
 * its header row, game titles from feeds quoted and never run as a formula; a range or table
 * the panel does not offer gets a clear answer; anyone but an admin is refused.
 */
import { describe, expect, it } from "vitest";
import { utcDay } from "~/domain/analytics/rollups.server";
import { HELD_PRELOAD_REL } from "~/lib/scripts-after-paint";
import { ADMIN_PATH } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPanelInstall } from "../support/panel-install";
import { setUpInstall } from "../support/portal-install";

const EXPORT = `${ADMIN_PATH}/analytics/export`;
const dayAgo = (days: number) => utcDay(new Date(Date.now() - days * 24 * 60 * 60_000));

/** Titles a feed could send: a formula, text with a comma and quotes, a leading minus, at sign and tab, two lines. */
const GAMES = [
  { id: "formula-id", slug: "formula", title: '=HYPERLINK("http://evil.example","Click")', plays: 50 },
  { id: "quoted-id", slug: "quoted", title: 'Tom, Jerry and the "Chase"', plays: 40 },
  { id: "minus-id", slug: "minus", title: "-2+3 Math", plays: 30 },
  { id: "at-id", slug: "at", title: "@SUM(A1)", plays: 25 },
  { id: "tab-id", slug: "tab", title: "\tTabbed", plays: 20 },
  { id: "lines-id", slug: "lines", title: "Two\nlines", plays: 15 },
];

const install = setUpInstall(startPanelInstall, async ({ db }) => {
  for (const game of GAMES) {
    await db.query(`insert into games (id, slug, title, game_url, category) values ($1, $2, $3, $4, 'Puzzle')`, [
      game.id,
      game.slug,
      game.title,
      `https://play.example.com/${game.slug}/`,
    ]);
  }
  const row = (scope: string, subject: string, metric: string, days: number, count: number) =>
    db.query(`insert into analytics_daily (scope, subject, metric, day, count) values ($1, $2, $3, $4, $5)`, [scope, subject, metric, dayAgo(days), count]);
  for (const game of GAMES) await row("game", game.id, "plays", 1, game.plays);
  await row("game", "gone-id", "plays", 0, 5);
  // Out of the 7 days, in the 30.
  await row("game", "quoted-id", "plays", 7, 100);
  await row("site", "", "visitors", 0, 4);
  await row("site", "", "visits", 0, 6);
  await row("site", "", "page-views", 0, 9);
  await row("page", "/", "visits", 0, 6);
  await row("page", "/", "plays", 0, 2);
  await row("page", "/", "page-views", 0, 9);
  for (const [metric, count] of [
    ["card-click", 10],
    ["game-started", 8],
    ["frame-loaded", 6],
    ["played-30s", 3],
    ["interstitial-shown", 4],
    ["interstitial-closed-early", 1],
  ] as const) {
    await row("game", "formula-id", metric, 0, count);
  }
  await row("page", "/io-games", "visits", 0, 2);
  await row("page", "/io-games", "plays", 0, 5);
  await row("ad", "2", "network", 0, 3);
  await row("ad", "2", "house", 0, 1);
});

async function csvOf(path: string) {
  const response = await install.admin.get(path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    text: await response.text(),
  };
}

describe("CSV exports", () => {
  it("downloads the top games with a header row, quoting and formulas turned to text", async () => {
    const file = await csvOf(`${EXPORT}?table=top-games&days=7`);
    expect(file.status).toBe(200);
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect(file.disposition).toBe('attachment; filename="zowii-top-games-7-days.csv"');
    expect(file.text).toBe(
      [
        "Rank,Game,Slug,Status,Plays",
        `1,"'=HYPERLINK(""http://evil.example"",""Click"")",formula,Published,50`,
        `2,"Tom, Jerry and the ""Chase""",quoted,Published,40`,
        "3,'-2+3 Math,minus,Published,30",
        "4,'@SUM(A1),at,Published,25",
        "5,'\tTabbed,tab,Published,20",
        '6,"Two\nlines",lines,Published,15',
        "7,Deleted game,,Deleted,5",
        "",
      ].join("\r\n"),
    );
  });

  it("reads 30 days when no range is given, and each range's own figures", async () => {
    const file = await csvOf(`${EXPORT}?table=top-games`);
    expect(file.disposition).toBe('attachment; filename="zowii-top-games-30-days.csv"');
    expect(file.text.split("\r\n")[1]).toBe(`1,"Tom, Jerry and the ""Chase""",quoted,Published,140`);
  });

  it("exports every table the page shows", async () => {
    const rising = await csvOf(`${EXPORT}?table=rising-games&days=7`);
    expect(rising.text.split("\r\n").slice(0, 2)).toEqual([
      "Game,Slug,Status,Plays (last 7 days),Plays (7 days before),Change",
      `"'=HYPERLINK(""http://evil.example"",""Click"")",formula,Published,50,0,50`,
    ]);
    expect((await csvOf(`${EXPORT}?table=failing-games&days=7`)).text).toBe("Game,Slug,Status,Frame loaded,Frame failed,Failure rate\r\n");
    expect((await csvOf(`${EXPORT}?table=landing-pages&days=90`)).text).toBe("Path,Visits,Plays,Page views\r\n/,6,2,9\r\n/io-games,2,5,0\r\n");
    expect((await csvOf(`${EXPORT}?table=referrers&days=7`)).text.split("\r\n")[0]).toBe("Referrer,Visits,Page views");
    const placements = (await csvOf(`${EXPORT}?table=placements&days=7`)).text.split("\r\n");
    expect(placements[0]).toBe("Placement,Card clicks");
    expect(placements).toContain("More like this,0");
    const adFill = (await csvOf(`${EXPORT}?table=ad-fill&days=7`)).text.split("\r\n");
    expect(adFill.slice(0, 3)).toEqual(["Ad block,Network,House,Fill rate", "1,0,0,", "2,3,1,75.0%"]);
    expect(adFill.at(-2)).toBe("All,3,1,75.0%");
    const days = await csvOf(`${EXPORT}?table=plays-per-day&days=7`);
    expect(days.disposition).toBe('attachment; filename="zowii-plays-per-day-7-days.csv"');
    expect(days.text.split("\r\n")).toEqual([
      "Day,Plays,Daily visitors",
      `${dayAgo(6)},0,0`,
      `${dayAgo(5)},0,0`,
      `${dayAgo(4)},0,0`,
      `${dayAgo(3)},0,0`,
      `${dayAgo(2)},0,0`,
      `${dayAgo(1)},180,0`,
      `${dayAgo(0)},5,4`,
      "",
    ]);
  });

  it("exports the funnel with each step's rate and the interstitials beside it", async () => {
    expect((await csvOf(`${EXPORT}?table=funnel&days=7`)).text.split("\r\n")).toEqual([
      "Step,Count,Of the step before",
      "Card clicks,10,",
      "Games started,8,80.0%",
      "Game frame loaded,6,75.0%",
      "Played 30 seconds,3,50.0%",
      "Played 5 minutes,0,0.0%",
      "Interstitials shown,4,",
      "Interstitials closed early,1,25.0%",
      "",
    ]);
  });

  it("answers an unknown table with 404 and a range the panel does not offer with 400", async () => {
    for (const query of ["table=games", "table=", "", "table=top-games%00"]) {
      const response = await install.admin.get(`${EXPORT}?${query}`);
      expect(response.status, query).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/^There is no table to export by that name/);
    }
    for (const days of ["8", "abc", "-7", "", "30.0"]) {
      const response = await install.admin.get(`${EXPORT}?table=top-games&days=${days}`);
      expect(response.status, days).toBe(400);
      expect(await response.json()).toEqual({ ok: false, message: "Days must be one of 7, 30, 90." });
    }
  });

  it("refuses anyone but an admin", async () => {
    for (const [client, status] of [
      [new HttpClient(install.portal.url), 401],
      [install.member, 403],
    ] as const) {
      // A file or a game's insights asked for by address leads to the sign-in form; the panel's data is refused.
      for (const [path, answered] of [
        [`${EXPORT}?table=top-games&days=7`, 302],
        [`${ADMIN_PATH}/analytics/games/formula-id`, 302],
        [`${ADMIN_PATH}/analytics.data`, status],
      ] as const) {
        const response = await client.get(path);
        expect(response.status, path).toBe(answered);
        const text = await response.text();
        expect(text, path).not.toContain("HYPERLINK");
        expect(text, path).not.toContain("Plays");
      }
    }
  });
});

describe("the charts' script", () => {
  it("is preloaded by no public page, and no script a public page preloads holds recharts", async () => {
    const visitor = new HttpClient(install.portal.url);
    for (const path of ["/", "/game/formula", "/category/action", "/about", "/no/such/page"]) {
      const html = await (await visitor.get(path)).text();
      // A public page holds them until its first paint (app/lib/scripts-after-paint.ts).
      const scripts = [...html.matchAll(new RegExp(`<link rel="${HELD_PRELOAD_REL}" href="([^"]+)"`, "g"))].map((match) => match[1]!);
      // The pages visitors land on in React preload their scripts; plain HTML pages have none.
      if (path !== "/about") expect(scripts.length, path).toBeGreaterThan(0);
      expect(html, path).not.toMatch(/insight-(charts|chart-slot|tables)/);
      for (const script of scripts) {
        const source = await (await visitor.get(script)).text();
        expect(source, `${path}: ${script}`).not.toContain("recharts");
      }
    }
  });
});

describe("the Analytics page and one game's figures", () => {
  it("shows the figures of the chosen range, 30 days for a range it does not offer", async () => {
    const week = await (await install.admin.get(`${ADMIN_PATH}/analytics?days=7`)).text();
    expect(week).toContain('aria-current="page"');
    expect(week).toMatch(/aria-current="page"[^>]*>7 days</);
    expect(week).toContain("Deleted game");
    expect(week).toContain(`href="${EXPORT}?table=top-games&amp;days=7"`);
    // recharts is not in the page's HTML: the charts are drawn in the browser.
    expect(week).not.toContain("recharts-wrapper");
    for (const days of ["abc", "8", "365"]) {
      const page = await install.admin.get(`${ADMIN_PATH}/analytics?days=${days}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/aria-current="page"[^>]*>30 days</);
    }
  });

  it("ranks the landing pages by visits, or by the plays they led to", async () => {
    const landingRows = async (query: string) => {
      const html = await (await install.admin.get(`${ADMIN_PATH}/analytics?days=7${query}`)).text();
      const table = html.slice(html.indexOf('aria-label="Landing pages"'), html.indexOf("</table>", html.indexOf('aria-label="Landing pages"')));
      return [...table.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
    };
    expect(await landingRows("")).toEqual(["/", "/io-games"]);
    expect(await landingRows("&landing=plays")).toEqual(["/io-games", "/"]);
    expect(await landingRows("&landing=%3Cscript%3E")).toEqual(["/", "/io-games"]);
    expect(await (await install.admin.get(`${ADMIN_PATH}/analytics?days=7&landing=plays`)).text()).toMatch(/aria-current="true"[^>]*>Most plays</);
  });

  it("answers one game's 30 days as JSON, 404 for a game that is not there", async () => {
    const response = await install.admin.get(`${ADMIN_PATH}/analytics/games/quoted-id`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const insights = (await response.json()) as { game: object; days: number; playsPerDay: { day: string; plays: number }[]; funnel: { steps: unknown[] } };
    expect(insights.game).toEqual({ id: "quoted-id", title: 'Tom, Jerry and the "Chase"', slug: "quoted" });
    expect(insights.playsPerDay).toHaveLength(30);
    expect(insights.playsPerDay.filter((day) => day.plays > 0)).toEqual([
      { day: dayAgo(7), plays: 100 },
      { day: dayAgo(1), plays: 40 },
    ]);
    expect(insights.funnel.steps).toHaveLength(5);
    const missing = await install.admin.get(`${ADMIN_PATH}/analytics/games/no-such-game`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, message: "Game not found" });
  });

  it("says figures appear once visitors come when nothing was counted, with no chart", async () => {
    await install.db.query("delete from analytics_daily");
    const html = await (await install.admin.get(`${ADMIN_PATH}/analytics`)).text();
    expect(html).toContain("No figures yet for these days. They appear here once visitors come to the site.");
    expect(html).not.toContain("Plays per day");
    expect(html).not.toContain("Export CSV");
  });
});
