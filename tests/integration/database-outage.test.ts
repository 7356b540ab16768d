/**
 * PostgreSQL goes down while visitors keep coming, then comes back. Meanwhile pages
 * already in memory keep being served and everything else is a friendly 503 with
 * Retry-After; afterwards the same portal process serves everything again.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startOwnPostgres, type OwnPostgres } from "../support/own-postgres";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { BROWSER } from "../support/user-agents";

let postgres: OwnPostgres;
let portal: RunningPortal;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  portal = await startPortal({ DATABASE_URL: postgres.url });
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
      expect(await health("/readyz")).toEqual({ status: 200, body: { status: "ready", ready: true, database: "reachable", migrations: "applied", shuttingDown: false } });
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
      const { rows } = await db.query("delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *");
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

describe("a database outage", () => {
  it("serves cached pages, answers 503 with a friendly page meanwhile, and recovers without a restart", { timeout: 180_000 }, async () => {
    const admin = new HttpClient(portal.url);
    expect((await signUp(admin, "outage-owner@example.com", "quartz-meadow-lantern-39")).body.enter).toBe(true);
    // Pages visitors have seen are in memory before the outage.
    for (const path of ["/", "/game/krunker-io"]) expect((await get(path)).status).toBe(200);
    const visitors = keepVisiting(["/", "/game/krunker-io", "/game/bloxd-io", "/?q=snake", "/api/games/slither-io/plays", "/privacy-policy"]);
    let seen: Record<string, number>;
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
      expect((await get(ADMIN_PATH)).status).toBe(200);
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

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const plays = await db.query("select count(*)::int as n from play_counts");
    await db.end();
    expect(plays.rows[0].n).toBeGreaterThan(0);
  });
});
