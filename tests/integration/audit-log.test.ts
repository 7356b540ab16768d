/**
 * The Audit Log section: its filters (who, what, when, which target) and its pages of 50,
 * newest first, on both engines, each filter answered by an index rather than a read of
 * the whole log; the accounts waiting for approval that Users' link counts; and, over real
 * HTTP, an address the page cannot read (a page of "abc", a date of "x", an action it does
 * not know, an email of 10 KB) answered with the page, never a 500.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitingForApproval } from "~/domain/admin/accounts-admin.server";
import { listAuditLog } from "~/domain/admin/audit-log.server";
import type { Database } from "~/domain/db/connection.server";
import { auditLog, user } from "~/domain/db/schema.server";
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, type AuditFilters } from "~/lib/audit-filters";
import { ADMIN_PATH } from "../support/admin-accounts";
import { startPanelInstall, type PanelInstall } from "../support/panel-install";
import { ENGINES, useTestDatabase } from "../support/test-database";

const filters = (given: Partial<AuditFilters>) => AUDIT_FILTERS.parse(given);

/** 60 entries of the game checker a minute apart on 2031-05-04, and a few of two operators around them. */
async function fillLog(db: Database) {
  const start = Date.parse("2031-05-04T10:00:00Z");
  await db.insert(auditLog).values(
    Array.from({ length: 60 }, (_, minute) => ({
      actorId: null,
      actorEmail: "game checker",
      action: "found game broken",
      target: `Game ${minute} (game-${minute}): gone`,
      createdAt: new Date(start + minute * 60_000),
    })),
  );
  await db.insert(auditLog).values([
    { actorId: "ada", actorEmail: "Ada@Example.com", action: "published game", target: "Rusty Rocket", createdAt: new Date("2031-05-03T23:59:59Z") },
    { actorId: "ada", actorEmail: "Ada@Example.com", action: "deleted game", target: "Paper Plane", createdAt: new Date("2031-05-05T00:00:00Z") },
    { actorId: "bob", actorEmail: "bob@example.com", action: "published game", target: "100% Snake_2", createdAt: new Date("2031-05-05T12:00:00Z") },
    { actorId: "bob", actorEmail: "bob@example.com", action: "failed sign-in", target: "rusty@example.com", createdAt: new Date("2031-05-06T00:00:00Z") },
  ]);
}

describe.each(ENGINES)("the Audit Log on %s", (engine) => {
  const database = useTestDatabase(engine, fillLog);

  it("lists 50 entries a page, the newest first, and the last page for an address past it", async () => {
    const { db } = database;
    const first = await listAuditLog(db);
    expect(first).toMatchObject({ total: 64, page: 1, pages: 2 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries.slice(0, 3).map((entry) => [entry.actorEmail, entry.action, entry.target, entry.createdAt])).toEqual([
      ["bob@example.com", "failed sign-in", "rusty@example.com", "2031-05-06T00:00:00.000Z"],
      ["bob@example.com", "published game", "100% Snake_2", "2031-05-05T12:00:00.000Z"],
      ["Ada@Example.com", "deleted game", "Paper Plane", "2031-05-05T00:00:00.000Z"],
    ]);
    const second = await listAuditLog(db, filters({ page: 2 }));
    expect(second.page).toBe(2);
    expect(second.entries.map((entry) => entry.target)).toEqual([
      ...Array.from({ length: 13 }, (_, index) => `Game ${12 - index} (game-${12 - index}): gone`),
      "Rusty Rocket",
    ]);
    // No entry on both pages, none left out.
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.id)).size).toBe(64);
    expect((await listAuditLog(db, filters({ page: 9 }))).page).toBe(2);
  });

  it("filters by who, in any case, and by what", async () => {
    const { db } = database;
    const ada = await listAuditLog(db, filters({ who: "ada@example.COM" }));
    expect(ada.entries.map((entry) => entry.target)).toEqual(["Paper Plane", "Rusty Rocket"]);
    expect((await listAuditLog(db, filters({ who: "ada" }))).total).toBe(0);
    const published = await listAuditLog(db, filters({ what: "published game" }));
    expect(published.entries.map((entry) => `${entry.actorEmail}: ${entry.target}`)).toEqual([
      "bob@example.com: 100% Snake_2",
      "Ada@Example.com: Rusty Rocket",
    ]);
    const broken = await listAuditLog(db, filters({ what: "found game broken", page: 2 }));
    expect(broken).toMatchObject({ total: 60, page: 2, pages: 2 });
    expect(broken.entries.map((entry) => entry.target)).toEqual(Array.from({ length: 10 }, (_, index) => `Game ${9 - index} (game-${9 - index}): gone`));
    expect((await listAuditLog(db, filters({ who: "bob@example.com", what: "failed sign-in" }))).entries.map((entry) => entry.target)).toEqual([
      "rusty@example.com",
    ]);
  });

  it("filters by the days from and to, whole UTC days both", async () => {
    const { db } = database;
    const day = await listAuditLog(db, filters({ from: "2031-05-05", to: "2031-05-05" }));
    expect(day.entries.map((entry) => entry.target)).toEqual(["100% Snake_2", "Paper Plane"]);
    expect((await listAuditLog(db, filters({ to: "2031-05-03" }))).entries.map((entry) => entry.target)).toEqual(["Rusty Rocket"]);
    expect((await listAuditLog(db, filters({ from: "2031-05-06" }))).entries.map((entry) => entry.target)).toEqual(["rusty@example.com"]);
    expect((await listAuditLog(db, filters({ from: "2031-05-04", to: "2031-05-04" }))).total).toBe(60);
    expect((await listAuditLog(db, filters({ from: "2031-05-06", to: "2031-05-04" }))).total).toBe(0);
  });

  it("filters by text in the target, in any case, its % and _ meaning themselves", async () => {
    const { db } = database;
    expect((await listAuditLog(db, filters({ target: "paper" }))).entries.map((entry) => entry.target)).toEqual(["Paper Plane"]);
    expect((await listAuditLog(db, filters({ target: "RUSTY" }))).entries.map((entry) => entry.target)).toEqual(["rusty@example.com", "Rusty Rocket"]);
    expect((await listAuditLog(db, filters({ target: "100%" }))).entries.map((entry) => entry.target)).toEqual(["100% Snake_2"]);
    expect((await listAuditLog(db, filters({ target: "e_2" }))).entries.map((entry) => entry.target)).toEqual(["100% Snake_2"]);
    expect((await listAuditLog(db, filters({ target: "%" }))).total).toBe(1);
    expect((await listAuditLog(db, filters({ target: "game-5" }))).entries.map((entry) => entry.target)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Game ${59 - index} (game-${59 - index}): gone`),
      "Game 5 (game-5): gone",
    ]);
    const all = await listAuditLog(db, filters({ who: "ADA@example.com", what: "deleted game", from: "2031-05-05", to: "2031-05-05", target: "plane" }));
    expect(all.entries.map((entry) => entry.target)).toEqual(["Paper Plane"]);
  });

  it.each([
    ["who", sql`lower(actor_email) = 'bob@example.com' order by created_at desc`, "audit_log_actor_idx"],
    ["what", sql`action = 'published game' order by created_at desc`, "audit_log_action_idx"],
    ["target", sql`target ilike '%plane%'`, "audit_log_target_trgm_idx"],
    ["when", sql`created_at >= '2031-05-05' and created_at < '2031-05-06' order by created_at desc`, "audit_log_created_at_idx"],
  ])("answers %s by an index, not a read of the whole log", async (_, where, index) => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from audit_log where ${where} limit 50`);
    });
    // PGlite and node-postgres both answer with { rows }.
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain(index);
  });

  it("counts the accounts waiting for approval: confirmed, without a role, not banned", async () => {
    const { db } = database;
    expect(await waitingForApproval(db)).toBe(0);
    const account = (email: string, role: string | null, emailVerified: boolean, banned = false) => ({
      id: email,
      name: email,
      email,
      role,
      emailVerified,
      banned,
    });
    await db
      .insert(user)
      .values([
        account("owner@example.com", "admin", true),
        account("waiting@example.com", "user", true),
        account("also-waiting@example.com", null, true),
        account("unconfirmed@example.com", "user", false),
        account("banned@example.com", "user", true, true),
      ]);
    expect(await waitingForApproval(db)).toBe(2);
  });
});

describe("the Audit Log section over HTTP", () => {
  let install: PanelInstall;
  beforeAll(async () => {
    install = await startPanelInstall();
  }, 120_000);
  afterAll(async () => {
    await install?.close();
  });

  it("is the administrators' alone", async () => {
    const response = await install.member.get(`${ADMIN_PATH}/audit`);
    expect(response.status).toBe(302);
  });

  it("shows the entries, and reads an address it cannot as no filter rather than failing", async () => {
    await install.db.query(`insert into audit_log (actor_email, action, target) values ('owner@example.com', 'published game', 'Rusty Rocket')`);
    const page = await install.admin.get(`${ADMIN_PATH}/audit?what=published+game`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Rusty Rocket");
    expect(html).toContain("1 entry matches these filters.");

    const unreadable = [
      "page=abc",
      "page=-1",
      "page=99999999999999999999",
      "from=x&to=2031-02-30",
      "from=0000-01-01",
      "what=set+fire+to+the+catalog",
      `who=${"a".repeat(10_000)}%40example.com`,
      `target=${"%25".repeat(3_000)}`,
      "what[]=x&page[]=2&to=2031-05-04T00:00:00Z",
    ];
    for (const query of unreadable) {
      const response = await install.admin.get(`${ADMIN_PATH}/audit?${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).toContain("Rusty Rocket");
    }
    // React Router's own data request for the same address.
    const data = await install.admin.get(`${ADMIN_PATH}/audit.data?page=abc&from=x&what=nope&who=${"b".repeat(10_000)}`);
    expect(data.status).toBe(200);
  });

  it("counts on Users' link the accounts waiting for approval, until the role is granted", async () => {
    // The install's member signed up and confirmed the address: it waits.
    const html = await (await install.admin.get(`${ADMIN_PATH}/audit`)).text();
    expect(html).toMatch(/Users<\/span><span[^>]*>1<span class="sr-only"> waiting for approval<\/span>/);
    await install.db.query(`update "user" set role = 'admin' where email = 'member@example.com'`);
    expect(await (await install.admin.get(`${ADMIN_PATH}/audit`)).text()).not.toContain("waiting for approval");
  });
});
