import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CHANNEL } from "~/domain/catalog/changes.server";
import { relatedIndexes } from "~/domain/catalog/reads.server";
import { RelatedIndex, type ReadIndex } from "~/domain/catalog/related-index.server";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { metricsText, startMetrics, stopMetrics, watchDatabase, watchRenders } from "~/domain/platform/metrics.server";
import { seedCatalog } from "../../content/catalog/seed-games";
import { RenderThreads, type RenderRequest } from "../../http/render-threads";
import type { Outcome } from "../../http/shared-pages";
import { freePort, projectRoot, startPortal } from "../support/portal-server";
import { createPostgresDatabase, pgliteDirectoryFrom } from "../support/test-database";

/**
 * Render threads (http/render-threads.ts) loading the portal's build (`npm run build`
 * first) on an embedded database this thread opened and shares: what they render, how they
 * hear catalog changes, and what happens when one stops.
 */
const build = pathToFileURL(path.join(projectRoot, "build/server/index.js")).href;
const buildWithCrash = `${pathToFileURL(path.join(projectRoot, "tests/fixtures/render-thread-build.js")).href}?build=${encodeURIComponent(build)}`;

const ORIGIN = "http://127.0.0.1:3000";

function request(pathname: string, version = 0): RenderRequest {
  return { url: `${ORIGIN}${pathname}`, headers: [["accept", "text/html"]], clientAddress: "127.0.0.1", version };
}

function html(outcome: Outcome): string {
  if (!outcome.page) throw new Error(`not a page the cache keeps: ${outcome.response.status}`);
  return zlib.brotliDecompressSync(outcome.page.br).toString("utf8");
}

describe("render threads", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let threads: RenderThreads;
  /** The indexes this thread handed the render threads, as they asked. */
  const handed: { readSince: number; read: ReadIndex }[] = [];
  const answerIndex = async (readSince: number) => {
    const read = await relatedIndexes.readSince(handle.db, readSince);
    handed.push({ readSince, read });
    return read;
  };
  beforeAll(async () => {
    dataDir = pgliteDirectoryFrom("seeded", "zowii-render-threads-");
    handle = await openDatabase({ databaseUrl: undefined, dataDir });
    threads = await RenderThreads.start(2, buildWithCrash, () => handle.share(), answerIndex);
  }, 120_000);
  afterAll(async () => {
    await threads?.close();
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("each had the related games' index before it was ready: this thread's, read once for both", () => {
    expect(threads.size).toBe(2);
    expect(threads.indexedGames).toBe(seedCatalog.length);
    expect(handed).toHaveLength(2);
    expect(handed[1]!.read.index).toBe(handed[0]!.read.index);
  });

  it("are counted by this thread as it hands renders out and gets them back, as are its queries to the embedded database", async () => {
    await startMetrics({ host: "127.0.0.1", port: await freePort() });
    try {
      // As the portal wires them (http/app.ts, domain/platform/runtime.server.ts).
      watchRenders(() => ({ inPortalThread: 0, inRenderThreads: threads.rendersInProgress, renderThreads: threads.size }));
      watchDatabase(() => handle.load());
      const rendering = threads.render(request("/game/krunker-io"));
      expect(await metricsText()).toContain('zowii_renders_in_progress{thread="render-threads"} 1');
      await rendering;
      await handle.ping();
      const after = await metricsText();
      expect(after).toContain('zowii_page_render_duration_seconds_count{thread="render-threads"} 1');
      expect(after).toContain('zowii_renders_in_progress{thread="render-threads"} 0');
      expect(after).toContain("zowii_render_threads 2");
      expect(after).toMatch(/^zowii_db_query_duration_seconds_count [1-9]/m);
      expect(after).toContain('zowii_db_connections{state="max"} 1');
      expect(after).toContain('zowii_db_connections{state="busy"} 0');
      expect(after).toContain("zowii_db_waiting 0");
    } finally {
      await stopMetrics();
    }
  });

  it("rank related games by the index this thread hands them", async () => {
    const chosen = ["tile-merge", "zowii-snake", "krunker-io"];
    const found = await handle.db.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, chosen));
    // Most played first, as an index's rows come: here, the order chosen.
    const rows = chosen.map((slug) => [found.find((game) => game.slug === slug)!.id, "Not A Category", []] as const);
    const given = await RenderThreads.start(
      1,
      build,
      () => handle.share(),
      async () => ({ index: new RelatedIndex(rows), readAt: Date.now() }),
    );
    try {
      const page = html(await given.render(request("/game/bloxd-io")));
      const section = /data-placement="related"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
      const shown = [...section.matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
      expect([...new Set(shown)]).toEqual(chosen);
    } finally {
      await given.close();
    }
  }, 60_000);

  it("render a shared page as the cache keeps it: compressed, for the version asked, its inline scripts allowed by hash", async () => {
    const outcome = await threads.render(request("/game/bloxd-io", 7));
    expect(outcome.page).toMatchObject({ status: 200, version: 7, gzip: null });
    expect(Buffer.isBuffer(outcome.page!.br)).toBe(true);
    expect(outcome.page!.plainLength).toBe(Buffer.byteLength(html(outcome)));
    expect(html(outcome)).toContain("Bloxd.io");
    const policy = new Map(outcome.page!.headers).get("content-security-policy");
    expect(policy).toMatch(/script-src[^;]*'sha256-/);
    expect(policy).not.toContain("nonce-");
  });

  it("hand back answers no cache may share as they are: a missing page, a redirect", async () => {
    const missing = await threads.render(request("/game/no-such-game"));
    expect(missing.response?.status).toBe(404);
    expect(missing.response?.headers.get("content-type")).toBe("text/html");
    expect(await missing.response!.text()).toMatch(/<title>[^<]+<\/title>[\s\S]*<\/html>$/);
    const redirected = await threads.render(request("/category/all"));
    expect(redirected.response?.status).toBe(301);
    expect(redirected.response?.headers.get("location")).toBe("/");
    expect(await redirected.response!.text()).toBe("");
  });

  it("hear a change to games' pictures: the cards shown are read again", async () => {
    const first = html(await threads.render(request("/game/bloxd-io")));
    const related = [...first.matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map((match) => match[1]!).find((slug) => slug !== "bloxd-io");
    expect(related).toBeDefined();
    await handle.db.execute(sql`update games set thumbnail = '/storage/game-thumbnails/feeds/a-new-picture.webp' where slug = ${related!}`);
    expect(html(await threads.render(request("/game/bloxd-io")))).not.toContain("a-new-picture");
    threads.catalogChanged("pictures");
    expect(html(await threads.render(request("/game/bloxd-io")))).toContain("a-new-picture-384.webp");
  });

  it("hear a catalog change before any render asked after it, and drop what they kept from before it", async () => {
    const first = html(await threads.render(request("/game/bloxd-io")));
    const related = [...first.matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map((match) => match[1]!).find((slug) => slug !== "bloxd-io");
    expect(related).toBeDefined();
    await handle.db.execute(sql`update games set title = 'Renamed While Kept' where slug = ${related!}`);
    // The cards shown are kept until the catalog changes: no change told, the old title stays.
    expect(html(await threads.render(request("/game/bloxd-io")))).not.toContain("Renamed While Kept");
    const handedBefore = handed.length;
    threads.catalogChanged("catalog");
    expect(html(await threads.render(request("/game/bloxd-io")))).toContain("Renamed While Kept");
    // Its index is out of date: the thread asks this one for one read after the change, at
    // a page once the spacing of its reads allows (ten times its last read's time).
    await expect
      .poll(
        async () => {
          await threads.render(request("/game/bloxd-io"));
          return handed.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(handedBefore);
    expect(handed.at(-1)!.read.index).not.toBe(handed[0]!.read.index);
  });

  it("refuse the renders a stopped thread owed, render in the others meanwhile, and start a new one", async () => {
    await expect(threads.render(request("/end-this-thread"))).rejects.toThrow("A render thread stopped (exit code 7)");
    expect(threads.size).toBe(1);
    expect(html(await threads.render(request("/")))).toContain("</html>");
    const deadline = Date.now() + 30_000;
    while (threads.size < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(threads.size).toBe(2);
    const both = await Promise.all([threads.render(request("/game/bloxd-io")), threads.render(request("/"))]);
    expect(both.map((outcome) => outcome.page?.status)).toEqual([200, 200]);
  }, 60_000);

  it("refuse the renders they owe when closed, and every render after", async () => {
    const closing = await RenderThreads.start(1, build, () => handle.share(), answerIndex);
    const owed = closing.render(request("/")).catch((error: unknown) => error);
    await closing.close();
    expect(await owed).toEqual(new Error("The render threads are closed."));
    expect(closing.size).toBe(0);
    await expect(closing.render(request("/"))).rejects.toThrow("No render thread is running.");
    // The database the threads shared is still the portal's.
    await handle.ping();
  }, 60_000);
});

describe("a portal rendering in threads", () => {
  it("starts them under load, and they show a change another instance made (its NOTIFY) at once", { timeout: 180_000 }, async () => {
    const database = await createPostgresDatabase("seeded");
    const portal = await startPortal({ DATABASE_URL: database.url, RENDER_THREADS: "2" });
    const client = new pg.Client({ connectionString: database.url });
    try {
      await client.connect();
      const slugs = ((await client.query("select slug from games order by slug limit 12")).rows as { slug: string }[]).map((row) => row.slug);
      const page = (slug: string) => fetch(`${portal.url}/game/${slug}`).then((answer) => answer.text());
      // Renders in progress at once in the portal's own thread start the threads.
      await Promise.all(slugs.map(page));
      const deadline = Date.now() + 30_000;
      while (!portal.output().includes("Pages render in 2 threads from now on") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(portal.output()).toContain("Pages render in 2 threads from now on");
      // A page no one asked for yet, so rendered in a thread, which keeps the related cards it read.
      const target = ((await client.query("select slug from games order by slug desc limit 1")).rows as { slug: string }[])[0]!.slug;
      expect(slugs).not.toContain(target);
      const before = await page(target);
      const related = [...before.matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map((match) => match[1]!).find((slug) => slug !== target);
      expect(related).toBeDefined();
      await client.query("update games set title = 'Renamed By Another Instance' where slug = $1", [related]);
      await client.query("select pg_notify($1, '')", [CATALOG_CHANNEL]);
      const seen = Date.now() + 5_000;
      let after = "";
      while (!after.includes("Renamed By Another Instance") && Date.now() < seen) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await page(target);
      }
      expect(after).toContain("Renamed By Another Instance");
    } finally {
      await client.end();
      await portal.stop();
      await database.drop();
    }
  });
});
