import path from "node:path";
import { startPortal } from "../../tests/support/portal-server";
import { measurePlays } from "./plays";
import { LOAD_SECONDS, NPM_START_ENV, cleanups, report, temporary } from "./context";

const PLAY_CONNECTIONS = 50;

/** Plays as fast as the portal counts them, each from a new visitor at an address of its own (scripts/bench/plays.ts). */
export async function playBursts() {
  const portal = await startPortal({ ...NPM_START_ENV, DATA_DIR: path.join(temporary, "plays"), TRUST_PROXY: "loopback" });
  cleanups.push(() => portal.stop());
  const plays = await measurePlays(portal.url, path.join(temporary, "wrk"), { connections: PLAY_CONNECTIONS, seconds: LOAD_SECONDS, pid: portal.pid });
  await portal.stop();
  report(
    `Plays, ${PLAY_CONNECTIONS} connections, a new visitor each, pglite`,
    `${plays.rps} plays/s (p99 ${plays.p99} ms, ${plays.errors} errors); server CPU ${plays.cpuUsPerPlay} µs a play`,
  );
}
