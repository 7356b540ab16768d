import { cpuMs } from "./cpu-time";
import { runWrk, type LoadResult } from "./wrk";
import { BROWSER } from "../../tests/support/user-agents";

/** Seed games the plays are spread over: a burst of launches is rarely all of one game. */
const PLAYED_SLUGS = ["krunker-io", "slither-io", "bloxd-io", "tile-merge", "zowii-snake", "brick-breaker", "smash-karts", "paper-io-2"];

/**
 * wrk's request(): a play of one of PLAYED_SLUGS, each from an address of its own and
 * without a cookie (a new visitor each), from a browser (a robot's launch counts nothing),
 * so that every play is counted, the costliest case.
 * The portal must trust the loopback proxy (TRUST_PROXY=loopback) for the addresses to hold.
 */
function playLoadScript(firstAddress: number): string {
  return `
local n = 0
local slugs = { ${PLAYED_SLUGS.map((slug) => `"${slug}"`).join(", ")} }
request = function()
  n = n + 1
  local a = ${firstAddress} + n
  local address = string.format("10.%d.%d.%d", math.floor(a / 65536) % 256, math.floor(a / 256) % 256, a % 256)
  return wrk.format("POST", "/api/games/" .. slugs[(n % #slugs) + 1] .. "/plays", { ["X-Forwarded-For"] = address, ["User-Agent"] = ${JSON.stringify(BROWSER)} })
end`;
}

export interface PlaysResult extends LoadResult {
  /** Wall time of the portal per answered play at this load, in ms. */
  msPerPlay: number;
  /** The portal's CPU time per answered play, in µs (with `pid`): less at the mercy of other load on the machine. */
  cpuUsPerPlay?: number;
}

/**
 * Plays posted as fast as the portal answers them, at `connections` connections (a short
 * run first, not counted, as for pages). `portalUrl` is a portal started as `npm start`
 * does, with TRUST_PROXY=loopback; `dir` is where wrk's script is written; `pid`, the
 * portal's process, for its CPU time per play.
 */
export async function measurePlays(
  portalUrl: string,
  dir: string,
  { connections = 50, seconds = 15, pid }: { connections?: number; seconds?: number; pid?: number } = {},
): Promise<PlaysResult> {
  const url = `${portalUrl}/api/games/krunker-io/plays`;
  await runWrk(dir, url, { connections, seconds: 3, request: playLoadScript(1_000_000), name: "plays-warm" });
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  const result = await runWrk(dir, url, { connections, seconds, request: playLoadScript(2_000_000), name: "plays" });
  const answered = Math.max(1, result.requests - result.errors);
  return {
    ...result,
    msPerPlay: Math.round((1000 / Math.max(1, result.rps)) * 1000) / 1000,
    ...(pid === undefined ? {} : { cpuUsPerPlay: Math.round(((cpuMs(pid) - cpuBefore) * 1000) / answered) }),
  };
}
