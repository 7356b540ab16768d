import pg from "pg";
import { openDatabase } from "~/domain/db/connection.server";
import { games, type NewGameRow } from "~/domain/db/schema.server";
import { startPortal, type RunningPortal } from "./portal-server";
import { createPostgresDatabase } from "./test-database";

/**
 * A portal on a PostgreSQL database of its own holding just `catalog` (no seed games:
 * a catalog that is not empty is never seeded), so it starts in seconds. The test keeps
 * a connection to the database, to look inside or to change rows by hand.
 */
export interface BareInstall {
  portal: RunningPortal;
  db: pg.Client;
  /** The database's URL, for another portal on it. */
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startBareInstall(catalog: NewGameRow[], env: NodeJS.ProcessEnv = {}): Promise<BareInstall> {
  const database = await createPostgresDatabase("migrated");
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
  try {
    if (catalog.length > 0) await handle.db.insert(games).values(catalog);
  } finally {
    await handle.close();
  }
  const portal = await startPortal({ DATABASE_URL: database.url, ...env });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  return {
    portal,
    db,
    databaseUrl: database.url,
    async close() {
      await db.end();
      await portal.stop();
      await database.drop();
    },
  };
}

/** A plain game row; tests override what they care about. */
export function gameRow(slug: string, title: string, overrides: Partial<NewGameRow> = {}): NewGameRow {
  return {
    slug,
    title,
    description: `${title}, a game for the tests.`,
    gameUrl: "/games/snake/",
    category: "Arcade",
    tags: ["test"],
    rating: 4,
    plays: 100,
    ...overrides,
  };
}
