import { readServerConfig, type ServerConfig } from "./config.server";
import { openDatabase, type Database, type DatabaseHandle } from "./db/connection.server";
import { applyMigrations } from "./db/migrations.server";
import { seedNewInstall } from "./db/seed.server";
import { prunePlayCounts } from "./plays.server";

/**
 * The one database of this process. It is kept on globalThis so that a module
 * reloaded by the dev server reuses it: PGlite must not be opened twice on one folder.
 */
interface Runtime {
  config: ServerConfig;
  handle: DatabaseHandle;
  pruneTimer: NodeJS.Timeout;
}

const PRUNE_INTERVAL_MS = 10 * 60_000;

const holder = globalThis as typeof globalThis & { __zowiiRuntime?: Promise<Runtime> };

/** Opens the database, migrates it and loads the seed catalog on a new install. */
export function startRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  holder.__zowiiRuntime ??= (async () => {
    const config = readServerConfig(env);
    const handle = await openDatabase(config);
    try {
      await applyMigrations(handle);
      const seeded = await seedNewInstall(handle.db);
      if (seeded > 0) console.log(`Loaded ${seeded} seed games into the new catalog.`);
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    console.log(`Database: ${handle.engine} (${handle.location})`);
    const pruneTimer = setInterval(() => {
      prunePlayCounts(handle.db).catch((error: unknown) => console.error("Pruning play counts failed:", error));
    }, PRUNE_INTERVAL_MS).unref();
    return { config, handle, pruneTimer };
  })().catch((error: unknown) => {
    holder.__zowiiRuntime = undefined;
    throw error;
  });
  return holder.__zowiiRuntime;
}

export async function stopRuntime(): Promise<void> {
  const runtime = holder.__zowiiRuntime;
  holder.__zowiiRuntime = undefined;
  if (!runtime) return;
  const { handle, pruneTimer } = await runtime;
  clearInterval(pruneTimer);
  await handle.close();
}

/** The database, for loaders and actions. */
export async function database(): Promise<Database> {
  return (await startRuntime()).handle.db;
}

export async function serverConfig(): Promise<ServerConfig> {
  return (await startRuntime()).config;
}
