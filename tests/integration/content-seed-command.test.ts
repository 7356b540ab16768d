/**
 * npm run content:seed on both engines, as the operator runs it: it adds the entries of
 * content/ the database does not hold, audited, and never touches one the operator edited;
 * run again, it adds nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { auditLog, contentEntries } from "~/domain/db/schema.server";
import { landingEntry } from "~/domain/content/reads.server";
import { seedContentInputs } from "~/domain/content/seed.server";
import { deleteContentEntry, saveContentEntry } from "~/domain/content/writes.server";
import { printedLines, runScript } from "../support/commands";
import { databaseFrom, databaseSettings, temporaryDirectory } from "../support/test-database";

const actor = { id: null, email: "seo@example.com" };

function contentSeed(env: NodeJS.ProcessEnv, ...args: string[]) {
  return runScript("content-seed", env, args);
}

describe.each(["pglite", "postgres"] as const)("npm run content:seed on %s", (engine) => {
  const dir = temporaryDirectory("zowii-content-seed-");
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let env: NodeJS.ProcessEnv;
  let location: string;

  /** The database opened in this process between runs of the command (PGlite allows one process at a time). */
  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ databaseUrl: database?.url, dataDir: path.join(dir, "data") });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    database = await databaseFrom("migrated", engine, path.join(dir, "data"));
    env = databaseSettings(database, path.join(dir, "data"));
    location = await withDatabase(async (handle) => handle.location);
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("adds every entry to an empty database, then only what is missing, never over an edit", { timeout: 120_000 }, async () => {
    const seedSize = seedContentInputs().length;
    const first = await contentSeed(env);
    expect(first.code, first.stderr).toBe(0);
    expect(printedLines(first)).toEqual([`Seed content: ${seedSize} entries added to ${engine} (${location}); entries already there were left as they are.`]);

    await withDatabase(async ({ db }) => {
      const [io] = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, "landing"), eq(contentEntries.slug, "io-games")));
      const { kind, slug, description, keywords, body, fields } = io!;
      await saveContentEntry(db, actor, {
        id: io!.id,
        entry: { kind, slug, title: "IO games, as the operator wrote them", description, keywords, body, fields },
      });
      const [about] = await db.select({ id: contentEntries.id }).from(contentEntries).where(eq(contentEntries.slug, "about"));
      await deleteContentEntry(db, actor, about!.id);
    });

    const second = await contentSeed(env);
    expect(second.code, second.stderr).toBe(0);
    expect(printedLines(second)).toEqual([`Seed content: 1 entry added to ${engine} (${location}); entries already there were left as they are.`]);
    const third = await contentSeed(env);
    expect(printedLines(third)).toEqual([`Seed content: 0 entries added to ${engine} (${location}); entries already there were left as they are.`]);

    await withDatabase(async ({ db }) => {
      expect((await landingEntry(db, "io-games"))?.title).toBe("IO games, as the operator wrote them");
      const [about] = await db.select({ version: contentEntries.version }).from(contentEntries).where(eq(contentEntries.slug, "about"));
      expect(about?.version).toBe(1);
      const audited = await db
        .select({ actor: auditLog.actorEmail, target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.action, "loaded seed content"))
        .orderBy(auditLog.id);
      expect(audited).toEqual([
        { actor: "npm run content:seed", target: `${seedSize} entries` },
        { actor: "npm run content:seed", target: "1 entry" },
      ]);
    });
  });

  it("refuses arguments it does not take", async () => {
    const result = await contentSeed(env, "extra");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("content:seed failed: Usage: npm run content:seed");
  });
});
