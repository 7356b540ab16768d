import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { temporaryDirectory } from "../support/test-database";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { freePort, startPortal } from "../support/portal-server";
import { BROKEN_GAME } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Everything the portal prints, mails with their links among it. */
    portalLog: string;
  }
}

/**
 * One built portal for all browser tests, on a new embedded database holding the
 * seed catalog plus the fixtures the tests need.
 */
export default async function setup(project: TestProject) {
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

  const portalLog = `${dataDir}.log`;
  const portal = await startPortal({ DATA_DIR: dataDir }, { logFile: portalLog });
  project.provide("baseURL", portal.url);
  project.provide("portalLog", portalLog);
  return async () => {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(portalLog, { force: true });
  };
}
