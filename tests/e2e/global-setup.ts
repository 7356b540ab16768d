import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startPortal } from "../support/portal-server";
import { temporaryDirectory } from "../support/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One built portal on a new embedded database, seeded on start, for all browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = temporaryDirectory("zowii-e2e-");
  const portal = await startPortal({ DATA_DIR: dataDir });
  project.provide("baseURL", portal.url);
  return async () => {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
