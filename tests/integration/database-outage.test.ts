/**
 * PostgreSQL goes down while visitors keep coming, then comes back. Meanwhile pages
 * already in memory keep being served and everything else is a friendly 503 with
 * Retry-After; afterwards the same portal process serves everything again. What the
 * operator watches is tested on the same portal: /healthz and /readyz, and the log (one
 * JSON entry a line, request ids, access lines, an outage told in a few lines).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startOwnPostgres, type OwnPostgres } from "../support/own-postgres";
import { logEntries, startPortal, type LogEntry, type RunningPortal } from "../support/portal-server";
import { BROWSER } from "../support/user-agents";

let postgres: OwnPostgres;
let portal: RunningPortal;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  // Production as an operator may run it: an access line per request, and no mail server yet.
  portal = await startPortal({ DATABASE_URL: postgres.url, LOG_REQUESTS: "true", SMTP_URL: "" });
});

afterAll(async () => {
  await portal?.stop();
  await postgres?.remove();
});

const get = (path: string, init?: RequestInit) => fetch(`${portal.url}${path}`, { redirect: "manual", ...init });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Visitors who keep coming the whole time: every answer they get is recorded. */
function keepVisiting(paths: string[], visitors = 4) {
  const statuses = new Map<string, number>();
  let running = true;
  const loops = Array.from({ length: visitors }, async (_, visitor) => {
    for (let i = visitor; running; i += 1) {
      const path = paths[i % paths.length]!;
      // A play as a browser sends it: a request that names no browser is a robot's, answered without the database.
      const answer = await get(path, path.includes("/plays") ? { method: "POST", headers: { "User-Agent": BROWSER } } : undefined)
        .then(async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        })
        .catch((error: Error) => `no answer (${error.message})`);
      statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
      await sleep(20);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return Object.fromEntries(statuses);
    },
  };
}

/** `/healthz` and `/readyz` as a monitor reads them: status, body, and that no cache may keep them. */
async function health(path: "/healthz" | "/readyz") {
  const response = await get(path);
  expect(response.headers.get("cache-control"), path).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("health", () => {
  it("answers /healthz and /readyz to GET and HEAD alone, kept by no cache and logged nowhere", async () => {
    const logged = portal.output().length;
    for (let i = 0; i < 20; i += 1) {
      expect(await health("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
      expect(await health("/readyz")).toEqual({
        status: 200,
        body: { status: "ready", ready: true, database: "reachable", migrations: "applied", shuttingDown: false },
      });
    }
    for (const path of ["/healthz", "/readyz", "/readyz?probe=1"]) {
      const head = await get(path, { method: "HEAD" });
      expect([head.status, await head.text()], path).toEqual([200, ""]);
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const refused = await get(path, { method, body: "x" });
        expect([refused.status, refused.headers.get("allow")], `${method} ${path}`).toEqual([405, "GET, HEAD"]);
      }
    }
    expect(portal.output().slice(logged)).toBe("");
  });

  it("is not ready while the database lacks this release's newest migration", async () => {
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *",
      );
      expect(rows).toHaveLength(1);
      try {
        expect(await health("/readyz")).toMatchObject({ status: 503, body: { status: "not ready", migrations: "missing", database: "reachable" } });
        expect((await health("/healthz")).status).toBe(200);
      } finally {
        const row = rows[0] as { id: number; hash: string; created_at: string };
        await db.query("insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)", [row.id, row.hash, row.created_at]);
      }
      expect((await health("/readyz")).status).toBe(200);
    } finally {
      await db.end();
    }
  });
});

const OWNER = { email: "outage-owner@example.com", password: "quartz-meadow-lantern-39" };
let owner: HttpClient | undefined;

/** The install's owner, signed in: the first account, made by the first test that needs it. */
async function signedInOwner(): Promise<HttpClient> {
  if (!owner) {
    owner = new HttpClient(portal.url);
    expect((await signUp(owner, OWNER.email, OWNER.password)).body.enter).toBe(true);
  }
  return owner;
}

/** The entries the portal has written since `from` (a length of its output). */
const entriesSince = (from: number): LogEntry[] => logEntries(portal.output().slice(from));

describe("the log", () => {
  it("is one JSON entry a line, and gives every request an id: the proxy's kept, else one made, and sent back", async () => {
    const from = portal.output().length;
    const kept = await get("/privacy-policy", { headers: { "X-Request-Id": "3f2a9c0e5b7d41e8a6c2f0b9d8e7a6c5" } });
    expect(kept.headers.get("x-request-id")).toBe("3f2a9c0e5b7d41e8a6c2f0b9d8e7a6c5");
    const made = await get("/privacy-policy");
    const madeId = made.headers.get("x-request-id");
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    // An id no proxy sends (too long, or with spaces) is not written to the log as given.
    for (const odd of ["x".repeat(300), "an id with spaces"]) {
      const answer = await get("/privacy-policy", { headers: { "X-Request-Id": odd } });
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    await get("/?q=a+visitor%27s+own+words");
    await get("/api/auth/reset-password/Zq8TOKENTOKENTOKENTOKEN4a?callbackURL=%2Fadminzowii");
    await get("/no/such/page");
    await sleep(200);
    const entries = entriesSince(from);
    expect(
      entries.filter((entry) => entry.level === "text"),
      "every line is a JSON entry",
    ).toEqual([]);
    const access = (id: string) => entries.find((entry) => entry.msg === "request" && entry.requestId === id);
    expect(access("3f2a9c0e5b7d41e8a6c2f0b9d8e7a6c5")).toMatchObject({ level: "info", method: "GET", path: "/privacy-policy", status: 200 });
    expect(access(madeId!)).toMatchObject({ method: "GET", path: "/privacy-policy", status: 200, ms: expect.any(Number) });
    expect(entries.find((entry) => entry.msg === "request" && entry.path === "/")).toBeTruthy();
    expect(entries.find((entry) => entry.msg === "request" && String(entry.path).includes("reset-password"))).toMatchObject({
      path: "/api/auth/reset-password/…",
    });
    // The spec's logged 404, tied to its request.
    const missing = entries.find((entry) => entry.msg === "No page at this address");
    expect(missing).toMatchObject({ level: "warn", status: 404, path: "/no/such/page", requestId: expect.any(String) });
    const text = portal.output().slice(from);
    expect(text).not.toContain("visitor");
    expect(text).not.toContain("TOKEN");
    for (const entry of entries) expect(entry.time, JSON.stringify(entry)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("writes no stack for a refused request: 20 anonymous requests to the admin's preview write 20 access lines", async () => {
    const from = portal.output().length;
    for (let i = 0; i < 20; i += 1) {
      const preview = await get(`${ADMIN_PATH}/content/preview`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "body=%23+Hi",
      });
      expect(preview.status).toBeGreaterThanOrEqual(300);
      expect(preview.status).toBeLessThan(500);
      await preview.arrayBuffer();
    }
    await sleep(200);
    const entries = entriesSince(from);
    expect(entries.filter((entry) => entry.msg === "request")).toHaveLength(20);
    expect(entries.filter((entry) => entry.msg !== "request")).toEqual([]);
    expect(portal.output().slice(from)).not.toContain("stack");
    expect(portal.output().length - from).toBeLessThan(20 * 400);
  });

  it("says mail is off in production without SMTP_URL, and logs no mail's text or link", async () => {
    expect(logEntries(portal.output()).find((entry) => entry.msg.startsWith("Mail is off: SMTP_URL is unset"))).toMatchObject({ level: "warn" });
    await signedInOwner();
    const from = portal.output().length;
    await new HttpClient(portal.url).post(`${ADMIN_PATH}/auth`, { intent: "forgot-password", email: OWNER.email });
    await vi.waitFor(() => expect(entriesSince(from).find((entry) => entry.msg.startsWith("Mail is off"))).toBeTruthy(), { timeout: 10_000 });
    const notSent = entriesSince(from).find((entry) => entry.msg.startsWith("Mail is off"))!;
    expect(notSent).toMatchObject({ level: "warn", to: OWNER.email, subject: expect.any(String) });
    expect(portal.output().slice(from)).not.toMatch(/reset-password|token=|https?:\/\/127\.0\.0\.1:\d+\/api/);
  });

  it("tells of a background job that failed: its kind, its target and why", async () => {
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const from = portal.output().length;
    const imageUrl = "http://127.0.0.1:9/no-such-image.png";
    try {
      await db.query("insert into jobs (kind, payload, max_attempts) values ('thumbnail-fetch', $1, 1)", [
        { gameId: "00000000-0000-0000-0000-000000000000", imageUrl },
      ]);
    } finally {
      await db.end();
    }
    await vi.waitFor(() => expect(entriesSince(from).find((entry) => entry.msg.startsWith("Job thumbnail-fetch failed"))).toBeTruthy(), { timeout: 20_000 });
    const failed = entriesSince(from).find((entry) => entry.msg.startsWith("Job thumbnail-fetch failed"))!;
    expect(failed).toMatchObject({ level: "error", kind: "thumbnail-fetch", target: { imageUrl }, reason: expect.any(String), attempt: 1 });
    expect(failed.msg).toBe("Job thumbnail-fetch failed and will not be tried again");
  });
});

describe("a database outage", () => {
  it("serves cached pages, answers 503 with a friendly page meanwhile, and recovers without a restart", { timeout: 180_000 }, async () => {
    const admin = await signedInOwner();
    // Pages visitors have seen are in memory before the outage.
    for (const path of ["/", "/game/krunker-io"]) expect((await get(path)).status).toBe(200);
    const visitors = keepVisiting(["/", "/game/krunker-io", "/game/bloxd-io", "/?q=snake", "/api/games/slither-io/plays", "/privacy-policy"]);
    let seen: Record<string, number>;
    const logFrom = portal.output().length;
    try {
      await postgres.stop();
      const home = await get("/");
      expect(home.status).toBe(200);
      expect(["HIT", "STALE", "STALE-IF-ERROR"]).toContain(home.headers.get("x-cache"));
      expect(await home.text()).toContain("Krunker.io");
      expect((await get("/game/krunker-io")).status).toBe(200);

      // Never rendered before (visitors keep to other pages): nothing to fall back on.
      const page = await get("/game/tile-merge");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("10");
      expect(page.headers.get("content-type")).toContain("text/html");
      const html = await page.text();
      expect(html).toContain("Something went wrong");
      expect(html).toContain("We could not load this page just now");
      expect(html).toContain("Try again");

      // The same answer for data requests, the API, stored files and the admin's panel.
      const play = await get("/api/games/krunker-io/plays", { method: "POST", headers: { "User-Agent": BROWSER } });
      expect(play.status).toBe(503);
      expect(play.headers.get("retry-after")).toBe("10");
      expect((await get("/game/tile-merge.data")).status).toBe(503);
      expect((await get("/storage/game-thumbnails/seed/bloxd-io.webp")).status).toBe(503);
      expect((await admin.get(ADMIN_PATH)).status).toBe(503);
      // Pages that need no database are served as usual, the sign-in form among them.
      expect((await get("/privacy-policy")).status).toBe(200);
      expect((await get(ADMIN_PATH)).status).toBe(302);
      expect((await get(`${ADMIN_PATH}/sign-in`)).status).toBe(200);
      // The process answers; it should not be sent visitors.
      expect((await health("/healthz")).status).toBe(200);
      expect(await health("/readyz")).toMatchObject({ status: 503, body: { ready: false, database: "unreachable", migrations: "unknown" } });
      await sleep(2_000);
    } finally {
      await postgres.start();
      const deadline = Date.now() + 30_000;
      while ((await get("/game/tile-merge")).status !== 200) {
        expect(Date.now(), "the portal still answers 503 30 s after PostgreSQL came back").toBeLessThan(deadline);
        await sleep(250);
      }
      seen = await visitors.stop();
    }
    const counted = await get("/api/games/krunker-io/plays", { method: "POST", headers: { "User-Agent": BROWSER } });
    expect(counted.status).toBe(200);
    expect(await counted.json()).toEqual({ result: "counted" });
    expect((await admin.get(ADMIN_PATH)).status).toBe(200);
    expect((await health("/readyz")).status).toBe(200);
    expect(portal.running()).toBe(true);

    console.log(`Database outage: answers visitors got meanwhile ${JSON.stringify(seen)}`);
    expect(Object.keys(seen).sort()).toEqual(["200", "503"]);
    // Hundreds of failed requests, told in a few entries with a count, none with a stack.
    const problems = entriesSince(logFrom).filter((entry) => entry.level === "error" || entry.level === "fatal");
    console.log(`Database outage: the log's problems ${JSON.stringify(problems.map((entry) => entry.msg))}`);
    expect(seen["503"]).toBeGreaterThan(10);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.length).toBeLessThanOrEqual(4);
    expect(problems[0]!.msg).toMatch(/^The database cannot be reached/);
    for (const entry of problems) expect(entry.err, entry.msg).toBeUndefined();

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const plays = await db.query("select count(*)::int as n from play_counts");
    await db.end();
    expect(plays.rows[0].n).toBeGreaterThan(0);
  });
});
