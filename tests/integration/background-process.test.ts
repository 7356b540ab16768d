/**
 * Background image work in a process of its own (jobs/background-process.server.ts), loaded
 * from the portal's build as the server does: a process that dies while it makes a feed
 * game's thumbnail fails that job for a later attempt (the game keeps its place on the site),
 * and the next attempt is served by a new process.
 */
import { eq } from "drizzle-orm";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putGame } from "~/domain/catalog/writes.server";
import { games, jobs } from "~/domain/db/schema.server";
import { defineThumbnailFetchJob, thumbnailFetchJob } from "~/domain/feeds/thumbnail-fetch.server";
import { backgroundProcessPid, doBackgroundWorkApart, stopBackgroundProcess } from "~/domain/jobs/background-process.server";
import { enqueueJobs, startJobWorker } from "~/domain/jobs/queue.server";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { projectRoot } from "../support/portal-server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const build = pathToFileURL(path.join(projectRoot, "build/server/index.js")).href;

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
  // 36 megapixels of one colour: a small file that takes the process a while to decode, so it is still at work when it is killed.
  const large = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#36a" } })
    .png()
    .toBuffer();
  server.serve("/images/large.png", large, "image/png");
  defineThumbnailFetchJob({ allowPrivate: true });
});
afterAll(async () => {
  await stopBackgroundProcess();
  await server.close();
});

async function until<T>(what: string, value: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await value();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(ENGINES)("background image work on %s", (engine) => {
  const database = useTestDatabase(engine, (db) =>
    db.transaction((tx) =>
      putGame(
        tx,
        "crash-course",
        { title: "Crash Course", description: "", gameUrl: "https://play.example.com/crash/", thumbnail: "", category: "Puzzle", tags: [] },
        "keep",
      ),
    ),
  );

  it("fails the job for a later attempt when its process dies, and a new process makes the thumbnail", { timeout: 90_000 }, async () => {
    // No process left from the case before: the first to start is this job's.
    await stopBackgroundProcess();
    doBackgroundWorkApart(build);
    const db = database.db;
    const [game] = await db.select().from(games).where(eq(games.slug, "crash-course"));
    await enqueueJobs(db, [thumbnailFetchJob(game!.id, `${server.origin}/images/large.png?${engine}`)]);
    const worker = startJobWorker(db, 50);
    try {
      const first = await until("the background process", backgroundProcessPid);
      process.kill(first, "SIGKILL");
      const job = await until("the job to be settled", async () => {
        const [row] = await db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `thumbnail-fetch:${game!.id}`));
        return row?.state === "running" ? undefined : row;
      });
      expect(job).toMatchObject({ state: "queued", attempts: 1 });
      expect(job.result).toContain("stopped (SIGKILL)");
      expect((await db.select().from(games).where(eq(games.id, game!.id)))[0]).toMatchObject({ status: "published", thumbnail: game!.thumbnail });

      // The retry, brought forward from its 30 s.
      await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
      await worker.idle();
      const [retried] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(retried).toMatchObject({ state: "done", attempts: 2 });
      const [after] = await db.select().from(games).where(eq(games.id, game!.id));
      expect(after!.thumbnail).toMatch(new RegExp(`^/storage/${THUMBNAIL_BUCKET}/feeds/${game!.id}-\\d+\\.webp$`));
      const second = backgroundProcessPid();
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
    } finally {
      await worker.stop();
    }
  });
});
