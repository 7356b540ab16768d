/**
 * Getting a database ready for the portal: migrated, and on a new install loaded with the
 * seed catalog and content. On the embedded database a new install's first start does it in
 * a process of its own (setUpNewInstallApart).
 */
import { spawn } from "node:child_process";
import { seedNewInstall } from "../catalog/seed.server";
import { readServerConfig } from "./config.server";
import { seedContentOnFirstStart } from "../content/seed.server";
import { openDatabase, type DatabaseHandle } from "../db/connection.server";
import { pgliteDatabaseExists } from "../db/data-directory.server";
import { applyMigrations } from "../db/migrations.server";
import { log } from "./log.server";

/**
 * Migrates the database and, unless `seed` is false (a command run before the site's first
 * start leaves that to the site), loads the seed on a new install. Returns the seed games added.
 */
export async function prepareDatabase(handle: DatabaseHandle, { seed }: { seed: boolean }): Promise<number> {
  await applyMigrations(handle);
  if (!seed) return 0;
  // Under the migrations' lock: another instance starting at once waits, then finds the seed's marker.
  return handle.setUpAlone(async () => {
    const seeded = await seedNewInstall(handle.db);
    if (seeded > 0) log.info(`Loaded ${seeded} seed games into the new catalog.`);
    const seededContent = await seedContentOnFirstStart(handle.db);
    if (seededContent > 0) log.info(`Loaded ${seededContent} landing pages, articles and content pages from content/.`);
    return seeded;
  });
}

/** The process of setUpNewInstallApart: the database of the environment's configuration, made ready. */
export async function setUpNewInstall(): Promise<void> {
  const handle = await openDatabase(readServerConfig());
  try {
    await prepareDatabase(handle, { seed: true });
  } finally {
    await handle.close();
  }
}

/**
 * A new install on the embedded database is created, migrated and seeded by a short-lived
 * process, which hands back to the system what that took as it exits: done in the portal's
 * own process, glibc kept 20–60 MB of it (the seed's title cards, its writes) for the
 * process's life (docs/performance.md). The process imports `moduleUrl` (the portal's build)
 * and calls its setUpNewInstall. Does nothing when `dataDir` holds a database. Resolves with
 * why the process failed, or null; the portal then does what it left undone itself.
 */
export async function setUpNewInstallApart(moduleUrl: string, dataDir: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  if (pgliteDatabaseExists(dataDir)) return null;
  const code = `try {
      const { setUpNewInstall } = await import(${JSON.stringify(moduleUrl)});
      await setUpNewInstall();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }`;
  return new Promise((resolve) => {
    // Its lines ("Loaded 87 seed games…") are the portal's; its errors are told in one line.
    const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
      env: { ...env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "inherit", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on("error", (error) => resolve(error.message));
    child.on("close", (exitCode) => {
      if (exitCode === 0) log.info("New install: its database was created, migrated and seeded by a process of its own.");
      resolve(exitCode === 0 ? null : stderr.trim().split("\n").at(-1) || `exit code ${exitCode}`);
    });
  });
}
