/**
 * The panel's roles over real HTTP: each role reaches the sections of its areas and no
 * other, for a section's data, its page and its actions; the sidebar lists what the role
 * may use; a refused request writes nothing.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, plainUser, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { countRows, startPortalInstall, type PortalInstall } from "../support/portal-install";
import { mayUse, PANEL_SECTIONS, areaOf, type PanelRole } from "~/lib/panel-roles";

let install: PortalInstall;
let db: pg.Client;
let admin: HttpClient;
const asRole = {} as Record<PanelRole, HttpClient>;

beforeAll(async () => {
  install = await startPortalInstall("seeded", { TRUST_PROXY: "loopback" });
  db = install.db;
  admin = new HttpClient(install.portal.url, "10.5.0.1");
  expect((await signUp(admin, "owner@example.com", "sunlit-harbor-lantern-42")).body.enter).toBe(true);
  asRole.admin = admin;
  for (const [n, role] of (["editor", "moderator", "viewer"] as const).entries()) {
    const email = `${role}@example.com`;
    asRole[role] = await plainUser(install.portal, email);
    const id = (await db.query(`select id from "user" where email = $1`, [email])).rows[0].id as string;
    const change = await admin.post(`${ADMIN_PATH}/users.data`, { intent: "set-role", userId: id, role });
    expect(change.status, `${role} ${n}`).toBe(200);
  }
});

afterAll(async () => {
  await install?.close();
});

/** The sections a browser opens as pages (the others are files and uploads the pages call). */
const PAGES = [
  "",
  "publish",
  "manage",
  "import",
  "featured",
  "content",
  "content/new",
  "hosts",
  "categories",
  "feeds",
  "health",
  "analytics",
  "reports",
  "users",
  "audit",
  "sessions",
];

/** One harmless change per area, posted by a role that may not make it. */
const CHANGES: [string, Record<string, string>][] = [
  ["hosts", { intent: "add", host: "sneaky.example" }],
  ["categories", { intent: "set", provider: "*", feedCategory: "Sneaky", category: "Action", tags: "" }],
  ["featured", { intent: "clear-hero" }],
  ["content", { intent: "delete", id: "x" }],
  ["health", { intent: "auto-hide", on: "false" }],
  ["reports", { intent: "digest", on: "false" }],
  ["users", { intent: "set-role", userId: "x", role: "admin" }],
];

describe("the first account", () => {
  it("is welcomed on its first Dashboard, and welcomed back on the next", async () => {
    const first = await (await admin.get(ADMIN_PATH)).text();
    expect(first).toContain(">Welcome!<");
    const next = await (await admin.get(ADMIN_PATH)).text();
    expect(next).toContain(">Welcome back!<");
    expect(await (await asRole.editor.get(ADMIN_PATH)).text()).toContain(">Welcome back!<");
  });
});

describe("roles", () => {
  it("match the route table: every section of the panel has an area", () => {
    expect(PAGES.filter((page) => !(page in PANEL_SECTIONS))).toEqual([]);
  });

  it.each(["admin", "editor", "moderator", "viewer"] as const)("let the %s reach the sections of its areas and no other", async (role) => {
    const client = asRole[role];
    for (const page of PAGES) {
      const allowed = mayUse(role, areaOf(page));
      const path = page ? `${ADMIN_PATH}/${page}` : ADMIN_PATH;
      const data = await client.get(page ? `${path}.data` : `${ADMIN_PATH}/_.data`);
      expect(data.status, `${role} GET ${path}.data`).toBe(allowed ? 200 : 403);
      const document = await client.get(path);
      if (allowed) expect(document.status, `${role} GET ${path}`).toBe(200);
      else {
        expect(document.status, `${role} GET ${path}`).toBe(302);
        expect(document.headers.get("location"), `${role} GET ${path}`).toBe(`${ADMIN_PATH}?closed=${encodeURIComponent(page)}`);
      }
    }
    const dashboard = await (await client.get(`${ADMIN_PATH}?closed=users`)).text();
    if (role !== "admin") expect(dashboard).toContain("That section is not part of your role");
    // The sidebar lists the sections the role may use, and only those.
    for (const [label, page] of [
      ["Publish Game", "publish"],
      ["Health", "health"],
      ["Reports", "reports"],
      ["Users", "users"],
      ["Analytics", "analytics"],
    ] as const) {
      expect(dashboard.includes(`href="${ADMIN_PATH}/${page}"`), `${role} sees ${label}`).toBe(mayUse(role, areaOf(page)));
    }
  });

  it.each(["editor", "moderator", "viewer"] as const)("refuse the %s's changes outside its areas, and write nothing", async (role) => {
    const before = await state();
    for (const [page, fields] of CHANGES) {
      if (mayUse(role, areaOf(page))) continue;
      const response = await asRole[role].post(`${ADMIN_PATH}/${page}.data`, fields);
      expect(response.status, `${role} POST ${page} ${fields.intent}`).toBe(403);
    }
    const thumbnail = await asRole[role].upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(8)]), "t.png");
    expect(thumbnail.status).toBe(mayUse(role, "catalog") ? 400 : 403);
    expect(await state()).toEqual(before);
  });

  it("lets an editor publish and a moderator settle reports, each in its own area", async () => {
    const published = await asRole.editor.post(`${ADMIN_PATH}/hosts.data`, { intent: "add", host: "editor-allowed.example" });
    expect(published.status).toBe(200);
    const digest = await asRole.moderator.post(`${ADMIN_PATH}/reports.data`, { intent: "digest", on: "true" });
    expect(digest.status).toBe(200);
    expect(await countRows(db, "audit_log", "actor_email = 'editor@example.com' and action = 'allowed game host'")).toBe(1);
  });

  it("shows each role's draft previews only to those who edit the catalog", async () => {
    const slug = (await db.query("update games set status = 'draft' where id = (select id from games order by id limit 1) returning slug")).rows[0]
      .slug as string;
    for (const role of ["admin", "editor", "moderator", "viewer"] as const) {
      const preview = await asRole[role].get(`/game/${slug}?preview`);
      expect(preview.status, role).toBe(mayUse(role, "catalog") ? 200 : 404);
    }
  });
});

describe("the panel's small words", () => {
  it("counts one game as one game, and names the open section in the header", async () => {
    const html = await (await admin.get(`${ADMIN_PATH}/manage?q=krunker`)).text();
    expect(html).toMatch(/>1 game<\/p>/);
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard › Manage Games<\/h1>/);
    expect(await (await admin.get(ADMIN_PATH)).text()).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
  });

  it("moves a session's last activity on when the panel is used, at most every few minutes", async () => {
    const email = "viewer@example.com";
    const stale = await db.query(
      `update session set updated_at = now() - interval '1 hour' where user_id = (select id from "user" where email = $1) returning id`,
      [email],
    );
    expect(stale.rowCount).toBe(1);
    const lastActive = async () => (await db.query("select updated_at from session where id = $1", [stale.rows[0].id])).rows[0].updated_at as Date;
    expect(Date.now() - (await lastActive()).getTime()).toBeGreaterThan(50 * 60_000);
    expect((await asRole.viewer.get(`${ADMIN_PATH}/analytics.data`)).status).toBe(200);
    const moved = await lastActive();
    expect(Date.now() - moved.getTime()).toBeLessThan(60_000);
    expect((await asRole.viewer.get(`${ADMIN_PATH}/analytics.data`)).status).toBe(200);
    expect((await lastActive()).getTime()).toBe(moved.getTime());
  });
});

async function state() {
  return {
    hosts: (await db.query("select string_agg(host, ',' order by host) as s from game_hosts")).rows[0].s as string | null,
    mappings: await countRows(db, "category_mappings"),
    audit: await countRows(db, "audit_log"),
    roles: (await db.query(`select string_agg(email || role, ',' order by email) as s from "user"`)).rows[0].s as string,
    content: await countRows(db, "content_entries"),
    settings: (await db.query("select string_agg(key || value, ',' order by key) as s from app_state")).rows[0].s as string | null,
  };
}
