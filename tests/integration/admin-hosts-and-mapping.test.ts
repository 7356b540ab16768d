/**
 * The panel's Game Hosts and Category Mapping sections over real HTTP, on a real
 * PostgreSQL the tests look into while the portal runs: only an admin reads or changes
 * them, every change is checked on the server and audited, and a refused one writes nothing.
 */
import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { countRows, setUpInstall } from "../support/portal-install";
import { PANEL_OWNER, startPanelInstall } from "../support/panel-install";

const HOSTS = `${ADMIN_PATH}/hosts`;
const CATEGORIES = `${ADMIN_PATH}/categories`;
// A feed's drafts, from a host nobody allowed yet.
const WAITING_HOST = "drafts.feedhost.example";

const install = setUpInstall(
  () => startPanelInstall({ ALLOWED_GAME_HOSTS: "krunker.io, *.envgames.example" }),
  async ({ db }) => {
    const draft = (slug: string, gameUrl: string) =>
      db.query(
        `insert into games (id, slug, title, game_url, category, status, provider, provider_id) values ($1, $1, $1, $2, 'Puzzle', 'draft', 'gamepix', $1)`,
        [slug, gameUrl],
      );
    await draft("feed-draft-one", `https://${WAITING_HOST}/one/`);
    await draft("feed-draft-two", `https://${WAITING_HOST}/two/index.html`);
    await draft("env-wildcard-game", "https://play.envgames.example/game/");
    await db.query(
      `insert into feed_imports (id, source, state, unmapped, started_by) values ('import-1', 'gamepix.json', 'done', '{Girls,Action,Boys}', 'owner@example.com')`,
    );
  },
);

const count = (table: string, where?: string, params?: unknown[]) => countRows(install.db, table, where, params);

/** Everything a refused request must leave as it was. */
async function snapshot() {
  return {
    hosts: (await install.db.query("select host from game_hosts order by host")).rows.map((row) => row.host as string),
    mappings: (await install.db.query("select provider, feed_category, category, tags from category_mappings order by provider, feed_category")).rows,
    audit: await count("audit_log"),
    published: await count("games", "status = 'published'"),
  };
}

async function page(client: HttpClient, path: string) {
  const response = await client.get(path);
  return { status: response.status, html: await response.text() };
}

/** The part of a page's HTML from a heading to the end of its card. */
function section(html: string, heading: string): string {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", start);
  return html.slice(start, end);
}

/** The link from a host's row to its games in Manage. */
const gamesLink = (host: string, text: string) => new RegExp(`<a [^>]*href="${ADMIN_PATH}/manage\\?host=${host.replace(/[.*]/g, "\\$&")}"[^>]*>${text}</a>`);

describe("Game Hosts", () => {
  it("lists the environment's hosts with their games, and the hosts whose games wait for approval", async () => {
    const { status, html } = await page(install.admin, HOSTS);
    expect(status).toBe(200);
    expect(html).toContain(">Game Hosts</h2>");
    expect(html).toContain("Games can be published only from these hosts. Hosts set in ALLOWED_GAME_HOSTS are always allowed.");
    expect(html).toContain('placeholder="play.example.com or *.example.com"');
    expect(html).toContain(">Add Host<");

    const allowed = section(html, "Allowed hosts");
    const krunkerGames = await count("games", "game_url ~ '^https?://krunker\\.io[/:]'");
    expect(krunkerGames).toBeGreaterThan(0);
    expect(allowed).toMatch(gamesLink("krunker.io", `${krunkerGames} game${krunkerGames === 1 ? "" : "s"}`));
    expect(allowed).toMatch(gamesLink("*.envgames.example", "1 game"));
    expect(allowed.match(/>Environment</g)).toHaveLength(2);
    // The environment's hosts cannot be removed from the panel.
    expect(allowed).not.toContain(">Remove<");

    const waiting = section(html, "Hosts waiting for approval");
    expect(waiting).toMatch(gamesLink(WAITING_HOST, "2 games"));
    expect(waiting).toContain(`aria-label="Allow ${WAITING_HOST}"`);
    expect(waiting).not.toContain("envgames.example");
  });

  it("refuses a host that is not a host name, with its message, and adds nothing", async () => {
    const before = await snapshot();
    for (const host of ["not a host!", "https://play.example.com/", "*.com", "play..example.com", ""]) {
      const response = await install.admin.post(`${HOSTS}.data`, { intent: "add", host });
      expect(response.status, host).toBe(400);
      expect(await response.text(), host).toContain("is not a host name (play.example.com, or *.example.com for all its subdomains).");
    }
    const long = await install.admin.post(`${HOSTS}.data`, { intent: "add", host: `${"a".repeat(250)}.example.com` });
    expect(long.status).toBe(400);
    const unknown = await install.admin.post(`${HOSTS}.data`, { intent: "approve-all", host: "play.example.com" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown request");
    expect(await snapshot()).toEqual(before);
  });

  it("allows a waiting host: audited, its drafts can be published, and it moves to the allowed list", async () => {
    const draft = (await install.db.query("select id from games where slug = 'feed-draft-one'")).rows[0].id as string;
    const early = await install.admin.post(`${ADMIN_PATH}/manage.data`, { intent: "set-status", id: draft, status: "published" });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain(`Games from ${WAITING_HOST} cannot be published`);

    const added = await install.admin.post(`${HOSTS}.data`, { intent: "add", host: `  ${WAITING_HOST.toUpperCase()} ` });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Host added successfully!");
    expect((await install.db.query("select host, added_by from game_hosts")).rows).toEqual([{ host: WAITING_HOST, added_by: PANEL_OWNER.email }]);
    expect(await count("audit_log", "action = 'allowed game host' and target = $1 and actor_email = $2", [WAITING_HOST, PANEL_OWNER.email])).toBe(1);

    const published = await install.admin.post(`${ADMIN_PATH}/manage.data`, { intent: "set-status", id: draft, status: "published" });
    expect(published.status).toBe(200);
    expect(await count("games", "slug = 'feed-draft-one' and status = 'published'")).toBe(1);

    const { html } = await page(install.admin, HOSTS);
    const allowed = section(html, "Allowed hosts");
    expect(allowed).toMatch(gamesLink(WAITING_HOST, "2 games"));
    expect(allowed).toContain(`aria-label="Remove ${WAITING_HOST}"`);
    expect(section(html, "Hosts waiting for approval")).not.toContain(WAITING_HOST);

    // A wildcard, written as the operator likes.
    const wildcard = await install.admin.post(`${HOSTS}.data`, { intent: "add", host: "*.Arcade.example" });
    expect(await wildcard.text()).toContain("Host added successfully!");
    expect(await count("game_hosts", "host = '*.arcade.example'")).toBe(1);

    // A host already allowed, by name or under a wildcard (the panel's or the environment's), is said so and not added twice.
    const audited = await count("audit_log");
    for (const [host, message] of [
      [WAITING_HOST, `${WAITING_HOST} is already an allowed game host.`],
      ["*.arcade.example", "*.arcade.example is already an allowed game host."],
      ["play.arcade.example", "play.arcade.example is already allowed: *.arcade.example covers it."],
      ["*.deep.arcade.example", "*.deep.arcade.example is already allowed: *.arcade.example covers it."],
      ["Krunker.io", "krunker.io is already an allowed game host."],
      ["cdn.envgames.example", "cdn.envgames.example is already allowed: *.envgames.example covers it."],
    ] as const) {
      const again = await install.admin.post(`${HOSTS}.data`, { intent: "add", host });
      expect(again.status, host).toBe(200);
      const text = await again.text();
      expect(text, host).toContain(message);
      expect(text, host).not.toContain("Host added successfully!");
    }
    expect(await count("game_hosts")).toBe(2);
    expect(await count("audit_log")).toBe(audited);
  });

  it("removes a host added in the panel, audited, and never one from the environment", async () => {
    const removed = await install.admin.post(`${HOSTS}.data`, { intent: "remove", host: "*.arcade.example" });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("Host removed successfully");
    expect(await count("game_hosts", "host = '*.arcade.example'")).toBe(0);
    expect(await count("audit_log", "action = 'removed game host' and target = '*.arcade.example'")).toBe(1);

    const before = await snapshot();
    for (const host of ["krunker.io", "*.envgames.example", "*.arcade.example", "never.example", "nul\u0000.example", ""]) {
      const response = await install.admin.post(`${HOSTS}.data`, { intent: "remove", host });
      expect(response.status, host).toBe(404);
      expect(await response.text(), host).toContain("Host not found");
    }
    expect(await snapshot()).toEqual(before);
    const { html } = await page(install.admin, HOSTS);
    expect(section(html, "Allowed hosts")).toMatch(gamesLink("krunker.io", "\\d+ games?"));
  });
});

describe("Category Mapping", () => {
  it("shows the built-in mappings and the categories recent imports could not map", async () => {
    const { status, html } = await page(install.admin, CATEGORIES);
    expect(status).toBe(200);
    expect(html).toContain(">Category Mapping</h2>");
    expect(html).toContain("Each feed category becomes one of our categories and tags. Categories left unmapped are reported on import, never guessed.");
    expect(html).toContain(">Save Mapping<");
    const table = section(html, "Mappings");
    expect(table).toContain(`aria-label="Save Any provider action"`);
    expect(table).toContain(">Built in<");
    expect(table).not.toContain(">Edited<");
    const unmapped = section(html, "Unmapped categories from recent imports");
    expect(unmapped).toContain('aria-label="Map Girls"');
    expect(unmapped).toContain('aria-label="Map Boys"');
    // "Action" is in the built-in table, so it is not waiting for a mapping.
    expect(unmapped).not.toContain('aria-label="Map Action"');
  });

  it("saves a mapping for one provider, shown as edited and audited, and resets it", async () => {
    const saved = await install.admin.post(`${CATEGORIES}.data`, {
      intent: "set",
      provider: "gamepix",
      feedCategory: " Girls ",
      category: "Simulation",
      tags: "Casual, dress-up,, casual",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Mapping saved successfully!");
    expect((await install.db.query("select provider, feed_category, category, tags from category_mappings")).rows).toEqual([
      { provider: "gamepix", feed_category: "girls", category: "Simulation", tags: ["casual", "dress-up"] },
    ]);
    expect(
      await count("audit_log", "action = 'mapped feed category' and target = 'gamepix: girls -> Simulation' and actor_email = $1", [PANEL_OWNER.email]),
    ).toBe(1);

    let html = (await page(install.admin, CATEGORIES)).html;
    const table = section(html, "Mappings");
    expect(table).toContain('aria-label="Reset gamepix girls"');
    expect(table).toContain('value="casual, dress-up"');
    expect(table).toContain(">Edited<");
    // Mapped now, so no longer among the recent imports' unmapped categories.
    expect(section(html, "Unmapped categories from recent imports")).not.toContain('aria-label="Map Girls"');

    const reset = await install.admin.post(`${CATEGORIES}.data`, { intent: "reset", provider: "gamepix", feedCategory: "girls" });
    expect(reset.status).toBe(200);
    expect(await reset.text()).toContain("Mapping reset successfully");
    expect(await count("category_mappings")).toBe(0);
    expect(await count("audit_log", "action = 'mapped feed category' and target = 'gamepix: girls -> unmapped'")).toBe(1);
    html = (await page(install.admin, CATEGORIES)).html;
    expect(section(html, "Mappings")).not.toContain("gamepix girls");
    expect(section(html, "Unmapped categories from recent imports")).toContain('aria-label="Map Girls"');

    for (const feedCategory of ["girls", "gi\u0000rls"]) {
      const again = await install.admin.post(`${CATEGORIES}.data`, { intent: "reset", provider: "gamepix", feedCategory });
      expect(again.status).toBe(404);
      expect(await again.text()).toContain("Mapping not found");
    }
  });

  it("overrides a built-in mapping for any provider, and a reset brings the built-in one back", async () => {
    const saved = await install.admin.post(`${CATEGORIES}.data`, {
      intent: "set",
      provider: "*",
      feedCategory: "Action",
      category: "Shooter",
      tags: "shooter",
    });
    expect(await saved.text()).toContain("Mapping saved successfully!");
    let table = section((await page(install.admin, CATEGORIES)).html, "Mappings");
    expect(table).toContain('aria-label="Reset Any provider action"');
    expect(table).toMatch(/<option value="Shooter" selected="">Shooter<\/option>/);

    const reset = await install.admin.post(`${CATEGORIES}.data`, { intent: "reset", provider: "*", feedCategory: "action" });
    expect(await reset.text()).toContain("Mapping reset successfully");
    expect(await count("audit_log", "action = 'mapped feed category' and target = 'any provider: action -> Action'")).toBe(1);
    table = section((await page(install.admin, CATEGORIES)).html, "Mappings");
    expect(table).toContain('aria-label="Save Any provider action"');
    expect(table).not.toContain('aria-label="Reset Any provider action"');
  });

  it.each([
    ["an unknown category", { provider: "*", feedCategory: "Boys", category: "Music", tags: "" }, 400, "Choose one of the categories a game is published in."],
    ["no feed category", { provider: "*", feedCategory: "  ", category: "Action", tags: "" }, 400, "Name the feed's category (at most 100 characters)."],
    [
      "a NUL in the feed category",
      { provider: "*", feedCategory: "Bo\u0000ys", category: "Action", tags: "" },
      400,
      "Name the feed's category (at most 100 characters).",
    ],
    [
      "too many tags",
      { provider: "*", feedCategory: "Boys", category: "Action", tags: Array.from({ length: 30 }, (_, i) => `t${i}`).join(",") },
      400,
      "Use at most 20 tags",
    ],
    ["an unknown provider", { provider: "itch", feedCategory: "Boys", category: "Action", tags: "" }, 400, "Unknown request"],
    ["a 101-character feed category", { provider: "*", feedCategory: "b".repeat(101), category: "Action", tags: "" }, 400, "Unknown request"],
    ["a 1001-character tags field", { provider: "*", feedCategory: "Boys", category: "Action", tags: "t".repeat(1001) }, 400, "Unknown request"],
  ])("refuses a mapping with %s, and writes nothing", async (_, fields, status, message) => {
    const before = await snapshot();
    const response = await install.admin.post(`${CATEGORIES}.data`, { intent: "set", ...fields });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("drops what cannot be seen from a mapping's tags, as from a game's (docs/product.md §5)", async () => {
    const set = await install.admin.post(`${CATEGORIES}.data`, {
      intent: "set",
      provider: "*",
      feedCategory: "Boys",
      category: "Action",
      tags: "fine, n\u0000ul\u200B, \u202E",
    });
    expect(set.status).toBe(200);
    const { rows } = await install.db.query("select tags from category_mappings where provider = '*' and feed_category = 'boys'");
    expect(rows).toEqual([{ tags: ["fine", "nul"] }]);
    expect((await install.admin.post(`${CATEGORIES}.data`, { intent: "reset", provider: "*", feedCategory: "boys" })).status).toBe(200);
  });
});

describe("roles, enforced on the server", () => {
  it.each([
    ["signed out", 401, () => new HttpClient(install.portal.url)],
    ["signed in without the admin role", 403, () => install.member],
  ] as const)("answers both sections' pages and actions %s with %i, and writes nothing", async (_, status, client) => {
    // A host and a mapping the actions could remove, so only the role check stands in the way.
    await install.admin.post(`${HOSTS}.data`, { intent: "add", host: "kept.example" });
    await install.admin.post(`${CATEGORIES}.data`, { intent: "set", provider: "gamemonetize", feedCategory: "Kept", category: "Action", tags: "" });
    const before = await snapshot();
    expect(before.hosts).toContain("kept.example");
    expect(before.mappings).toHaveLength(1);
    for (const path of [HOSTS, CATEGORIES]) {
      expect((await client().get(`${path}.data`)).status, `GET ${path}.data`).toBe(status);
      const { status: documentStatus, html } = await page(client(), path);
      expect(documentStatus, `GET ${path}`).toBe(302);
      expect(html).not.toContain("Game Hosts</h2>");
      expect(html).not.toContain("Category Mapping</h2>");
      expect(html).not.toContain("kept.example");
    }
    const actions: [string, Record<string, string>][] = [
      [HOSTS, { intent: "add", host: "sneaky.example" }],
      [HOSTS, { intent: "remove", host: "kept.example" }],
      [CATEGORIES, { intent: "set", provider: "*", feedCategory: "Sneaky", category: "Action", tags: "" }],
      [CATEGORIES, { intent: "reset", provider: "gamemonetize", feedCategory: "kept" }],
    ];
    for (const [path, fields] of actions) {
      expect((await client().post(`${path}.data`, fields)).status, `POST ${path} ${fields.intent}`).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
