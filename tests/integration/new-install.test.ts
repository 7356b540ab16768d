import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { setUpNewInstallApart } from "~/domain/platform/new-install.server";
import { seedCatalog } from "../../content/catalog/seed-games";
import { projectRoot } from "../support/portal-server";
import { temporaryDirectory } from "../support/test-database";

/**
 * A new install on the embedded database, set up by a process of its own that loads the
 * portal's build (`npm run build` first) and exits, its memory with it.
 */
const build = pathToFileURL(path.join(projectRoot, "build/server/index.js")).href;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder() {
  const folder = temporaryDirectory("zowii-new-install-");
  folders.push(folder);
  return folder;
}

describe("a new install set up apart", () => {
  it("is created, migrated and seeded by a process of its own, and left alone once it is", { timeout: 120_000 }, async () => {
    const dataDir = newFolder();
    expect(await setUpNewInstallApart(build, dataDir, process.env)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, "zowii.pid"))).toBe(false);
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect((await handle.db.select({ n: count() }).from(games))[0]!.n).toBe(seedCatalog.length);
      // A database there: nothing to do, even with a module that would fail.
      expect(await setUpNewInstallApart("data:text/javascript,process.exit(3)", dataDir, process.env)).toBeNull();
    } finally {
      await handle.close();
    }
  });

  it("tells why its process failed, in one line, and leaves the folder to the portal", { timeout: 60_000 }, async () => {
    const dataDir = newFolder();
    const failing = `data:text/javascript,${encodeURIComponent('export async function setUpNewInstall() { throw new Error("no room left on the disk"); }')}`;
    expect(await setUpNewInstallApart(failing, dataDir, process.env)).toBe("no room left on the disk");
    expect(await setUpNewInstallApart("data:text/javascript,process.exit(3)", dataDir, process.env)).toBe("exit code 3");
    expect(fs.existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);
  });
});
