/**
 * The admin panel over real HTTP, on a real PostgreSQL (so the tests can look into the
 * database while the portal runs): roles enforced by every loader and action, the
 * product's messages (docs/product.md §8), and nothing written by a refused request.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, SIGN_IN_PATH, adminAreaShows, mailedLink, plainUser, seesSignInForm, signIn, signUp } from "../support/admin-accounts";
import { actionAnswer, HttpClient } from "../support/http-client";
import { countRows, setUpInstall, startPortalInstall } from "../support/portal-install";
import { totp } from "../support/totp";
import { MANAGE_PAGE_SIZE } from "~/lib/manage-filters";

const ADMIN = { email: "owner@example.com", password: "sunlit-harbor-lantern-42" };
// TRUST_PROXY lets each test client claim its own address, as clients behind a proxy would.
const install = setUpInstall(() => startPortalInstall("seeded", { TRUST_PROXY: "loopback" }));
let admin: HttpClient;
let member: HttpClient;

const count = (table: string, where?: string, params?: unknown[]) => countRows(install.db, table, where, params);

/** Everything a refused request must leave as it was. */
async function snapshot() {
  return {
    games: await count("games"),
    assets: await count("assets"),
    users: await count(`"user"`),
    admins: await count(`"user"`, "role = 'admin'"),
    audit: await count("audit_log"),
    titles: (await install.db.query("select string_agg(title || game_url || array_to_string(tags, ','), '|' order by id) as s from games")).rows[0].s,
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();

describe("the first accounts", () => {
  it("makes exactly one admin of two simultaneous first sign-ups, and that one enters at once", async () => {
    const first = new HttpClient(install.portal.url, "10.1.0.1");
    const second = new HttpClient(install.portal.url, "10.1.0.2");
    const results = await Promise.all([signUp(first, ADMIN.email, ADMIN.password), signUp(second, "rival@example.com", "quiet-meadow-compass-17")]);
    const messages = results.map((result) => result.body.message).sort();
    expect(messages).toEqual(["Account created successfully!", "Check your email to confirm your account"]);
    expect(await count(`"user"`, "role = 'admin'")).toBe(1);
    const winner = results[0]!.body.enter ? first : second;
    expect((await winner.get(ADMIN_PATH)).status).toBe(200);
    // Carry on with the owner as the admin of the tests.
    admin = new HttpClient(install.portal.url, "10.1.0.3");
    if (winner === first) admin = first;
    else {
      await install.db.query(`update "user" set role = 'admin', email_verified = true where email = $1`, [ADMIN.email]);
      expect((await signIn(admin, ADMIN.email, ADMIN.password)).body.message).toBe("Signed in successfully!");
    }
    member = await plainUser(install.portal, "member@example.com");
  });

  it("shows a later account the approval notice instead of the panel", async () => {
    const response = await member.get(ADMIN_PATH);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(SIGN_IN_PATH);
    const html = await (await member.get(SIGN_IN_PATH)).text();
    expect(html).toContain("Your account is waiting for an administrator&#x27;s approval");
    expect(html).not.toContain("Total Games Published");
  });

  it("refuses weak passwords with the reasons", async () => {
    const client = new HttpClient(install.portal.url, "10.1.0.4");
    const short = await signUp(client, "weak@example.com", "tiny");
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^Password is too weak: use at least 12 characters/);
    const common = await signUp(client, "weak@example.com", "password123456");
    expect(common.body.message).toBe("Password is too weak: it is a commonly used password.");
    const empty = await signUp(client, "", "");
    expect(empty.body.message).toBe("Please fill in all fields");
    expect(await count(`"user"`, "email = 'weak@example.com'")).toBe(0);
  });
});

/** Every admin loader (by its page) and action, with a valid body for each. */
// The Content section's pages with an id that names no entry: the role is checked before anything is read.
const LOADER_PAGES = ["", "/publish", "/manage", "/users", "/sessions", "/analytics", "/content", "/content/new", "/content/x", "/content/x/history"];
const ACTIONS: { path: string; fields?: Record<string, string>; upload?: true }[] = [
  { path: "/publish.data", fields: { title: "Sneaky", gameUrl: "https://krunker.io/", category: "Action" } },
  { path: "/manage.data", fields: { intent: "update", id: "x", title: "Sneaky", gameUrl: "https://krunker.io/", category: "Action" } },
  { path: "/manage.data", fields: { intent: "delete", id: "x" } },
  { path: "/manage.data", fields: { intent: "set-status", id: "x", status: "draft" } },
  { path: "/manage.data", fields: { intent: "bulk", ids: "x", action: "delete" } },
  { path: "/content.data", fields: { intent: "set-status", id: "x", status: "draft" } },
  { path: "/content.data", fields: { intent: "delete", id: "x" } },
  { path: "/content/new.data", fields: { intent: "save", kind: "landing", status: "published", slug: "sneaky", title: "Sneaky" } },
  { path: "/content/x.data", fields: { intent: "save", baseVersion: "1", status: "published", slug: "sneaky", title: "Sneaky" } },
  { path: "/content/x/history.data", fields: { intent: "restore", version: "1" } },
  { path: "/content/preview", fields: { body: "# Sneaky" } },
  { path: "/users.data", fields: { intent: "set-role", userId: "x", role: "admin" } },
  { path: "/users.data", fields: { intent: "delete", userId: "x" } },
  { path: "/sessions.data", fields: { intent: "sign-out", scope: "others" } },
  { path: "/sessions.data", fields: { intent: "two-factor-start", password: "whatever-password" } },
  { path: "/thumbnails", upload: true },
];

describe("roles, enforced on the server", () => {
  it.each([
    ["signed out", () => new HttpClient(install.portal.url), 401],
    ["signed in without the admin role", () => member, 403],
  ] as const)("answers every admin loader's data and every action %s with %i, and writes nothing", async (_, client, status) => {
    const before = await snapshot();
    const game = (await install.db.query("select id from games limit 1")).rows[0].id as string;
    const ownerId = (await install.db.query(`select id from "user" where email = $1`, [ADMIN.email])).rows[0].id as string;
    for (const page of LOADER_PAGES) {
      expect((await client().get(`${ADMIN_PATH}${page}.data`)).status, `GET ${page}.data`).toBe(status);
      // The page itself leads to the sign-in form (or the approval notice), which brings the visitor back once signed in.
      const document = await client().get(`${ADMIN_PATH}${page}`);
      expect(document.status, `GET ${page}`).toBe(302);
      expect(document.headers.get("location"), `GET ${page}`).toBe(page ? `${SIGN_IN_PATH}?next=${encodeURIComponent(`${ADMIN_PATH}${page}`)}` : SIGN_IN_PATH);
      expect(await adminAreaShows(client(), `${ADMIN_PATH}${page}`), `GET ${page}`).toBe(status === 401 ? "sign-in" : "awaiting approval");
    }
    for (const action of ACTIONS) {
      // Real ids, so only the role check stands between the request and a write.
      const fields = Object.fromEntries(
        Object.entries(action.fields ?? {}).map(([k, v]) => [k, k === "id" || k === "ids" ? game : k === "userId" ? ownerId : v]),
      );
      const response = action.upload
        ? await client().upload(`${ADMIN_PATH}${action.path}`, new Blob([new Uint8Array(await png(1080, 1080))]), "t.png")
        : await client().post(`${ADMIN_PATH}${action.path}`, fields);
      expect(response.status, `POST ${action.path} ${fields.intent ?? ""}`).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never lets the last admin lose the role or be deleted", async () => {
    const ownerId = (await install.db.query(`select id from "user" where email = $1`, [ADMIN.email])).rows[0].id as string;
    const admins = (await install.db.query(`select id from "user" where role = 'admin'`)).rows.map((row) => row.id as string);
    // Leave the owner as the only admin.
    for (const id of admins.filter((id) => id !== ownerId)) await install.db.query(`update "user" set role = 'user' where id = $1`, [id]);
    const revoke = await admin.post(`${ADMIN_PATH}/users.data`, { intent: "set-role", userId: ownerId, role: "editor" });
    expect(revoke.status).toBe(409);
    expect(await revoke.text()).toContain("The last administrator cannot lose the role");
    const memberId = (await install.db.query(`select id from "user" where email = 'member@example.com'`)).rows[0].id as string;
    expect((await admin.post(`${ADMIN_PATH}/users.data`, { intent: "set-role", userId: memberId, role: "admin" })).status).toBe(200);
    expect(await adminAreaShows(member)).toBe("panel");
    expect((await admin.post(`${ADMIN_PATH}/users.data`, { intent: "set-role", userId: memberId, role: "none" })).status).toBe(200);
    expect(await adminAreaShows(member)).toBe("awaiting approval");
    expect(await count("audit_log", "action = 'changed role'")).toBe(2);
  });
});

describe("the catalog, from the panel", () => {
  it("publishes a game with an uploaded thumbnail, edits it and deletes it, shown on the public pages at once", async () => {
    const upload = await admin.upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(await png(1080, 1080))]), "cover.png");
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/storage\/game-thumbnails\/uploads\/\d+\.webp$/);
    const stored = await fetch(new URL(url, install.portal.url));
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(1080);

    // Cached before the change, so the check below proves the change reached the cache.
    expect(await (await fetch(`${install.portal.url}/?view=new`)).text()).not.toContain("Panel Test Game");
    const published = await admin.post(`${ADMIN_PATH}/publish.data`, {
      title: "Panel Test Game",
      description: "Published by the admin test.",
      gameUrl: "https://krunker.io/",
      thumbnail: url,
      category: "Puzzle",
      tags: " test ,, panel , Test ",
    });
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Game published successfully!");
    const row = (await install.db.query("select * from games where title = 'Panel Test Game'")).rows[0];
    expect(row).toMatchObject({ slug: "panel-test-game", rating: 4.5, tags: ["test", "panel"], thumbnail: url, category: "Puzzle" });
    expect(Number(row.plays)).toBeGreaterThanOrEqual(100);
    expect(Number(row.plays)).toBeLessThanOrEqual(1099);
    expect(await (await fetch(`${install.portal.url}/?view=new`)).text()).toContain("Panel Test Game");
    expect((await fetch(`${install.portal.url}/game/panel-test-game`)).status).toBe(200);

    const again = await admin.post(`${ADMIN_PATH}/publish.data`, { title: "Panel Test Game", gameUrl: "https://krunker.io/", category: "Puzzle" });
    expect(again.status).toBe(200);
    expect(await count("games", "slug = 'panel-test-game-2'")).toBe(1);
    await admin.post(`${ADMIN_PATH}/manage.data`, {
      intent: "delete",
      id: (await install.db.query("select id from games where slug = 'panel-test-game-2'")).rows[0].id,
    });

    const manage = await admin.get(`${ADMIN_PATH}/manage?q=PANEL test`);
    expect(await manage.text()).toContain("Panel Test Game");

    const edited = await admin.post(`${ADMIN_PATH}/manage.data`, {
      intent: "update",
      id: row.id,
      title: "Panel Test Game Edited",
      description: "",
      category: "Racing",
      gameUrl: "https://slither.io/",
      tags: "racing",
    });
    expect(await edited.text()).toContain("Game updated successfully");
    expect(await (await fetch(`${install.portal.url}/game/panel-test-game`)).text()).toContain("Panel Test Game Edited");

    const deleted = await admin.post(`${ADMIN_PATH}/manage.data`, { intent: "delete", id: row.id });
    expect(await deleted.text()).toContain("Game deleted successfully");
    expect((await fetch(`${install.portal.url}/game/panel-test-game`)).status).toBe(404);
    // Its uploaded thumbnail went with it.
    expect((await fetch(new URL(url, install.portal.url))).status).toBe(404);
    expect((await install.db.query("select action from audit_log where target like 'Panel Test Game%' order by id")).rows.map((r) => r.action)).toEqual([
      "published game",
      "published game",
      "deleted game",
      "edited game",
      "deleted game",
    ]);

    const gone = await admin.post(`${ADMIN_PATH}/manage.data`, { intent: "delete", id: row.id });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Failed to delete game");
  });

  it.each([
    ["missing fields", { title: "", gameUrl: "", category: "" }, "Please fill in all required fields"],
    ["no category", { title: "T", gameUrl: "https://krunker.io/", category: "" }, "Please fill in all required fields"],
    ["an unknown category", { title: "T", gameUrl: "https://krunker.io/", category: "Music" }, "Please fill in all required fields"],
    ["a javascript: URL", { title: "T", gameUrl: "javascript:alert(1)", category: "Action" }, "The game URL must start with http:// or https://"],
    [
      "a data: URL",
      { title: "T", gameUrl: "data:text/html,<script>alert(1)</script>", category: "Action" },
      "The game URL must start with http:// or https://",
    ],
    ["an ftp: URL", { title: "T", gameUrl: "ftp://krunker.io/", category: "Action" }, "The game URL must start with http:// or https://"],
    ["a foreign host", { title: "T", gameUrl: "https://evil.example/game", category: "Action" }, "Games from evil.example cannot be published"],
    [
      "a thumbnail we do not hold",
      { title: "T", gameUrl: "https://krunker.io/", category: "Action", thumbnail: "https://evil.example/x.png" },
      "The thumbnail was not found",
    ],
    ["a 200-character title", { title: "x".repeat(200), gameUrl: "https://krunker.io/", category: "Action" }, "Keep this under 120 characters"],
  ])("refuses a game with %s, with its message, and writes nothing", async (_, fields, message) => {
    const before = await snapshot();
    const response = await admin.post(`${ADMIN_PATH}/publish.data`, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    // The edit form has the same fields but the thumbnail, and the same rules.
    if (!("thumbnail" in fields)) {
      const game = (await install.db.query("select id from games order by id limit 1")).rows[0];
      const edit = await admin.post(`${ADMIN_PATH}/manage.data`, { intent: "update", id: game.id, description: "", tags: "", ...fields });
      expect(edit.status).toBe(400);
      expect(await edit.text()).toContain(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers a form that skipped the browser's checks with every field at fault and its messages, as the form shows them", async () => {
    const before = await snapshot();
    const fields = { title: "\u200B", gameUrl: "ftp://krunker.io/", category: "Music", orientation: "sideways" };
    const published = await admin.post(`${ADMIN_PATH}/publish.data`, fields);
    expect(published.status).toBe(400);
    expect(await actionAnswer(published)).toEqual({
      ok: false,
      // The toast: the product's message for a missing field first (docs/product.md §8).
      message: "Please fill in all required fields",
      fieldErrors: {
        title: ["Please fill in all required fields"],
        orientation: ["Choose Landscape, Portrait or Not known for the orientation"],
        gameUrl: ["The game URL must start with http:// or https://"],
        category: ["Please fill in all required fields"],
      },
    });
    const game = (await install.db.query("select id from games order by id limit 1")).rows[0];
    const edited = await admin.post(`${ADMIN_PATH}/manage.data`, { intent: "update", id: game.id, ...fields, title: "T" });
    expect(edited.status).toBe(400);
    expect(((await actionAnswer(edited)) as { fieldErrors: object }).fieldErrors).toEqual({
      orientation: ["Choose Landscape, Portrait or Not known for the orientation"],
      gameUrl: ["The game URL must start with http:// or https://"],
      category: ["Please fill in all required fields"],
    });

    // What only the server knows goes under its field too: the allowed hosts, the thumbnails it holds.
    const host = await admin.post(`${ADMIN_PATH}/publish.data`, { title: "T", gameUrl: "https://evil.example/game", category: "Action" });
    expect(host.status).toBe(400);
    expect(await actionAnswer(host)).toMatchObject({
      ok: false,
      fieldErrors: { gameUrl: [expect.stringContaining("Games from evil.example cannot be published")] },
    });
    const thumbnail = await admin.post(`${ADMIN_PATH}/publish.data`, {
      title: "T",
      gameUrl: "https://krunker.io/",
      category: "Action",
      thumbnail: "https://evil.example/x.png",
    });
    expect(thumbnail.status).toBe(400);
    expect(await actionAnswer(thumbnail)).toEqual({
      ok: false,
      message: "The thumbnail was not found: upload it again.",
      fieldErrors: { thumbnail: ["The thumbnail was not found: upload it again."] },
    });
    // A refusal that is no field's stays the message alone.
    const gone = await admin.post(`${ADMIN_PATH}/manage.data`, {
      intent: "update",
      id: "no-such-game",
      title: "T",
      gameUrl: "https://krunker.io/",
      category: "Action",
    });
    expect(gone.status).toBe(404);
    expect(await actionAnswer(gone)).toEqual({ ok: false, message: "Failed to update game" });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a 1000x1000 image", async () => png(1000, 1000), "t.png", 400, "Thumbnail must be exactly 1080x1080 pixels"],
    ["a text file named .png", async () => Buffer.from("just some text, not a picture"), "t.png", 400, "Please select an image file"],
    [
      "an SVG with a script",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><script>alert(1)</script></svg>'),
      "t.svg",
      400,
      "Please select an image file",
    ],
    [
      "a truncated PNG",
      async () =>
        (
          await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
            .png()
            .toBuffer()
        ).subarray(0, 5000),
      "t.png",
      400,
      "Invalid image file",
    ],
    ["a 5000x5000 image", async () => png(5000, 5000), "t.png", 400, "Thumbnail must be exactly 1080x1080 pixels"],
    // A decompression bomb: judged by its header, never decoded.
    [
      "a PNG whose header claims 100000x100000",
      async () => {
        const b = await png(1080, 1080);
        b.writeUInt32BE(100000, 16);
        b.writeUInt32BE(100000, 20);
        return b;
      },
      "t.png",
      400,
      "Thumbnail must be exactly 1080x1080 pixels",
    ],
    ["a 20 MB upload", async () => Buffer.alloc(20 * 1024 * 1024, 1), "t.png", 413, "larger than 5 MB"],
  ])("refuses %s as a thumbnail, stores nothing", async (_, make, name, status, message) => {
    const before = await count("assets");
    const response = await admin.upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(await make())]), name);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(await count("assets")).toBe(before);
  });

  it("unpublishes, publishes and deletes games in bulk, and previews a draft for an administrator alone", async () => {
    const rows = (await install.db.query("select id, slug from games where status = 'published' order by slug limit 3")).rows as { id: string; slug: string }[];
    const ids = rows.map((row) => row.id).join(",");
    const unpublish = await admin.post(`${ADMIN_PATH}/manage.data`, { intent: "bulk", ids, action: "unpublish" });
    expect(await unpublish.text()).toContain("3 games unpublished successfully");
    expect(await count("games", "id = any($1) and status = 'draft'", [rows.map((row) => row.id)])).toBe(3);

    const slug = rows[0]!.slug;
    const anonymous = await fetch(`${install.portal.url}/game/${slug}?preview`);
    expect(anonymous.status).toBe(404);
    await anonymous.body?.cancel();
    const preview = await admin.get(`/game/${slug}?preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(await preview.text()).toContain("Draft preview: visitors cannot see this game until it is published.");
    // The preview is never kept for anyone else.
    const after = await fetch(`${install.portal.url}/game/${slug}?preview`);
    expect(after.status).toBe(404);
    await after.body?.cancel();

    const publish = await admin.post(`${ADMIN_PATH}/manage.data`, { intent: "bulk", ids, action: "publish" });
    expect(await publish.text()).toContain("3 games published successfully!");
    const tooMany = await admin.post(`${ADMIN_PATH}/manage.data`, {
      intent: "bulk",
      ids: Array.from({ length: 51 }, (_, n) => `id-${n}`).join(","),
      action: "delete",
    });
    expect(tooMany.status).toBe(400);
    expect(await count("games", "id = any($1)", [rows.map((row) => row.id)])).toBe(3);
  });

  it("pages Manage with Previous and Next, each linking to its page", async () => {
    const pages = Math.ceil((await count("games", "true")) / MANAGE_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    const pageOf = async (query: string) =>
      (await (await admin.get(`${ADMIN_PATH}/manage${query}`)).text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
    const linkTo = (html: string, text: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((match) => match[2] === text)?.[1];
    const first = await pageOf("");
    expect(first).toContain(`Page 1 of ${pages}`);
    expect(linkTo(first, "Previous")).toBeUndefined();
    expect(linkTo(first, "Next")).toBe(`${ADMIN_PATH}/manage?page=2`);
    const last = await pageOf(`?page=${pages}`);
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(linkTo(last, "Next")).toBeUndefined();
    expect(linkTo(last, "Previous")).toMatch(new RegExp(`^${ADMIN_PATH}/manage(\\?page=${pages - 1})?$`));
  });

  it("keeps a polyglot's trailing bytes out of the stored thumbnail", async () => {
    const polyglot = Buffer.concat([await png(1080, 1080), Buffer.from("<script>alert(1)</script>")]);
    const response = await admin.upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(polyglot)]), "t.png");
    expect(response.status).toBe(200);
    const stored = Buffer.from(await (await fetch(new URL(((await response.json()) as { url: string }).url, install.portal.url))).arrayBuffer());
    expect(stored.includes("<script>")).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe("webp");
  });
});

describe("signing in", () => {
  it("stops the address that got an account's password wrong five times, even with the right one, and no other address", async () => {
    const client = new HttpClient(install.portal.url, "10.2.0.1");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(client, "member@example.com", "not-the-password");
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe("Invalid email or password");
    }
    expect(await count("audit_log", "action = 'failed sign-in' and actor_email = 'member@example.com' and target = 'from 10.2.0.1'")).toBe(5);
    const stopped = await client.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", email: "member@example.com", password: "amber-river-pebble-93" });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(((await stopped.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(client.hasCookie("session_token")).toBe(false);
    // Another address is not held back by that one's mistakes.
    expect((await signIn(new HttpClient(install.portal.url, "10.2.0.2"), "member@example.com", "amber-river-pebble-93")).body.message).toBe(
      "Signed in successfully!",
    );
  });

  it("slows down one address that tries many accounts, and not the others", async () => {
    const client = new HttpClient(install.portal.url, "10.3.0.1");
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await signIn(client, `nobody${attempt}@example.com`, "not-the-password")).status).toBe(401);
    }
    const stopped = await client.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", ...ADMIN });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await signIn(new HttpClient(install.portal.url, "10.3.0.2"), ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it("resets a forgotten password through the mailed link", async () => {
    const client = new HttpClient(install.portal.url, "10.4.0.1");
    const email = "forgetful@example.com";
    await plainUser(install.portal, email, "the-first-passphrase");
    const asked = await client.post(`${ADMIN_PATH}/auth`, { intent: "forgot-password", email });
    expect(((await asked.json()) as { message: string }).message).toMatch(/^If an account exists for this email/);
    const opened = await client.get(mailedLink(install.portal, email));
    expect(opened.status).toBe(302);
    const back = new URL(opened.headers.get("location")!, install.portal.url);
    expect(back.pathname).toBe(SIGN_IN_PATH);
    const token = back.searchParams.get("token")!;
    expect(token).toBeTruthy();
    // A second mail, asked for before the first link was used.
    await client.post(`${ADMIN_PATH}/auth`, { intent: "forgot-password", email });
    const secondToken = new URL((await client.get(mailedLink(install.portal, email))).headers.get("location")!, install.portal.url).searchParams.get("token")!;
    expect(secondToken).not.toBe(token);
    // The same rules as sign-up, the one about the email's name among them.
    const named = await client.post(`${ADMIN_PATH}/auth`, { intent: "reset-password", token, password: "forgetful-river-stone-9" });
    expect(named.status).toBe(400);
    expect(((await named.json()) as { message: string }).message).toBe("Password is too weak: it must not contain your email address.");
    const common = await client.post(`${ADMIN_PATH}/auth`, { intent: "reset-password", token, password: "password123456" });
    expect(((await common.json()) as { message: string }).message).toBe("Password is too weak: it is a commonly used password.");
    const reset = await client.post(`${ADMIN_PATH}/auth`, { intent: "reset-password", token, password: "the-second-passphrase" });
    expect(reset.status).toBe(200);
    // Every other link for the account stops working.
    const other = await client.post(`${ADMIN_PATH}/auth`, { intent: "reset-password", token: secondToken, password: "the-fourth-passphrase" });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toBe("This link is not valid any more. Ask for a new one.");
    expect((await signIn(client, email, "the-first-passphrase")).status).toBe(401);
    expect((await signIn(client, email, "the-second-passphrase")).body.message).toBe("Signed in successfully!");
    // A used link does not work twice.
    const reused = await client.post(`${ADMIN_PATH}/auth`, { intent: "reset-password", token, password: "the-third-passphrase" });
    expect(reused.status).toBe(400);
  });

  it("asks for a code from the authenticator app once two-factor authentication is on", async () => {
    const email = "careful@example.com";
    const password = "velvet-orchid-summit-5";
    const client = await plainUser(install.portal, email, password);
    await install.db.query(`update "user" set role = 'admin' where email = $1`, [email]);
    // The panel's own two-factor forms speak plainly too.
    const wrongPassword = await (await client.post(`${ADMIN_PATH}/sessions.data`, { intent: "two-factor-start", password: "not-my-password" })).text();
    expect(wrongPassword).toContain("That password is not right. Check it and try again.");
    const started = await client.post(`${ADMIN_PATH}/sessions.data`, { intent: "two-factor-start", password });
    const setup = await started.text();
    const secret = setup.match(/"secret","([A-Z2-7]+)"/)?.[1];
    const backupCodes = [...setup.matchAll(/"([A-Za-z0-9]{5}-[A-Za-z0-9]{5})"/g)].map((m) => m[1]!);
    expect(secret).toBeTruthy();
    expect(backupCodes.length).toBeGreaterThanOrEqual(2);
    const wrongCode = await (await client.post(`${ADMIN_PATH}/sessions.data`, { intent: "two-factor-confirm", code: "000000" })).text();
    expect(wrongCode).toContain("That code is not right. Enter the 6-digit code your app shows now.");
    const confirmed = await client.post(`${ADMIN_PATH}/sessions.data`, { intent: "two-factor-confirm", code: totp(secret!) });
    expect(await confirmed.text()).toContain("Two-factor authentication is on");
    // Turning it on keeps the admin signed in, on the same page.
    expect((await client.get(`${ADMIN_PATH}/sessions`)).status).toBe(200);
    expect(await seesSignInForm(client)).toBe(false);
    // The code that confirmed it is spent: the next step's code signs in.
    const code = totp(secret!, Date.now() + 30_000);

    const device = new HttpClient(install.portal.url, "10.5.0.1");
    const first = await signIn(device, email, password);
    expect(first.body).toMatchObject({ ok: true, twoFactor: true, enter: false });
    expect(await seesSignInForm(device)).toBe(true);
    const wrong = await device.post(`${ADMIN_PATH}/auth`, { intent: "two-factor", code: "000000" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const right = await device.post(`${ADMIN_PATH}/auth`, { intent: "two-factor", code });
    expect(((await right.json()) as { message: string }).message).toBe("Signed in successfully!");
    expect((await device.get(ADMIN_PATH)).status).toBe(200);

    // The same code does not sign in twice, even with the right password.
    const replay = new HttpClient(install.portal.url, "10.5.0.3");
    expect((await signIn(replay, email, password)).body).toMatchObject({ ok: true, twoFactor: true });
    const reused = await replay.post(`${ADMIN_PATH}/auth`, { intent: "two-factor", code });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { message: string }).message).toBe("That code has been used already. Wait for the next code from your app.");
    expect(await seesSignInForm(replay)).toBe(true);
    expect(await count("audit_log", "action = 'failed two-factor code' and target = 'from 10.5.0.3'")).toBe(1);

    const other = new HttpClient(install.portal.url, "10.5.0.2");
    await signIn(other, email, password);
    const backup = await other.post(`${ADMIN_PATH}/auth`, { intent: "two-factor", code: backupCodes[0]!, backup: "true" });
    expect(backup.status).toBe(200);
    expect((await other.get(ADMIN_PATH)).status).toBe(200);

    // Turning it off keeps the admin signed in too.
    const off = await client.post(`${ADMIN_PATH}/sessions.data`, { intent: "two-factor-off", password });
    expect(await off.text()).toContain("Two-factor authentication is off");
    expect((await client.get(`${ADMIN_PATH}/sessions`)).status).toBe(200);
    expect(await seesSignInForm(client)).toBe(false);
  });

  it("lists an admin's sessions and signs out the other devices, this one, or all", async () => {
    const laptop = new HttpClient(install.portal.url, "10.6.0.1");
    const phone = new HttpClient(install.portal.url, "10.6.0.2");
    await signIn(laptop, ADMIN.email, ADMIN.password);
    await signIn(phone, ADMIN.email, ADMIN.password);
    const page = await (await laptop.get(`${ADMIN_PATH}/sessions`)).text();
    expect(page).toContain("This device");
    // Each session shows the address its device signed in from (through the trusted proxy).
    expect(page).toContain("10.6.0.1");
    expect(page).toContain("10.6.0.2");
    // The header the server sets for it cannot be written by a client.
    const spoofer = new HttpClient(install.portal.url, "10.6.0.3");
    await spoofer.request(`${ADMIN_PATH}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email: ADMIN.email, password: ADMIN.password }),
      headers: { "x-zowii-client-address": "6.6.6.6" },
    });
    const listed = await (await laptop.get(`${ADMIN_PATH}/sessions`)).text();
    expect(listed).toContain("10.6.0.3");
    expect(listed).not.toContain("6.6.6.6");
    expect((await laptop.post(`${ADMIN_PATH}/sessions.data`, { intent: "sign-out", scope: "others" })).status).toBe(200);
    expect(await seesSignInForm(phone)).toBe(true);
    expect(await seesSignInForm(admin)).toBe(true);
    expect((await laptop.get(ADMIN_PATH)).status).toBe(200);
    await laptop.post(`${ADMIN_PATH}/sessions.data`, { intent: "sign-out", scope: "local" });
    expect(await seesSignInForm(laptop)).toBe(true);
    expect(await count("session", `user_id = (select id from "user" where email = $1)`, [ADMIN.email])).toBe(0);
    // Sign back in for whatever runs next.
    await signIn(admin, ADMIN.email, ADMIN.password);
  });

  it("answers every bad input of every sign-in form in plain words, never the library's", async () => {
    const client = new HttpClient(install.portal.url, "10.8.0.1");
    const jargon = /\[body|VALIDATION|_ERROR|[A-Z]{3,}_[A-Z]|TOTP|OTP\b|Invalid code|cookie|callbackURL|undefined|null/;
    const cases: [string, Record<string, string>, string | RegExp][] = [
      [
        "sign-in, a malformed email",
        { intent: "sign-in", email: "not-an-email", password: "whatever-it-is-99" },
        /valid email address|Invalid email or password/,
      ],
      ["sign-in, a wrong password", { intent: "sign-in", email: ADMIN.email, password: "not-the-password" }, "Invalid email or password"],
      ["sign-in, no such account", { intent: "sign-in", email: "ghost@example.com", password: "whatever-it-is-99" }, "Invalid email or password"],
      ["sign-in, empty", { intent: "sign-in", email: "", password: "" }, "Please fill in all fields"],
      [
        "sign-up, a malformed email",
        { intent: "sign-up", email: "name@", password: "copper-kettle-orbit-72" },
        "Enter a valid email address, like name@example.com.",
      ],
      ["sign-up, a short password", { intent: "sign-up", email: "short@example.com", password: "abc" }, /at least 12 characters/],
      ["sign-up, a long password", { intent: "sign-up", email: "long@example.com", password: "x".repeat(200) }, /at most 128 characters/],
      ["sign-up, an existing account", { intent: "sign-up", email: ADMIN.email, password: "copper-kettle-orbit-72" }, /already exists|Check your email/],
      ["a second factor with no sign-in", { intent: "two-factor", code: "123456" }, /sign in again|Sign in/i],
      ["a backup code with no sign-in", { intent: "two-factor", code: "abcde-fghij", backup: "true" }, /sign in again|Sign in/i],
      ["a reset, a malformed email", { intent: "forgot-password", email: "nope" }, /^If an account exists for this email/],
      [
        "a reset with a made-up token",
        { intent: "reset-password", token: "made-up-token", password: "copper-kettle-orbit-72" },
        "This link is not valid any more. Ask for a new one.",
      ],
      ["a reset with a short password", { intent: "reset-password", token: "made-up-token", password: "abc" }, /at least 12 characters|not valid any more/],
    ];
    for (const [name, fields, expected] of cases) {
      const answer = await client.post(`${ADMIN_PATH}/auth`, fields);
      const { message } = (await answer.json()) as { message: string };
      expect(message, name).not.toMatch(jargon);
      if (typeof expected === "string") expect(message, name).toBe(expected);
      else expect(message, name).toMatch(expected);
    }
  });

  it("refuses a sign-in form posted from another site", async () => {
    const client = new HttpClient(install.portal.url, "10.7.0.1");
    const response = await client.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", ...ADMIN }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(client.hasCookie("session_token")).toBe(false);
  });

  it.each([
    ["an empty token with a callback that is no path", "?token=&callbackURL=All"],
    ["no token at all", ""],
    ["a token that is not a signed one", "?token=abc&callbackURL=%2F"],
    ["a callback on another site", "?token=a.b.c&callbackURL=%2F%2Fevil.example"],
  ])("answers a confirmation link with %s as not valid", async (_, query) => {
    const response = await fetch(`${install.portal.url}/api/auth/verify-email${query}`, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("This confirmation link is not valid: open the link from your latest confirmation email.");
  });
});

describe("npm run admin:create", () => {
  /** admin:create given `password` on its standard input (none: an empty one). */
  const run = (password: string | null, ...args: string[]) => {
    const running = promisify(execFile)(process.execPath, ["scripts/lib/run-bundled.mjs", "scripts/create-admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: install.databaseUrl },
    });
    running.child.stdin?.end(password === null ? "" : `${password}\n`);
    return running;
  };

  it("creates an administrator, or promotes an existing account, from the shell", async () => {
    const created = await run("granite-willow-beacon-8", "--email", "shell@example.com");
    expect(created.stdout).toContain("Created the administrator shell@example.com.");
    const client = new HttpClient(install.portal.url, "10.8.0.1");
    expect((await signIn(client, "shell@example.com", "granite-willow-beacon-8")).body.message).toBe("Signed in successfully!");
    expect((await client.get(ADMIN_PATH)).status).toBe(200);

    expect(await adminAreaShows(member)).toBe("awaiting approval");
    expect((await run(null, "--email", "member@example.com")).stdout).toContain("member@example.com is now an administrator; its password is unchanged.");
    expect((await member.get(ADMIN_PATH)).status).toBe(200);
    // Audited like the panel's own changes, under the command's name.
    expect(await count("audit_log", "actor_email = 'npm run admin:create' and action = 'created administrator' and target = 'shell@example.com'")).toBe(1);
    expect(await count("audit_log", "actor_email = 'npm run admin:create' and action = 'granted admin' and target = 'member@example.com'")).toBe(1);
  });

  it("refuses a weak password in one line", async () => {
    const failed = await run("short", "--email", "weak-shell@example.com").catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain("admin:create failed: Password is too weak");
    expect(await count(`"user"`, "email = 'weak-shell@example.com'")).toBe(0);
  });
});
