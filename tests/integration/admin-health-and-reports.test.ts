/**
 * The panel's Health and Reports sections over real HTTP, on a real PostgreSQL the tests
 * look into while the portal runs, its games served by a game host on this machine: an
 * admin sees the broken and flaky games with their last checks in plain words, keeps one
 * up, turns auto-hide off and on, checks one game or all now (the portal's own worker
 * checks them); sees visitors' open reports grouped by game, their text escaped, and
 * resolves or dismisses them; turns the daily digest off and on, and the portal's worker
 * mails it to the administrators. With every game host unreachable, Check all hides nothing
 * and Health says the check could not reach them. Every change is audited; bad input gets its message,
 * never a 500; anyone else is refused and changes nothing. The dashboard counts both.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { scheduleDueDigest } from "~/domain/health/report-digest.server";
import { ADMIN_PATH } from "../support/admin-accounts";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { HttpClient } from "../support/http-client";
import { PANEL_OWNER, startPanelInstall } from "../support/panel-install";
import { setUpInstall } from "../support/portal-install";
import { waitForPortal } from "../support/portal-server";

const HEALTH = `${ADMIN_PATH}/health`;
const REPORTS = `${ADMIN_PATH}/reports`;
const SCRIPT_TEXT = "Black screen <script>alert(1)</script> then nothing";

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
  server.serve("/play/ok/", "<!doctype html><title>Game</title><canvas></canvas>", "text/html");
});

afterAll(async () => {
  await server?.close();
});

const install = setUpInstall(
  () => startPanelInstall({ ALLOW_PRIVATE_FETCH: "true", ALLOWED_GAME_HOSTS: new URL(server.origin).host }),
  async ({ db }) => {
    // Every game of the catalog answers from this machine: Check all never leaves it.
    await db.query("update games set game_url = $1", [`${server.origin}/play/ok/`]);
    const game = (slug: string, title: string, status: string, health: string, failing: number, hidden: boolean) =>
      db.query(
        `insert into games (id, slug, title, game_url, category, status, health, failing_checks, hidden_broken, checked_at)
         values ($1, $1, $2, $3, 'Puzzle', $4, $5, $6, $7, '2026-03-01 10:17:00+00')`,
        [slug, title, `${server.origin}/play/ok/`, status, health, failing, hidden],
      );
    await game("cliff-crash", "Cliff Crash", "published", "broken", 3, true);
    await game("flaky-fox", "Flaky Fox", "published", "flaky", 1, false);
    await game("draft-wreck", "Draft Wreck", "draft", "broken", 3, false);
    await game("fine-fern", "Fine Fern", "published", "healthy", 0, false);
    const check = (slug: string, minutes: number, passed: boolean, reason: string, status: number | null, finalUrl: string | null, redirects = 0) =>
      db.query(
        `insert into game_checks (game_id, checked_at, passed, reason, http_status, final_url, redirects, duration_ms, content_type)
         values ($1, '2026-03-01 10:17:00+00'::timestamptz - make_interval(mins => $2), $3, $4, $5, $6, $7, 312, 'text/html')`,
        [slug, minutes, passed, reason, status, finalUrl, redirects],
      );
    await check("cliff-crash", 120, true, "ok", 200, "https://cliff.example/play/");
    await check("cliff-crash", 60, false, "redirected-away", 302, "https://apps.example/store/cliff", 2);
    await check("cliff-crash", 30, false, "refuses-framing", 200, "https://cliff.example/play/");
    await check("cliff-crash", 0, false, "not-found", 404, "https://cliff.example/play/");
    await check("flaky-fox", 0, false, "timeout", null, null);
    const report = (slug: string, kind: string, text: string, minutes: number) =>
      db.query(`insert into game_reports (game_id, kind, text, created_at) values ($1, $2, $3, now() - make_interval(mins => $4))`, [
        slug,
        kind,
        text,
        minutes,
      ]);
    await report("cliff-crash", "does-not-load", "It used to work", 40);
    await report("cliff-crash", "does-not-load", SCRIPT_TEXT, 20);
    await report("fine-fern", "controls", "", 10);
    await report("fine-fern", "inappropriate", "Rude words in the intro", 30);
  },
);

const rows = async (query: string, params: unknown[] = []) => (await install.db.query(query, params)).rows;

async function page(path: string, client = install.admin) {
  const response = await client.get(path);
  return { status: response.status, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>, client = install.admin) {
  const response = await client.post(`${path}.data`, fields);
  return { status: response.status, text: await response.text() };
}

const gameState = async (slug: string) =>
  (await rows("select health, keep_up, hidden_broken, failing_checks, passing_checks from games where slug = $1", [slug]))[0] as {
    health: string;
    keep_up: boolean;
    hidden_broken: boolean;
    failing_checks: number;
    passing_checks: number;
  };

const auditOf = async (action: string) =>
  (await rows("select actor_email, target from audit_log where action = $1 order by id", [action])).map((row) => `${row.actor_email}: ${row.target}`);

/** Everything a refused request must leave as it was. */
async function snapshot() {
  return {
    games: await rows("select slug, health, keep_up, hidden_broken, next_check_at from games order by slug"),
    reports: await rows("select id, status, settled_by from game_reports order by id"),
    state: await rows("select key, value from app_state where key like 'health.%' and key <> 'health.digestNextAt' order by key"),
    jobs: await rows("select kind, key, state from jobs where kind = 'game-checks' order by id"),
    audit: (await rows("select count(*)::int as n from audit_log"))[0].n as number,
  };
}

/** The table row of a game on the Health page. */
function rowOf(html: string, title: string): string {
  const start = html.lastIndexOf("<tr", html.indexOf(`>${title}</a>`));
  expect(start, title).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</tr>", start));
}

/** The list item of a game on the Reports page. */
function itemOf(html: string, title: string): string {
  const start = html.lastIndexOf("<li", html.indexOf(`>${title}</a>`));
  expect(start, title).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", start));
}

describe("the dashboard", () => {
  it("counts the broken games and the open reports, each linking to its section", async () => {
    const { status, html } = await page(ADMIN_PATH);
    expect(status).toBe(200);
    // The draft is broken too, but only published games count.
    expect(html).toMatch(new RegExp(`<a [^>]*href="${HEALTH}"[^>]*>.*?Broken Games.*?>1</p>`, "s"));
    expect(html).toMatch(new RegExp(`<a [^>]*href="${REPORTS}"[^>]*>.*?Open Reports.*?>4</p>`, "s"));
    const sidebar = html.slice(html.indexOf('aria-label="Admin sections"'));
    expect(sidebar).toMatch(new RegExp(`<a [^>]*href="${HEALTH}"[^>]*>.*?Health`, "s"));
    expect(sidebar).toMatch(new RegExp(`<a [^>]*href="${REPORTS}"[^>]*>.*?Reports`, "s"));
  });
});

describe("Health", () => {
  it("lists the published broken and flaky games with their last check in plain words", async () => {
    const { status, html } = await page(HEALTH);
    expect(status).toBe(200);
    for (const text of [">Game Health</h2>", ">Broken and flaky games</h2>", ">Check all now<", ">Turn off auto-hide<", "Auto-hide is on"])
      expect(html).toContain(text);
    const cliff = rowOf(html, "Cliff Crash");
    for (const text of [">Broken<", "2026-03-01 10:17 UTC", "Its address answers Not Found", "Hidden from the site", ">Keep up<", ">Check now<", ">History<"]) {
      expect(cliff, text).toContain(text);
    }
    expect(cliff).toContain('href="/game/cliff-crash"');
    expect(cliff).toContain(`href="${ADMIN_PATH}/manage?q=Cliff+Crash"`);
    const fox = rowOf(html, "Flaky Fox");
    for (const text of [">Flaky<", "Its host did not answer in time", "On the site"]) expect(fox, text).toContain(text);
    // Broken first.
    expect(html.indexOf(">Cliff Crash</a>")).toBeLessThan(html.indexOf(">Flaky Fox</a>"));
    expect(html).not.toContain("Draft Wreck");
    expect(html).not.toContain("Fine Fern");
  });

  it("shows a game's last checks: time, result, reason, HTTP status, where redirects ended and how long", async () => {
    const { status, html } = await page(`${HEALTH}?game=cliff-crash`);
    expect(status).toBe(200);
    const start = html.indexOf(">Last checks of Cliff Crash</h2>");
    expect(start).toBeGreaterThan(-1);
    const card = html.slice(start, html.indexOf("</section>", start));
    expect(card.match(/<tr>/g)).toHaveLength(5);
    for (const text of [
      "2026-03-01 10:17 UTC",
      ">Failed<",
      ">Passed<",
      "Its address answers Not Found",
      "Its host does not let the portal show it in a frame",
      "Its address redirects to another site",
      ">404<",
      "https://apps.example/store/cliff",
      "(after 2 redirects)",
      "0.3 s",
    ]) {
      expect(card, text).toContain(text);
    }
    // Newest first.
    expect(card.indexOf("Its address answers Not Found")).toBeLessThan(card.indexOf("Its address redirects to another site"));

    const gone = await page(`${HEALTH}?game=no-such-game`);
    expect(gone.status).toBe(200);
    expect(gone.html).toContain("Game not found");
    for (const query of ["?page=abc", "?page=-3", "?page=999999999", `?game=${"x".repeat(500)}`, "?game=%00"]) {
      expect((await page(`${HEALTH}${query}`)).status, query).toBe(200);
    }
  });

  it("keeps a broken game up and hands it back to the checks, audited", async () => {
    const kept = await post(HEALTH, { intent: "keep-up", id: "cliff-crash", on: "true" });
    expect(kept.status).toBe(200);
    expect(kept.text).toContain("Cliff Crash stays on the site whatever the checks find.");
    expect(await gameState("cliff-crash")).toMatchObject({ keep_up: true, hidden_broken: false });
    expect(await page("/game/cliff-crash", new HttpClient(install.portal.url))).toMatchObject({ status: 200 });
    const { html } = await page(HEALTH);
    expect(rowOf(html, "Cliff Crash")).toContain("Kept up");
    expect(rowOf(html, "Cliff Crash")).toContain(">Stop keeping up<");

    const stopped = await post(HEALTH, { intent: "keep-up", id: "cliff-crash", on: "false" });
    expect(stopped.text).toContain("Cliff Crash is up to the checks again.");
    expect(await gameState("cliff-crash")).toMatchObject({ keep_up: false, hidden_broken: true });
    expect(await auditOf("kept game up")).toEqual([`${PANEL_OWNER.email}: Cliff Crash (cliff-crash)`]);
    expect(await auditOf("stopped keeping game up")).toEqual([`${PANEL_OWNER.email}: Cliff Crash (cliff-crash)`]);
  });

  it("turns auto-hide off, saying how many games came back, and on again", async () => {
    const off = await post(HEALTH, { intent: "auto-hide", on: "false" });
    expect(off.status).toBe(200);
    expect(off.text).toContain("Auto-hide turned off: 1 game came back to the site.");
    expect(await gameState("cliff-crash")).toMatchObject({ hidden_broken: false });
    expect((await page(HEALTH)).html).toContain("Auto-hide is off: broken games stay on the site.");
    const on = await post(HEALTH, { intent: "auto-hide", on: "true" });
    expect(on.text).toContain("Auto-hide turned on: 1 broken game left the site.");
    expect(await gameState("cliff-crash")).toMatchObject({ hidden_broken: true });
    expect(await auditOf("turned off auto-hide of broken games")).toEqual([`${PANEL_OWNER.email}: 1 game`]);
    expect(await auditOf("turned on auto-hide of broken games")).toEqual([`${PANEL_OWNER.email}: 1 game`]);
  });

  it("checks one game now: the portal's worker checks it and its history shows the pass", async () => {
    const checks = async () => Number((await rows("select count(*)::int as n from game_checks where game_id = 'cliff-crash'"))[0].n);
    const before = await checks();
    const queued = await post(HEALTH, { intent: "check", id: "cliff-crash" });
    expect(queued.status).toBe(200);
    expect(queued.text).toContain("Checking Cliff Crash: the result shows here once the check is done.");
    await waitForPortal(install.portal, async () => (await checks()) > before, "the check of Cliff Crash");
    // One pass: still broken, a second brings it back.
    expect(await gameState("cliff-crash")).toMatchObject({ health: "broken", passing_checks: 1, failing_checks: 0 });
    const { html } = await page(`${HEALTH}?game=cliff-crash`);
    const card = html.slice(html.indexOf(">Last checks of Cliff Crash</h2>"));
    expect(card.indexOf(">Passed<")).toBeLessThan(card.indexOf(">Failed<"));
    expect(card).toContain("Loads and lets the portal show it");
    expect(await auditOf("queued game checks")).toEqual([`${PANEL_OWNER.email}: Cliff Crash (cliff-crash)`]);
  });

  it("checks all published games now", async () => {
    const published = Number((await rows("select count(*)::int as n from games where status = 'published'"))[0].n);
    const all = await post(HEALTH, { intent: "check-all" });
    expect(all.status).toBe(200);
    expect(all.text).toContain(`Checking ${published} published games in the background.`);
    expect(await auditOf("queued game checks")).toContain(`${PANEL_OWNER.email}: all ${published} published games`);
    await waitForPortal(
      install.portal,
      async () => (await rows("select count(*)::int as n from games where status = 'published' and health = 'healthy'"))[0].n === published,
      "every published game to pass twice",
      60_000,
    );
    const { html } = await page(HEALTH);
    expect(html).toContain("All published games passed their last check.");
    // The draft is not checked.
    expect(await gameState("draft-wreck")).toMatchObject({ health: "broken", failing_checks: 3 });
  });

  it("refuses bad input with its message, never a 500, and changes nothing", async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "keep-up", id: "no-such-game", on: "true" }, 404, "Game not found"],
      [{ intent: "keep-up", id: "", on: "true" }, 404, "Game not found"],
      [{ intent: "check", id: "no-such-game" }, 404, "Game not found"],
      [{ intent: "check" }, 404, "Game not found"],
      [{ intent: "keep-up", id: "cliff-crash", on: "maybe" }, 400, "Unknown request"],
      [{ intent: "auto-hide", on: "" }, 400, "Unknown request"],
      [{ intent: "delete-everything" }, 400, "Unknown request"],
      [{}, 400, "Unknown request"],
      [{ intent: "keep-up", id: "x".repeat(5_000), on: "true" }, 404, "Game not found"],
      [{ intent: "keep-up", id: "cliff\u0000crash", on: "true" }, 404, "Game not found"],
      [{ intent: "check", id: "\u0000" }, 404, "Game not found"],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(HEALTH, fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(answer.text).toContain(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("Reports", () => {
  it("lists the open reports by game: count, kinds in words, latest time and text, escaped", async () => {
    const { status, html } = await page(REPORTS);
    expect(status).toBe(200);
    for (const text of [">Reports</h2>", ">Open reports</h2>", "4 open reports on 2 games."]) expect(html).toContain(text);
    const cliff = itemOf(html, "Cliff Crash");
    for (const text of ["2 open reports", "Does not load", ">Resolve<", ">Dismiss<", 'href="/game/cliff-crash"', `href="${ADMIN_PATH}/manage?q=Cliff+Crash"`]) {
      expect(cliff, text).toContain(text);
    }
    expect(cliff).toMatch(/Latest \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(cliff).toContain("Black screen &lt;script&gt;alert(1)&lt;/script&gt; then nothing");
    expect(cliff).not.toContain("It used to work");
    expect(html).not.toContain("<script>alert(1)</script>");
    const fern = itemOf(html, "Fine Fern");
    expect(fern).toContain("2 open reports");
    expect(fern).toContain("Controls don&#x27;t work, Inappropriate content");
    expect(fern).toContain("Rude words in the intro");
    // The most recently reported game first.
    expect(html.indexOf(">Fine Fern</a>")).toBeLessThan(html.indexOf(">Cliff Crash</a>"));
  });

  it("resolves one game's reports and dismisses another's, audited", async () => {
    const resolved = await post(REPORTS, { intent: "settle", id: "cliff-crash", settlement: "resolved" });
    expect(resolved.status).toBe(200);
    expect(resolved.text).toContain("2 reports on Cliff Crash resolved.");
    expect(await rows("select status, settled_by from game_reports where game_id = 'cliff-crash'")).toEqual(
      Array(2).fill({ status: "resolved", settled_by: PANEL_OWNER.email }),
    );
    const again = await post(REPORTS, { intent: "settle", id: "cliff-crash", settlement: "dismissed" });
    expect(again.text).toContain("These reports were already settled.");
    const dismissed = await post(REPORTS, { intent: "settle", id: "fine-fern", settlement: "dismissed" });
    expect(dismissed.text).toContain("2 reports on Fine Fern dismissed.");
    expect(await auditOf("resolved game reports")).toEqual([`${PANEL_OWNER.email}: Cliff Crash (cliff-crash): 2 reports`]);
    expect(await auditOf("dismissed game reports")).toEqual([`${PANEL_OWNER.email}: Fine Fern (fine-fern): 2 reports`]);
    const { html } = await page(REPORTS);
    expect(html).toContain("No open reports.");
    expect((await page(ADMIN_PATH)).html).toMatch(new RegExp(`href="${REPORTS}"[^>]*>.*?Open Reports.*?>0</p>`, "s"));
  });

  it("refuses bad input with its message, never a 500, and changes nothing", async () => {
    await install.db.query(`insert into game_reports (game_id, kind, text) values ('flaky-fox', 'other', 'Slow to start')`);
    const before = await snapshot();
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "settle", id: "no-such-game", settlement: "resolved" }, 404, "Game not found"],
      [{ intent: "settle", settlement: "resolved" }, 404, "Game not found"],
      [{ intent: "settle", id: "flaky-fox", settlement: "deleted" }, 400, "Unknown request"],
      [{ intent: "settle", id: "flaky-fox" }, 400, "Unknown request"],
      [{ intent: "resolve-all" }, 400, "Unknown request"],
      [{ intent: "settle", id: "flaky\u0000fox", settlement: "resolved" }, 404, "Game not found"],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(REPORTS, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.text).toContain(message);
    }
    for (const query of ["?page=abc", "?page=0", "?page=99999"]) expect((await page(`${REPORTS}${query}`)).status, query).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the daily digest", () => {
  it("is switched off and on from Reports, audited, and mailed by the portal's worker to the administrators only", async () => {
    expect((await page(REPORTS)).html).toContain(">Turn off the daily digest<");
    const off = await post(REPORTS, { intent: "digest", on: "false" });
    expect(off.status).toBe(200);
    expect(off.text).toContain("Daily digest mail turned off.");
    expect((await page(REPORTS)).html).toContain("The daily digest is off: no mail is sent.");
    const on = await post(REPORTS, { intent: "digest", on: "true" });
    expect(on.text).toContain("Daily digest mail turned on.");
    expect(await auditOf("turned off the daily digest mail")).toEqual([`${PANEL_OWNER.email}: administrators`]);
    expect(await auditOf("turned on the daily digest mail")).toEqual([`${PANEL_OWNER.email}: administrators`]);
    expect(await post(REPORTS, { intent: "digest", on: "yes" })).toMatchObject({ status: 400 });

    // The digest comes due: this look (or the portal's own, should it come first) queues it once.
    await install.db.query("insert into game_reports (game_id, kind, text) values ('flaky-fox', 'controls', 'Keys do nothing')");
    await install.db.query("insert into app_state (key, value) values ('health.digestNextAt', $1) on conflict (key) do update set value = excluded.value", [
      new Date(Date.now() - 60_000).toISOString(),
    ]);
    const handle = await openDatabase({ databaseUrl: install.databaseUrl, dataDir: "" });
    try {
      await scheduleDueDigest(handle.db);
    } finally {
      await handle.close();
    }
    // Flaky Fox's report of the bad-input test is open too; the member of the role tests waits for approval.
    const subject = "Zowii daily digest: 1 account waiting for approval, 2 open reports";
    await waitForPortal(install.portal, async () => install.portal.output().includes(`Mail to ${PANEL_OWNER.email}: ${subject}`), "the digest mail");
    const mail = install.portal.output().slice(install.portal.output().lastIndexOf(`Mail to ${PANEL_OWNER.email}`));
    expect(mail).toContain('- Flaky Fox: 2 reports (Controls don\'t work, Other): "Keys do nothing"');
    expect(mail).toContain(`1 account is waiting for your approval in Users: ${install.portal.url}${ADMIN_PATH}/users`);
    expect(mail).toContain(`${install.portal.url}${ADMIN_PATH}/reports`);
    expect(install.portal.output()).not.toContain("Mail to member@example.com: Zowii daily digest");
    expect(install.portal.output().split(subject)).toHaveLength(2);
    expect(new Date((await rows("select value from app_state where key = 'health.digestNextAt'"))[0].value).getTime()).toBeGreaterThan(Date.now());
  });
});

describe("an outage", () => {
  it("with every game host unreachable, Check all now twice hides nothing and Health says the check could not reach them", { timeout: 120_000 }, async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/play/ok/`;
    await new Promise((resolve) => closed.close(resolve));
    const published = Number((await rows("select count(*)::int as n from games where status = 'published'"))[0].n);
    const healthBefore = await rows("select slug, health, failing_checks, hidden_broken from games order by slug");
    const checksDone = async () =>
      Number((await rows("select count(*)::int as n from jobs where kind = 'game-checks' and state in ('queued', 'running')"))[0].n) === 0;
    expect((await page(HEALTH)).html).not.toContain("could not reach most game hosts");

    await install.db.query("update games set game_url = $1", [closedUrl]);
    try {
      for (let run = 0; run < 2; run += 1) {
        const all = await post(HEALTH, { intent: "check-all" });
        expect(all.text).toContain(`Checking ${published} published games in the background.`);
        await waitForPortal(
          install.portal,
          async () => (await checksDone()) && (await rows("select 1 from game_checks where reason = 'unreachable' limit 1")).length > 0,
          "the checks of every game",
        );
      }
      await waitForPortal(install.portal, checksDone, "the last checks");
      // Every published game failed twice without an answer, and no game moved.
      expect(Number((await rows("select count(distinct game_id)::int as n from game_checks where not_counted = 'outage'"))[0].n)).toBe(published);
      expect(await rows("select slug, health, failing_checks, hidden_broken from games order by slug")).toEqual(healthBefore);
      expect(await auditOf("found game broken")).toEqual([]);

      const { html } = await page(HEALTH);
      expect(html).toContain("The last check could not reach most game hosts: nothing was hidden.");
      expect(html).toMatch(new RegExp(`${published * 2} of ${published * 2} games checked got no answer\\. That looks like this server(&#x27;|')s network`));
      expect(html).toContain("No published game is broken or flaky: the checks that could not reach the game hosts did not count.");
      // The history shows the checks, marked.
      const fern = (await page(`${HEALTH}?game=fine-fern`)).html;
      const card = fern.slice(fern.indexOf(">Last checks of Fine Fern</h2>"));
      expect(card).toContain("Its host cannot be reached");
      expect(card).toContain("Not counted: that check could not reach most game hosts");
      expect(await auditOf("could not reach most game hosts")).toHaveLength(1);
    } finally {
      await install.db.query("update games set game_url = $1", [`${server.origin}/play/ok/`]);
    }

    // With the hosts back, the next Check all ends the notice.
    await post(HEALTH, { intent: "check-all" });
    await waitForPortal(install.portal, async () => (await rows("select 1 from app_state where key = 'health.outage'")).length === 0, "the outage to end");
    await waitForPortal(install.portal, checksDone, "the last checks");
    expect((await page(HEALTH)).html).not.toContain("could not reach most game hosts");
  });
});

describe("roles", () => {
  it.each([
    ["signed out", 401, () => new HttpClient(install.portal.url)],
    ["signed in without the admin role", 403, () => install.member],
  ] as const)("answers Health's and Reports' data and actions %s with %i, and changes nothing", async (_, status, client) => {
    const before = await snapshot();
    for (const path of [HEALTH, REPORTS]) {
      expect((await client().get(`${path}.data`)).status, path).toBe(status);
      const document = await page(path, client());
      expect(document.status, path).toBe(302);
      expect(document.html).not.toContain("Flaky Fox");
      expect(document.html).not.toContain("Slow to start");
    }
    const actions: [string, Record<string, string>][] = [
      [HEALTH, { intent: "keep-up", id: "flaky-fox", on: "true" }],
      [HEALTH, { intent: "auto-hide", on: "false" }],
      [HEALTH, { intent: "check", id: "flaky-fox" }],
      [HEALTH, { intent: "check-all" }],
      [REPORTS, { intent: "settle", id: "flaky-fox", settlement: "dismissed" }],
      [REPORTS, { intent: "digest", on: "false" }],
    ];
    for (const [path, fields] of actions) expect((await post(path, fields, client())).status, `${path} ${fields.intent}`).toBe(status);
    expect(await snapshot()).toEqual(before);
  });
});
