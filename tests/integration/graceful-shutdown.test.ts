/**
 * SIGTERM on the embedded database: requests in progress are answered in full, new
 * connections are refused, the process exits 0, and the database folder opens again
 * with everything those requests wrote.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal } from "../support/portal-server";
import { pgliteDirectoryFrom } from "../support/test-database";

const dataDir = pgliteDirectoryFrom("seeded", "zowii-shutdown-");
const VOTERS = 24;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * A form post whose body arrives in two parts: the server has the request in hand,
 * and waits for the rest, until `finish()`.
 */
function postInTwoParts(baseUrl: string, target: string, form: Record<string, string>, cookie = "", address = "127.0.0.1") {
  const body = Buffer.from(new URLSearchParams(form).toString());
  const { hostname, port } = new URL(baseUrl);
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.request(
      {
        hostname,
        port,
        method: "POST",
        path: target,
        agent: false,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length, Cookie: cookie, "X-Forwarded-For": address },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }));
      },
    );
    request.on("error", reject);
  });
  request.write(body.subarray(0, Math.floor(body.length / 2)));
  return {
    answer,
    finish: () => request.end(body.subarray(Math.floor(body.length / 2))),
  };
}

/** Requests one after another on one keep-alive connection until the server is gone. */
async function keepVisiting(baseUrl: string): Promise<{ whole: number; ending: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let whole = 0;
  for (;;) {
    try {
      const page = await new Promise<string>((resolve, reject) => {
        http
          .get(`${baseUrl}/about`, { agent }, (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (text += chunk));
            response.on("end", () => (response.complete ? resolve(text) : reject(new Error("a cut-off answer"))));
            response.on("error", reject);
          })
          .on("error", reject);
      });
      if (!page.trimEnd().endsWith("</html>")) throw new Error("a cut-off page");
      whole += 1;
    } catch (error) {
      agent.destroy();
      return { whole, ending: (error as Error).message };
    }
  }
}

describe("graceful shutdown", () => {
  it("answers the requests in progress, refuses new ones, and leaves the embedded database whole", { timeout: 240_000 }, async () => {
    const portal = await startPortal({ DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
    const admin = new HttpClient(portal.url);
    expect((await signUp(admin, "shutdown-owner@example.com", "harbor-ember-willow-62")).body.enter).toBe(true);

    // One visitor keeps an idle keep-alive connection open, another keeps sending requests
    // on theirs: neither may hold the shutdown up, and every answer sent is whole.
    const keepAlive = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) => http.get(`${portal.url}/features`, { agent: keepAlive }, (r) => r.resume().on("end", resolve)));
    const busyVisitor = keepVisiting(portal.url);

    // Votes from visitors arriving together: the portal accepts a burst through several
    // descriptors of its listening socket, and a shutdown waits for what each accepted.
    const votes = Array.from({ length: VOTERS }, (_, i) =>
      // Each from a home of its own: one address may cast only a few votes on a game.
      postInTwoParts(
        portal.url,
        "/game/krunker-io.data",
        { stars: "4" },
        `zowii_visitor=6f1c2a9e-8d4b-4c3a-9f2e-${String(i).padStart(12, "0")}`,
        `10.7.0.${i + 1}`,
      ),
    );
    const publish = postInTwoParts(
      portal.url,
      `${ADMIN_PATH}/publish.data`,
      { title: "Published While Stopping", gameUrl: "https://krunker.io/", category: "Action" },
      admin.cookieHeader(),
    );
    // Renders started just before the signal.
    const pages = ["/?q=tank", "/?q=snake", "/game/slither-io", "/category/puzzle"].map((page) => fetch(`${portal.url}${page}`));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    const stopped = portal.stop();
    await vi.waitFor(() => expect(portal.output(), "the portal to take the signal").toContain("SIGTERM: finishing"), { timeout: 10_000 });
    await expect(fetch(`${portal.url}/`), "a new connection after the signal").rejects.toThrow();
    for (const vote of votes) vote.finish();
    publish.finish();

    for (const response of await Promise.all(pages)) expect(response.status).toBe(200);
    const [published, ...voted] = await Promise.all([publish.answer, ...votes.map((vote) => vote.answer)]);
    expect(voted.map((answer) => `${answer.status} ${answer.connection}`)).toEqual(Array(VOTERS).fill("200 close"));
    expect(published.status).toBe(200);
    expect(published.body).toContain("Game published successfully!");

    await stopped;
    const visits = await busyVisitor;
    console.log(
      `Graceful shutdown: exited ${portal.exitCode()} ${Date.now() - started} ms after SIGTERM, with ${VOTERS + 5} requests in progress; a busy visitor got ${visits.whole} whole answers, then ${visits.ending}`,
    );
    expect(visits.whole).toBeGreaterThan(0);
    expect(visits.ending).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(portal.exitCode()).toBe(0);
    expect(portal.output()).toContain("Zowii stopped.");
    // Every request finished by itself: none was cut at SHUTDOWN_TIMEOUT_MS (how long that took is the machine's).
    expect(portal.output()).not.toContain("still running after");
    expect(fs.existsSync(path.join(dataDir, "zowii.pid"))).toBe(false);
    keepAlive.destroy();

    // The folder opens again, consistent, with what the last requests wrote.
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = async (query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(await rows("select slug from games where title = 'Published While Stopping'")).toEqual([{ slug: "published-while-stopping" }]);
      expect(
        await rows(
          "select g.votes_count, count(*)::int as votes, sum(v.stars)::int as stars from games g join game_votes v on v.game_id = g.id where g.slug = 'krunker-io' group by g.votes_count",
        ),
      ).toEqual([{ votes_count: VOTERS, votes: VOTERS, stars: 4 * VOTERS }]);
      // Every table and index reads back in full.
      const tables = await rows("select tablename from pg_tables where schemaname = 'public'");
      for (const { tablename } of tables) await rows(`select count(*) from "${String(tablename)}"`);
      // The slug index agrees with the table.
      const [{ n: scanned }] = (await rows("select count(*)::int as n from games")) as [{ n: number }];
      await rows("set enable_seqscan = off");
      expect(await rows("select count(*)::int as n from games where slug >= ''")).toEqual([{ n: scanned }]);
    } finally {
      await handle.close();
    }
    const again = await startPortal({ DATA_DIR: dataDir });
    expect((await fetch(`${again.url}/game/published-while-stopping`)).status).toBe(200);
    await again.stop();
    expect(again.exitCode()).toBe(0);
  });
});
