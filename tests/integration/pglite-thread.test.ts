import fs from "node:fs";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, openSharedDatabase, type Database, type DatabaseHandle } from "~/domain/db/connection.server";
import { pgliteDirectoryFrom, temporaryDirectory } from "../support/test-database";

/** The rows a statement answers with, as the embedded database hands them over. */
async function rowsOf(db: Database, query: SQL): Promise<unknown[]> {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/** The embedded database answers from a thread of its own (app/domain/db/pglite-thread.server.ts). */
describe("the embedded database's thread", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = pgliteDirectoryFrom("migrated");
    handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await handle.db.execute(sql`create table notes (id integer primary key, body text not null, written timestamptz, data bytea)`);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the portal's thread free while a query runs", async () => {
    const query = handle.db.execute(sql`select pg_sleep(0.5)`).then(() => "query");
    const timer = new Promise((resolve) => setTimeout(() => resolve("timer"), 20));
    // In the portal's own thread, the query would hold it for half a second: the timer could only fire after.
    expect(await Promise.race([query, timer])).toBe("timer");
    await query;
  });

  it("hands back rows as PGlite does: timestamps as text, bytes, numbers and nulls", async () => {
    await handle.db.execute(sql`insert into notes values (1, 'first', '2026-11-26 10:00:00+00', ${new Uint8Array([1, 2, 3])}), (2, 'second', null, null)`);
    expect(await rowsOf(handle.db, sql`select id, body, written, data from notes order by id`)).toEqual([
      { id: 1, body: "first", written: "2026-11-26 10:00:00+00", data: new Uint8Array([1, 2, 3]) },
      { id: 2, body: "second", written: null, data: null },
    ]);
  });

  it("keeps a database error's fields, so its code and constraint can be told", async () => {
    const failure = await handle.db.execute(sql`insert into notes (id, body) values (1, 'again')`).catch((error: unknown) => error);
    const cause = (failure as Error).cause as Record<string, unknown>;
    expect(cause).toMatchObject({ code: "23505", constraint: "notes_pkey", message: expect.stringContaining("duplicate key") });
  });

  it("commits a transaction that ends well and rolls back one that throws", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (10, 'kept')`);
    });
    const thrown = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (11, 'dropped')`);
        throw new Error("changed my mind");
      })
      .catch((error: unknown) => (error as Error).message);
    expect(thrown).toBe("changed my mind");
    expect(await rowsOf(handle.db, sql`select id from notes where id in (10, 11)`)).toEqual([{ id: 10 }]);
  });

  it("rolls back a failed statement's transaction and goes on serving", async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (20, 'in the failed one')`);
        await tx.execute(sql`insert into notes (id, body) values (1, 'duplicate')`);
      })
      .catch((error: unknown) => error);
    expect(((failure as Error).cause as { code?: string }).code).toBe("23505");
    expect(await rowsOf(handle.db, sql`select count(*)::int as n from notes where id = 20`)).toEqual([{ n: 0 }]);
  });

  it("makes other queries wait for an open transaction, which they never join", async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (30, 'never committed')`);
        inserted();
        await held;
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await insertDone;
    // Asked while the transaction is open: were it run inside it, it would count the row.
    const outside = rowsOf(handle.db, sql`select count(*)::int as n from notes where id = 30`);
    letGo();
    await transaction;
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it("nests transactions as savepoints", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (40, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (id, body) values (41, 'inner')`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(await rowsOf(handle.db, sql`select id from notes where id in (40, 41)`)).toEqual([{ id: 40 }]);
  });

  it("tells each listener of a notification, once the transaction sending it commits", async () => {
    const heard: string[] = [];
    await handle.listen("note_changes", () => heard.push("first"));
    await handle.listen("note_changes", () => heard.push("second"));
    let notified!: () => void;
    const both = new Promise<void>((resolve) => (notified = resolve));
    await handle.listen("note_changes", () => heard.length === 2 && notified());
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`notify note_changes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    await both;
    expect(heard).toEqual(["first", "second"]);
  });

  it("is shared with another thread, which queries and runs transactions but may not listen, share or close it", async () => {
    const shared = await openSharedDatabase(await handle.share(), { poolSize: 1 });
    try {
      expect(shared.engine).toBe("pglite");
      await shared.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (60, 'from the other thread')`);
      });
      expect(await rowsOf(handle.db, sql`select body from notes where id = 60`)).toEqual([{ body: "from the other thread" }]);
      await handle.db.execute(sql`insert into notes (id, body) values (61, 'from the portal')`);
      expect(await rowsOf(shared.db, sql`select body from notes where id = 61`)).toEqual([{ body: "from the portal" }]);
      const failure = await shared.db.execute(sql`insert into notes (id, body) values (60, 'again')`).catch((error: unknown) => error);
      expect(((failure as Error).cause as Record<string, unknown>).code).toBe("23505");
      const refusal = "Only the thread that opened the embedded database may do this.";
      await expect(shared.listen("note_changes", () => undefined)).rejects.toThrow(refusal);
      await expect(shared.share()).rejects.toThrow(refusal);
      await expect(shared.migrate("drizzle")).rejects.toThrow(refusal);
    } finally {
      await shared.close();
    }
    // Closing the shared connection closed its port only.
    expect(await rowsOf(handle.db, sql`select count(*)::int as notes from notes where id in (60, 61)`)).toEqual([{ notes: 2 }]);
    await expect(shared.ping()).rejects.toThrow("The embedded database is closed.");
  });

  it("rolls back a transaction a stopped thread left open, so the portal's queries go on", async () => {
    const shared = await openSharedDatabase(await handle.share(), { poolSize: 1 });
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    // The thread stops in mid-transaction: its callback never ends.
    const abandoned = shared.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (70, 'never committed')`);
        inserted();
        await new Promise(() => undefined);
      })
      .catch(() => undefined);
    await insertedNow;
    await shared.close();
    const answer = handle.db.execute(sql`select count(*)::int as notes from notes where id = 70`);
    const stuck = new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5_000));
    expect(await Promise.race([answer.then(() => "answered"), stuck])).toBe("answered");
    expect(((await answer) as unknown as { rows: unknown[] }).rows).toEqual([{ notes: 0 }]);
    void abandoned;
  });
});

describe("a closed embedded database", () => {
  it("refuses queries with a clear message and keeps what was written", async () => {
    const dataDir = temporaryDirectory();
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      await first.db.execute(sql`create table kept (n integer)`);
      await first.db.execute(sql`insert into kept values (7)`);
      await first.close();
      const refusal = await first.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(((refusal as Error).cause as Error).message).toBe("The embedded database is closed.");
      await first.close();

      const again = await openDatabase({ databaseUrl: undefined, dataDir });
      expect(await rowsOf(again.db, sql`select n from kept`)).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("tells why it cannot open a folder that is not a database", async () => {
    const dataDir = temporaryDirectory();
    try {
      fs.writeFileSync(`${dataDir}/PG_VERSION`, "not a version\n");
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(/The embedded database in .* cannot be opened \(.+\)/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
