import path from "node:path";
import { startPortal } from "../../tests/support/portal-server";
import { NPM_START_ENV, report, residentMb, temporary } from "./context";

const IDLE_SETTLE_MS = 10_000;

/**
 * A portal's resident memory at rest on the embedded database: on its first start (which
 * creates the database and loads the seed catalog) and on a later start of the same folder.
 */
export async function idleMemory() {
  const dataDir = path.join(temporary, "idle-memory");
  for (const start of ["first start", "later start"]) {
    const portal = await startPortal({ ...NPM_START_ENV, DATA_DIR: dataDir });
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const rssMb = residentMb(portal.pid);
    await portal.stop();
    report(`Portal at rest, ${start}, pglite`, `${rssMb.toFixed(0)} MB resident`, "< 300 MB", rssMb < 300);
  }
}
