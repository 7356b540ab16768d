import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { temporaryDirectory } from "../support/test-database";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { freePort, startPortal } from "../support/portal-server";
import { BROKEN_GAME } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    /** One portal for each of the browser run's workers (support.ts picks a worker's). */
    baseURLs: string[];
    /** Everything each portal prints, mails with their links among it. */
    portalLogs: string[];
  }
}

/**
 * A built portal for each worker of the browser tests (files run as many at a time as the
 * run has workers), each on a new embedded database holding the seed catalog plus the
 * fixtures the tests need: a file's counts, sign-ins and settings never meet another's.
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers;
  const portals = await Promise.all(Array.from({ length: workers }, () => startFixturePortal(project)));
  project.provide("baseURLs", portals.map((portal) => portal.url));
  project.provide("portalLogs", portals.map((portal) => portal.log));
  return async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  };
}

async function startFixturePortal(project: TestProject) {
  const dataDir = temporaryDirectory("zowii-e2e-");
  fs.cpSync(project.getProvidedContext().databaseTemplates.pglite.seeded, dataDir, { recursive: true });
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  await handle.db.insert(games).values({
    ...BROKEN_GAME,
    description: "A game whose server is down, for the failure panel.",
    gameUrl: `http://127.0.0.1:${await freePort()}/`,
    category: "Puzzle",
    tags: ["test"],
    rating: 1,
    plays: 0,
  });
  await handle.close();

  const log = `${dataDir}.log`;
  const portal = await startPortal({ DATA_DIR: dataDir }, { logFile: log });
  return {
    url: portal.url,
    log,
    async stop() {
      await portal.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(log, { force: true });
    },
  };
}
