/**
 * An operator moves the catalog from one install to another with `npm run catalog:export`
 * and `npm run catalog:import`: every game comes across whole, thumbnails included; a file
 * with one bad record changes nothing and says which record; a running portal shows an
 * import at once.
 */
import { eq } from "drizzle-orm";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishGame } from "~/domain/catalog/writes.server";
import { checkThumbnail, storeUploadedThumbnail } from "~/domain/catalog/thumbnails.server";
import { checkCatalogFile, type CatalogFile } from "~/domain/catalog/transfer.server";
import { INSTRUCTIONS_MAX } from "~/lib/game-form";
import { readServerConfig } from "~/domain/platform/config.server";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { countPlay, voteForGame } from "~/domain/analytics/plays.server";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase, temporaryDirectory } from "../support/test-database";

const run = promisify(execFile);
const dir = temporaryDirectory("zowii-catalog-");
const OPERATOR = { id: null, email: "operator@example.com" };
let sourceDatabase: { url: string; drop: () => Promise<void> };
let source: DatabaseHandle;
let target: { url: string; drop: () => Promise<void> };
let targetDb: pg.Client;
let portal: RunningPortal | undefined;

function catalogCommand(script: "export" | "import", databaseUrl: string, ...args: string[]) {
  return run(process.execPath, ["scripts/lib/run-bundled.mjs", `scripts/catalog-${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

const picture = (background: string, size = 1080) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

async function uploaded(db: DatabaseHandle["db"], background: string): Promise<string> {
  const checked = await checkThumbnail(await picture(background));
  if (!checked.ok) throw new Error(checked.message);
  return storeUploadedThumbnail(db, checked.webp);
}

/** Everything an import must leave as it was when it fails. */
async function fingerprint() {
  const { rows } = await targetDb.query(`select
    (select md5(coalesce(string_agg(row(g.*)::text, '|' order by slug), '')) from games g) as games,
    (select md5(coalesce(string_agg(path || md5(data), '|' order by path), '')) from assets) as assets,
    (select count(*)::int from audit_log) as audit`);
  return rows[0];
}

beforeAll(async () => {
  sourceDatabase = await createPostgresDatabase("migrated");
  source = await openDatabase({ databaseUrl: sourceDatabase.url, dataDir: "" });
  const db = source.db;
  await publishGame(
    db,
    {
      title: "Crimson Racer",
      description: "Drive fast.",
      gameUrl: "https://krunker.io/",
      thumbnail: await uploaded(db, "#dc2626"),
      category: "Racing",
      tags: ["racing", "cars"],
      instructions: "Arrow keys to steer.\nSpace to boost.",
      orientation: "landscape",
      mobileFriendly: false,
    },
    OPERATOR,
  );
  await publishGame(
    db,
    { title: "Ocean Puzzle", description: "", gameUrl: "/games/snake/", thumbnail: await uploaded(db, "#0284c7"), category: "Puzzle", tags: [] },
    OPERATOR,
  );
  await publishGame(
    db,
    { title: "No Picture Yet", description: "Placeholder thumbnail.", gameUrl: "https://slither.io/", thumbnail: "", category: "Arcade", tags: ["io"] },
    OPERATOR,
  );
  await db.update(games).set({ featured: true, developer: "Zowii", releaseDate: "2024-05-01", rating: null }).where(eq(games.slug, "ocean-puzzle"));
  await db.update(games).set({ status: "draft" }).where(eq(games.slug, "no-picture-yet"));
  await voteForGame(db, "crimson-racer", "visitor-1", 5);
  await voteForGame(db, "crimson-racer", "visitor-2", 2);
  await countPlay(db, "crimson-racer", "visitor-1");
  target = await createPostgresDatabase();
  targetDb = new pg.Client({ connectionString: target.url });
  await targetDb.connect();
});

afterAll(async () => {
  await portal?.stop();
  await targetDb?.end();
  await target?.drop();
  await source?.close();
  await sourceDatabase?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const readCatalog = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as CatalogFile;
const exported = path.join(dir, "catalog.json");

describe("moving the catalog", () => {
  it("exports every game and imports it whole into an empty install", { timeout: 120_000 }, async () => {
    const out = await catalogCommand("export", sourceDatabase.url, "--out", exported);
    expect(out.stdout).toContain(`Exported 3 games with 2 thumbnails`);

    const imported = await catalogCommand("import", target.url, exported);
    expect(imported.stdout).toContain("Imported 3 games (3 added, 0 updated) with 2 thumbnails");

    const again = path.join(dir, "again.json");
    await catalogCommand("export", target.url, "--out", again);
    const [before, after] = [readCatalog(exported), readCatalog(again)];
    const withoutPictures = (catalog: CatalogFile) => catalog.games.map((game) => ({ ...game, thumbnail: game.thumbnail?.path ?? null }));
    expect(withoutPictures(after)).toEqual(withoutPictures(before));
    expect(after.games.find((game) => game.slug === "crimson-racer")).toMatchObject({ votesCount: 2, votesSum: 7 });
    // How to play and the screen facts come across, and so does their being unknown.
    expect(after.games.find((game) => game.slug === "crimson-racer")).toMatchObject({
      instructions: "Arrow keys to steer.\nSpace to boost.",
      orientation: "landscape",
      mobileFriendly: false,
    });
    expect(after.games.find((game) => game.slug === "ocean-puzzle")).toMatchObject({ instructions: "", orientation: null, mobileFriendly: null });
    // A draft stays a draft (files written before drafts, with no status, import as published:
    // the hand-written files of the tests below have none).
    expect(after.games.find((game) => game.slug === "no-picture-yet")?.status).toBe("draft");
    expect(after.games.find((game) => game.slug === "crimson-racer")?.status).toBe("published");

    // Pictures come across as an upload does: checked and encoded afresh, the same picture.
    for (const [index, game] of before.games.entries()) {
      if (!game.thumbnail) continue;
      const [original, copy] = [game.thumbnail, after.games[index]!.thumbnail!].map((thumbnail) => Buffer.from(thumbnail.data, "base64"));
      const [a, b] = await Promise.all([original, copy].map((image) => sharp(image!).raw().toBuffer({ resolveWithObject: true })));
      expect(b!.info).toMatchObject({ width: 1080, height: 1080 });
      const difference = a!.data.reduce((sum, value, i) => sum + Math.abs(value - b!.data[i]!), 0) / a!.data.length;
      expect(difference).toBeLessThan(2);
      // The card-sized variants are made as at upload time.
      const stored = await targetDb.query("select count(*)::int as n from assets where path like $1", [`${game.thumbnail.path.replace(/\.webp$/, "")}%`]);
      expect(stored.rows[0].n).toBe(4);
    }
  });

  it("refuses a file with one bad record, names it, and changes nothing", { timeout: 120_000 }, async () => {
    const good = readCatalog(exported);
    const before = await fingerprint();
    const write = (name: string, content: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    // The bad record comes last: the good ones before it must not have been written either.
    const withLast = (change: (game: CatalogFile["games"][number]) => void) => {
      const copy = structuredClone(good);
      copy.games.push({ ...structuredClone(good.games[0]!), slug: "late-arrival", title: "Late Arrival", thumbnail: null });
      for (const game of copy.games.slice(0, -1)) game.title = `${game.title} (changed)`;
      change(copy.games.at(-1)!);
      return JSON.stringify(copy);
    };
    const cases: [string, string, string][] = [
      ["not JSON", "{ this is not json", "the file is not JSON"],
      [
        "a javascript: game URL",
        withLast((game) => (game.gameUrl = "javascript:alert(1)")),
        'record 4 (slug "late-arrival"): gameUrl: The game URL must start with http:// or https://',
      ],
      [
        "a picture that is not an image",
        withLast((game) => (game.thumbnail = { path: "uploads/1.webp", data: Buffer.from("<script>alert(1)</script>").toString("base64") })),
        'record 4 (slug "late-arrival"): thumbnail: Please select an image file',
      ],
    ];
    for (const [what, content, message] of cases) {
      const result = await catalogCommand("import", target.url, write("bad.json", content));
      expect(result, what).toMatchObject({ code: 1 });
      expect((result as { stderr: string }).stderr, what).toContain(`catalog:import failed: ${message}`);
      expect((result as { stderr: string }).stderr, what).toContain("Nothing was changed.");
      expect(await fingerprint(), what).toEqual(before);
    }

    // A thumbnail path that another game of the target already shows: found inside the transaction, rolled back.
    await targetDb.query(
      "insert into games (id, slug, title, game_url, category, thumbnail) values ('x1', 'resident', 'Resident', 'https://krunker.io/', 'Action', $1)",
      [`/storage/game-thumbnails/${good.games[0]!.thumbnail!.path}`],
    );
    const collided = await fingerprint();
    const collision = await catalogCommand(
      "import",
      target.url,
      write(
        "collision.json",
        withLast(() => undefined),
      ),
    );
    expect((collision as { stderr: string }).stderr).toContain("is the thumbnail of resident in this catalog. Nothing was changed.");
    expect(await fingerprint()).toEqual(collided);
    await targetDb.query("delete from games where id = 'x1'");
  });

  it.each([
    [
      "a catalog of another kind",
      (c: CatalogFile) => Object.assign(c, { format: "other" }),
      'the file is not a Zowii catalog: expected "format": "zowii-catalog"',
    ],
    ["a record without a title", (c: CatalogFile) => (c.games[1]!.title = " "), 'record 2 (slug "ocean-puzzle"): title: Please fill in all required fields'],
    [
      "a category the panel does not offer",
      (c: CatalogFile) => (c.games[0]!.category = "Music"),
      'record 1 (slug "crimson-racer"): category: Please fill in all required fields',
    ],
    ["21 tags", (c: CatalogFile) => (c.games[0]!.tags = Array.from({ length: 21 }, (_, i) => `tag${i}`)), "tags: Use at most 20 tags"],
    [
      "a game from a host not allowed",
      (c: CatalogFile) => (c.games[0]!.gameUrl = "https://evil.example/game"),
      "gameUrl: Games from evil.example cannot be published",
    ],
    ["a slug that is no slug", (c: CatalogFile) => (c.games[0]!.slug = "Not A Slug"), 'record 1 (slug "Not A Slug"): slug: expected lowercase words'],
    [
      "two records with one slug",
      (c: CatalogFile) => (c.games[1]!.slug = "crimson-racer"),
      'record 2 (slug "crimson-racer"): another record has the same slug',
    ],
    [
      "two featured games",
      (c: CatalogFile) => c.games.filter((game) => game.status !== "draft").forEach((game) => (game.featured = true)),
      "more than one record is featured",
    ],
    [
      "a featured draft",
      (c: CatalogFile) => (c.games[2]!.featured = true),
      'record 3 (slug "no-picture-yet"): featured: only a published game can be the hero',
    ],
    ["votes that do not add up", (c: CatalogFile) => (c.games[0]!.votesSum = 99), "votesSum must lie between votesCount and 5 x votesCount"],
    [
      "a thumbnail path leaving its folder",
      (c: CatalogFile) => (c.games[0]!.thumbnail!.path = "../secrets.webp"),
      "thumbnail.path: expected a path such as uploads/",
    ],
    ["a negative play count", (c: CatalogFile) => (c.games[0]!.plays = -5), "plays: Too small"],
    ["a date that is none", (c: CatalogFile) => (c.games[0]!.publishedAt = "yesterday"), "publishedAt: expected a date and time (ISO 8601)"],
    [
      "an orientation that is none",
      (c: CatalogFile) => Object.assign(c.games[0]!, { orientation: "sideways" }),
      'orientation: expected "landscape", "portrait" or null',
    ],
    ["mobile friendly as a word", (c: CatalogFile) => Object.assign(c.games[0]!, { mobileFriendly: "yes" }), "mobileFriendly: expected true, false or null"],
    [
      "How to play too long",
      (c: CatalogFile) => (c.games[0]!.instructions = "a".repeat(INSTRUCTIONS_MAX + 1)),
      `instructions: Keep How to play under ${INSTRUCTIONS_MAX} characters`,
    ],
  ])("names the record and the reason for %s", async (_, spoil, message) => {
    const catalog = readCatalog(exported);
    spoil(catalog);
    await expect(checkCatalogFile(JSON.stringify(catalog), readServerConfig({}))).rejects.toThrow(message);
  });

  it("reads a file written before How to play: none given, orientation and mobile friendly not known", async () => {
    const catalog = readCatalog(exported);
    for (const game of catalog.games) {
      delete game.instructions;
      delete game.orientation;
      delete game.mobileFriendly;
    }
    const checked = await checkCatalogFile(JSON.stringify(catalog), readServerConfig({}));
    expect(checked.map(({ slug, instructions, orientation, mobileFriendly }) => ({ slug, instructions, orientation, mobileFriendly }))).toEqual(
      catalog.games.map(({ slug }) => ({ slug, instructions: "", orientation: null, mobileFriendly: null })),
    );
  });

  it("shows an import on a running portal at once", { timeout: 180_000 }, async () => {
    portal = await startPortal({ DATABASE_URL: target.url });
    const newGames = () => fetch(`${portal!.url}/?view=new`).then((response) => response.text());
    expect(await newGames()).toContain("Crimson Racer");
    expect((await fetch(`${portal.url}/?view=new`)).headers.get("x-cache")).toBe("HIT");

    const renamed = readCatalog(exported);
    renamed.games[0]!.title = "Crimson Racer Returns";
    const file = path.join(dir, "renamed.json");
    fs.writeFileSync(file, JSON.stringify(renamed));
    const result = await catalogCommand("import", target.url, file);
    expect(result.stdout).toContain("(0 added, 3 updated)");

    const deadline = Date.now() + 5_000;
    while (!(await newGames()).includes("Crimson Racer Returns")) {
      expect(Date.now(), "the running portal still shows the old title").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const audit = await targetDb.query("select actor_email, action, target from audit_log order by id desc limit 1");
    expect(audit.rows[0]).toEqual({ actor_email: "npm run catalog:import", action: "imported catalog", target: "3 games from renamed.json" });
  });
});
