/**
 * Operators publish games with thumbnails while the server is killed (SIGKILL: no
 * shutdown at all), again and again. After each kill the database opens, the portal
 * starts on it, and every game either exists whole (row, thumbnail and its variants,
 * audit entry) or not at all; every publish or upload that was answered is there.
 */
import { sql } from "drizzle-orm";
import fs from "node:fs";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { thumbnailPaths } from "~/domain/catalog/thumbnails.server";
import { ADMIN_PATH, signIn, signUp } from "../support/admin-accounts";
import { gameRow } from "../support/bare-install";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase, pgliteDirectoryFrom, type Engine } from "../support/test-database";
import { stressSetting } from "../support/stress-settings";

const ROUNDS = stressSetting("SIGKILL_ROUNDS", { short: 4, long: 8 });
const PUBLISHERS = 4;
const OWNER = { email: "kill-owner@example.com", password: "granite-harbor-comet-15" };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A small seeded generator, so a run's kill times can be replayed (SIGKILL_SEED). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Install {
  start(): Promise<RunningPortal>;
  /** Runs queries on the database while no portal holds it. */
  inspect<T>(read: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T>;
}

async function prepare(engine: Engine): Promise<Install> {
  // One plain game, so the catalog is not seeded (seeding is not what is tested).
  const catalog = [gameRow("plain-game", "Plain Game")];
  if (engine === "pglite") {
    const dataDir = pgliteDirectoryFrom("migrated", "zowii-kill-");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await handle.db.insert(games).values(catalog);
    await handle.close();
    return {
      start: () => startPortal({ DATA_DIR: dataDir }),
      async inspect(read) {
        const opened = await openDatabase({ databaseUrl: undefined, dataDir });
        try {
          return await read(async (text) => ((await opened.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows);
        } finally {
          await opened.close();
        }
      },
    };
  }
  const database = await createPostgresDatabase("migrated");
  cleanups.push(database.drop);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
  await handle.db.insert(games).values(catalog);
  await handle.close();
  return {
    start: () => startPortal({ DATABASE_URL: database.url }),
    async inspect(read) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await read(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
      } finally {
        await client.end();
      }
    },
  };
}

interface Attempt {
  title: string;
  /** The uploaded thumbnail's URL, once the upload was answered. */
  thumbnail: string | null;
  uploadAnswered: boolean;
  publishSent: boolean;
  publishAnswered: boolean;
}

/** One operator: upload a thumbnail, publish a game with it, again, until the server is gone. */
async function publishUntilKilled(client: HttpClient, cover: Buffer, label: string, attempts: Attempt[]) {
  for (let i = 1; ; i += 1) {
    const attempt: Attempt = { title: `Killed Mid Publish ${label}-${i}`, thumbnail: null, uploadAnswered: false, publishSent: false, publishAnswered: false };
    attempts.push(attempt);
    try {
      const upload = await client.upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(cover)]), "cover.png");
      const { url } = (await upload.json()) as { url: string };
      expect(upload.status).toBe(200);
      attempt.thumbnail = url;
      attempt.uploadAnswered = true;
      attempt.publishSent = true;
      const published = await client.post(`${ADMIN_PATH}/publish.data`, {
        title: attempt.title,
        description: `Published by ${label} before a kill.`,
        gameUrl: "https://krunker.io/",
        category: "Action",
        tags: "kill, test",
        thumbnail: url,
      });
      expect(published.status).toBe(200);
      await published.text();
      attempt.publishAnswered = true;
    } catch (error) {
      if (error instanceof Error && error.name === "AssertionError") throw error;
      return;
    }
  }
}

async function checkWhole(install: Install, attempts: Attempt[]) {
  return install.inspect(async (query) => {
    const rows = await query("select slug, title, description, game_url, category, tags, thumbnail from games where title like 'Killed Mid Publish %'");
    const assets = new Set((await query("select path from assets where bucket = 'game-thumbnails'")).map((row) => String(row.path)));
    const audited = new Set((await query("select target from audit_log where action = 'published game'")).map((row) => String(row.target)));
    const byTitle = new Map(rows.map((row) => [String(row.title), row]));
    expect(byTitle.size, "a title published twice").toBe(rows.length);
    const files = (url: string) => thumbnailPaths(url.replace("/storage/game-thumbnails/", ""));

    for (const row of rows) {
      // The row, its thumbnail with every variant, and its audit entry: all or nothing.
      expect(row).toMatchObject({ game_url: "https://krunker.io/", category: "Action", tags: ["kill", "test"] });
      expect(String(row.description)).toMatch(/^Published by .+ before a kill\.$/);
      for (const path of files(String(row.thumbnail))) expect(assets.has(path), `${row.slug}: ${path}`).toBe(true);
      expect(audited.has(`${row.title} (${row.slug})`), `${row.slug}: its audit entry`).toBe(true);
    }
    for (const attempt of attempts) {
      const row = byTitle.get(attempt.title);
      // Answered means kept.
      if (attempt.publishAnswered) expect(row, `${attempt.title} was answered`).toBeDefined();
      if (!attempt.publishSent) expect(row, `${attempt.title} was never sent`).toBeUndefined();
      if (row) expect(row.thumbnail).toBe(attempt.thumbnail);
      // An answered upload is whole too, whether or not a game uses it yet.
      if (attempt.uploadAnswered) for (const path of files(attempt.thumbnail!)) expect(assets.has(path), `${attempt.title}: ${path}`).toBe(true);
    }
    // Every stored thumbnail is whole: an original never lacks a variant, nor a variant its original.
    for (const path of assets) {
      const original = path.replace(/-\d+\.webp$/, ".webp");
      for (const file of thumbnailPaths(original)) expect(assets.has(file), `${path} without ${file}`).toBe(true);
    }
    return rows.length;
  });
}

describe.each(["pglite", "postgres"] as const)("killing the server while games are published, on %s", (engine) => {
  it(`keeps every game whole or absent through ${ROUNDS} kills`, { timeout: 30 * 60_000 }, async () => {
    const seed = Number.parseInt(process.env.SIGKILL_SEED ?? "", 10) || Math.floor(Math.random() * 2 ** 31);
    const next = random(seed);
    const install = await prepare(engine);
    const cover = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer();
    const attempts: Attempt[] = [];
    let inFlightAtKill = 0;

    for (let round = 1; round <= ROUNDS; round += 1) {
      const portal = await install.start();
      const owner = new HttpClient(portal.url);
      if (round === 1) expect((await signUp(owner, OWNER.email, OWNER.password)).body.enter).toBe(true);
      else expect((await signIn(owner, OWNER.email, OWNER.password)).status).toBe(200);
      // The portal serves what the last kill left.
      expect((await fetch(`${portal.url}/?view=new`)).status).toBe(200);

      const before = attempts.length;
      const publishers = Array.from({ length: PUBLISHERS }, (_, p) => publishUntilKilled(owner, cover, `r${round}p${p + 1}`, attempts));
      // Once publishing is under way, the kill comes at a random moment.
      while (!attempts.slice(before).some((attempt) => attempt.publishAnswered)) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, next() * 1000));
      await portal.kill();
      await Promise.all(publishers);
      const thisRound = attempts.slice(before);
      inFlightAtKill += thisRound.filter((attempt) => !attempt.publishAnswered && (attempt.publishSent || !attempt.uploadAnswered)).length;
      await checkWhole(install, attempts);
    }

    const published = await checkWhole(install, attempts);
    const answered = attempts.filter((attempt) => attempt.publishAnswered).length;
    console.log(
      `SIGKILL during publishing on ${engine}: ${ROUNDS} kills (seed ${seed}), ${attempts.length} publishes attempted, ${answered} answered, ` +
        `${inFlightAtKill} uploads or publishes in flight at a kill, ${published} games found whole, 0 half-written, 0 answered and lost`,
    );
  });
});
