/**
 * The administrators' daily digest on both engines: its time is set a day after the first
 * look, claimed once however many instances look at once, and moved on by whole days; its
 * mail tells the open reports, the games the checker found broken and the checks that could
 * not reach most game hosts since the last one, and is not written when there is none; the
 * operator's switch is audited.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/domain/db/connection.server";
import { appState, auditLog, gameReports, jobs } from "~/domain/db/schema.server";
import { OUTAGE_ACTION, recordGameCheck, recordOutage } from "~/domain/health/game-health.server";
import {
  defineReportDigestJob,
  digestEnabled,
  DIGEST_NEXT_KEY,
  nextDigestAt,
  REPORT_DIGEST_JOB,
  REPORT_DIGEST_MAIL_JOB,
  reportDigest,
  scheduleDueDigest,
  setDigest,
} from "~/domain/health/report-digest.server";
import { user } from "~/domain/db/auth-schema.server";
import { createMailer } from "~/domain/platform/mail.server";
import { gameIdOf, putGames } from "../support/catalog-games";
import { runJobsUntilIdle } from "../support/jobs";
import { startSmtpServer, type SmtpServer } from "../support/smtp-server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };
const site = { siteName: "Zowii", siteUrl: "https://play.zowii.example" };
const DAY_MS = 24 * 60 * 60_000;
const failed = {
  passed: false,
  reason: "not-found" as const,
  httpStatus: 404,
  finalUrl: "https://host.example/",
  redirects: 0,
  durationMs: 20,
  contentType: "text/html",
};

async function fillCatalog(db: Database) {
  await putGames(db, ["rusty-rocket", "paper-plane"], (slug) => ({ gameUrl: `https://host.example/${slug}/`, status: "published" }));
}

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  defineReportDigestJob({ ...site, sendMail: createMailer({ smtpUrl: smtp.url, mailFrom: "Zowii <no-reply@zowii.example>", production: true }) });
});
afterAll(() => smtp.close());

const digestJobs = (db: Database) => db.select({ key: jobs.key, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, REPORT_DIGEST_JOB));

describe.each(ENGINES)("the daily digest on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);

  it("is on until turned off, and the switch is audited", async () => {
    const { db } = database;
    expect(await digestEnabled(db)).toBe(true);
    await setDigest(db, false, actor);
    expect(await digestEnabled(db)).toBe(false);
    await setDigest(db, true, actor);
    expect(await digestEnabled(db)).toBe(true);
    const audit = await db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, actor.email))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "turned off the daily digest mail", target: "administrators" },
      { action: "turned on the daily digest mail", target: "administrators" },
    ]);
  });

  it("is due a day after the first look, claimed once by instances looking at once, then moved on by whole days", async () => {
    const { db } = database;
    const start = new Date("2031-05-04T10:00:00Z");
    expect(await scheduleDueDigest(db, start)).toBe(false);
    expect((await nextDigestAt(db))?.toISOString()).toBe("2031-05-05T10:00:00.000Z");
    expect(await scheduleDueDigest(db, new Date("2031-05-05T09:59:00Z"))).toBe(false);

    const due = new Date("2031-05-05T10:01:00Z");
    const claims = await Promise.all([scheduleDueDigest(db, due), scheduleDueDigest(db, due), scheduleDueDigest(db, due)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect((await nextDigestAt(db))?.toISOString()).toBe("2031-05-06T10:00:00.000Z");
    expect(await digestJobs(db)).toEqual([{ key: REPORT_DIGEST_JOB, payload: { since: "2031-05-04T10:00:00.000Z" } }]);

    // Three days with every instance down: one digest, and the next at the same time of day.
    await db.delete(jobs).where(eq(jobs.kind, REPORT_DIGEST_JOB));
    expect(await scheduleDueDigest(db, new Date("2031-05-09T08:00:00Z"))).toBe(true);
    expect((await nextDigestAt(db))?.toISOString()).toBe("2031-05-09T10:00:00.000Z");
    expect(await digestJobs(db)).toHaveLength(1);

    // A time written by hand that is not one is due now and set right.
    await db.delete(jobs).where(eq(jobs.kind, REPORT_DIGEST_JOB));
    await db.update(appState).set({ value: "soon" }).where(eq(appState.key, DIGEST_NEXT_KEY));
    expect(await scheduleDueDigest(db, new Date("2031-05-10T12:00:00Z"))).toBe(true);
    expect((await nextDigestAt(db))?.toISOString()).toBe("2031-05-11T12:00:00.000Z");
  });

  it("tells the open reports and the games found broken since the last digest, or nothing at all", async () => {
    const { db } = database;
    const since = new Date(Date.now() - DAY_MS);
    expect(await reportDigest(db, since, site)).toBeNull();

    const rocket = await gameIdOf(db, "rusty-rocket");
    for (let attempt = 0; attempt < 3; attempt++) await recordGameCheck(db, rocket, failed);
    // Found broken before the last digest: told then, not again.
    await db.insert(auditLog).values({
      actorId: null,
      actorEmail: "game checker",
      action: "found game broken",
      target: "Old News (old-news): gone",
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const brokenOnly = await reportDigest(db, since, site);
    expect(brokenOnly?.subject).toBe("Zowii daily digest: 1 game found broken");
    expect(brokenOnly?.text).toContain(
      "Found broken since the last digest: 1 game.\n- Rusty Rocket (rusty-rocket): Its address answers Not Found; hidden from the site\nHealth: https://play.zowii.example/adminzowii/health",
    );
    expect(brokenOnly?.text).not.toContain("Old News");
    expect(brokenOnly?.text).not.toContain("Open reports");

    const plane = await gameIdOf(db, "paper-plane");
    await db.insert(gameReports).values([
      { gameId: plane, kind: "controls", text: "The arrows\ndo nothing" },
      { gameId: plane, kind: "other", text: "", createdAt: new Date(Date.now() - 60_000) },
      { gameId: rocket, kind: "does-not-load", text: "Blank" },
    ]);
    const both = await reportDigest(db, since, site);
    expect(both?.subject).toBe("Zowii daily digest: 3 open reports, 1 game found broken");
    expect(both?.text).toContain("Open reports: 3 reports on 2 games.");
    expect(both?.text).toContain('- Paper Plane: 2 reports (Controls don\'t work, Other): "The arrows do nothing"');
    expect(both?.text).toContain('- Rusty Rocket: 1 report (Does not load): "Blank"');
    expect(both?.text).toContain("Reports: https://play.zowii.example/adminzowii/reports");
    expect(both?.text).toContain("You can turn this daily mail off on the Reports page");
  });

  it("tells the outages since the last digest (checks that could not reach most game hosts, which hid nothing), and is written for them alone", async () => {
    const { db } = database;
    const since = new Date(Date.now() - DAY_MS);
    // Nothing else to tell: the open reports settled for now, the broken games told in an older digest.
    const open = await db.update(gameReports).set({ status: "resolved" }).where(eq(gameReports.status, "open")).returning({ id: gameReports.id });
    await db
      .update(auditLog)
      .set({ createdAt: sql`${auditLog.createdAt} - interval '3 days'` })
      .where(eq(auditLog.action, "found game broken"));
    try {
      expect(await reportDigest(db, since, site)).toBeNull();
      // One before the last digest, told then; two since, minutes apart from their own passes.
      await db.insert(auditLog).values({
        actorId: null,
        actorEmail: "game checker",
        action: OUTAGE_ACTION,
        target: "9 of 9 games checked got no answer",
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      });
      await recordOutage(db, 25, 25, new Date(Date.now() - 5 * 60 * 60_000));
      await recordOutage(db, 14, 20);
      const digest = await reportDigest(db, since, site);
      expect(digest?.subject).toBe("Zowii daily digest: game hosts unreachable");
      const at = (
        await db
          .select({ at: auditLog.createdAt })
          .from(auditLog)
          .where(eq(auditLog.action, OUTAGE_ACTION))
          .orderBy(sql`${auditLog.createdAt} desc`)
      )[0]!.at.toISOString();
      expect(digest?.text).toContain(
        `The checks could not reach most game hosts 2 times since the last digest, the last at ${at.slice(0, 10)} ${at.slice(11, 16)} UTC (14 of 20 games checked got no answer).\n` +
          "Those failures did not count: no game was hidden for them. If it goes on, check the server's network connection (DNS, firewall, proxy).\n" +
          "Health: https://play.zowii.example/adminzowii/health",
      );
      expect(digest?.text).not.toContain("9 of 9");
      expect(digest?.text).not.toContain("Found broken");
    } finally {
      await reopen(db, open);
      await db.delete(auditLog).where(eq(auditLog.action, OUTAGE_ACTION));
    }
  });

  it("tells the accounts waiting for approval every day until they are let in, and is mailed for them alone", async () => {
    const { db } = database;
    const since = new Date(Date.now() - DAY_MS);
    const open = await db.update(gameReports).set({ status: "resolved" }).where(eq(gameReports.status, "open")).returning({ id: gameReports.id });
    const account = (email: string, role: string | null, emailVerified: boolean) => ({ id: email, name: email, email, role, emailVerified });
    try {
      expect(await reportDigest(db, since, site)).toBeNull();
      // An address never confirmed cannot sign in: it is not announced.
      await db.insert(user).values([account("keeper@example.com", "admin", true), account("stranger@example.com", "user", false)]);
      expect(await reportDigest(db, since, site)).toBeNull();

      await db.insert(user).values(account("newcomer@example.com", "user", true));
      const one = await reportDigest(db, since, site);
      expect(one?.subject).toBe("Zowii daily digest: 1 account waiting for approval");
      expect(one?.text).toBe(
        "1 account is waiting for your approval in Users: https://play.zowii.example/adminzowii/users\n\n" +
          "You can turn this daily mail off on the Reports page: https://play.zowii.example/adminzowii/reports",
      );

      // Mailed on a day with nothing else to tell, to the administrators only.
      await db.insert(user).values(account("second@example.com", null, true));
      await db.delete(jobs);
      smtp.received.length = 0;
      await db.insert(jobs).values({ kind: REPORT_DIGEST_JOB, key: REPORT_DIGEST_JOB, payload: { since: since.toISOString() } });
      await runJobsUntilIdle(db);
      expect(smtp.received.map(({ to, subject }) => ({ to, subject }))).toEqual([
        { to: ["keeper@example.com"], subject: "Zowii daily digest: 2 accounts waiting for approval" },
      ]);
      expect(smtp.received[0]!.text).toContain("2 accounts are waiting for your approval in Users: https://play.zowii.example/adminzowii/users");

      await db
        .update(user)
        .set({ role: "admin" })
        .where(inArray(user.email, ["newcomer@example.com", "second@example.com"]));
      expect(await reportDigest(db, since, site)).toBeNull();
    } finally {
      await db.delete(user);
      await db.delete(jobs);
      await reopen(db, open);
    }
  });

  it("mails each administrator once, through a job each, and tries again only the mailbox that refused", async () => {
    const { db } = database;
    const account = (email: string, role: string | null, banned = false) => ({ id: email, name: email, email, role, banned });
    await db
      .insert(user)
      .values([
        account("ada@example.com", "admin"),
        account("bob@example.com", "admin"),
        account("cyd@example.com", "admin", true),
        account("member@example.com", null),
      ]);
    await db.insert(gameReports).values({ gameId: await gameIdOf(db, "paper-plane"), kind: "other", text: "Stuck" });
    await db.delete(jobs);
    smtp.received.length = 0;
    smtp.refused.add("bob@example.com");
    await db.insert(jobs).values({ kind: REPORT_DIGEST_JOB, key: REPORT_DIGEST_JOB, payload: { since: new Date(Date.now() - DAY_MS).toISOString() } });

    await runJobsUntilIdle(db);
    const subject = smtp.received[0]?.subject;
    expect(subject).toMatch(/^Zowii daily digest: \d+ open reports?/);
    expect(smtp.received.map(({ to, subject }) => ({ to, subject }))).toEqual([{ to: ["ada@example.com"], subject }]);
    expect(smtp.received[0]!.text).toContain("/reports");
    const mailJobs = () =>
      db
        .select({ to: sql<string>`${jobs.payload}->>'to'`, state: jobs.state, attempts: jobs.attempts })
        .from(jobs)
        .where(eq(jobs.kind, REPORT_DIGEST_MAIL_JOB))
        .orderBy(sql`1`);
    expect(await mailJobs()).toEqual([
      { to: "ada@example.com", state: "done", attempts: 1 },
      { to: "bob@example.com", state: "queued", attempts: 1 },
    ]);

    // Bob's mailbox takes mail again by the time his retry is due: he gets one copy, Ada no second.
    smtp.refused.clear();
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, REPORT_DIGEST_MAIL_JOB));
    await runJobsUntilIdle(db);
    expect(smtp.received.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: ["ada@example.com"], subject },
      { to: ["bob@example.com"], subject },
    ]);
    expect((await mailJobs()).map((job) => job.state)).toEqual(["done", "done"]);
  });
});

/** Opens again the reports a test settled to have a day with nothing else to tell. */
async function reopen(db: Database, reports: { id: number }[]) {
  if (reports.length > 0)
    await db
      .update(gameReports)
      .set({ status: "open" })
      .where(
        inArray(
          gameReports.id,
          reports.map((report) => report.id),
        ),
      );
}
