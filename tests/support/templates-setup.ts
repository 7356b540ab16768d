import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeDatabaseTemplates, removeDatabaseTemplates, sharedDatabaseTemplates, type DatabaseTemplates } from "./database-templates";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * The database templates of the run (database-templates.ts): under `npm test`, the ones all
 * its Vitest runs share; when Vitest was started by hand, made here and removed after.
 */
export default async function setup(project: TestProject) {
  const shared = await sharedDatabaseTemplates();
  const templates = shared ?? (await makeDatabaseTemplates(fs.mkdtempSync(path.join(os.tmpdir(), "zowii-templates-"))));
  project.provide("databaseTemplates", templates);
  if (!shared) return () => removeDatabaseTemplates(templates);
}
