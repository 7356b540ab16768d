import { openDatabase } from "~/domain/db/connection.server";
import { games, type NewGameRow } from "~/domain/db/schema.server";
import { startPortalInstall, type PortalInstall } from "./portal-install";

/**
 * A portal on a PostgreSQL database of its own holding just `catalog` (no seed games:
 * a catalog that is not empty is never seeded), so it starts in seconds.
 */
export type BareInstall = PortalInstall;

export async function startBareInstall(catalog: NewGameRow[], env: NodeJS.ProcessEnv = {}): Promise<BareInstall> {
  return startPortalInstall("migrated", env, async (databaseUrl) => {
    const handle = await openDatabase({ databaseUrl, dataDir: "" });
    try {
      if (catalog.length > 0) await handle.db.insert(games).values(catalog);
    } finally {
      await handle.close();
    }
  });
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
