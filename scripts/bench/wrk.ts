import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ensureDebianProgram } from "./debian-package";

/*
 * wrk (C, from Debian, installed when missing) as the load generator of the bench.
 * autocannon, in JavaScript, decodes every answer's body into a string: on a brotli body
 * that capped it at about 5,000 answers a second whatever the server, which made the
 * portal, nginx and a bare Node server look alike.
 */

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  requests: number;
  /** Bytes on the wire per answer, headers included: the same for servers sending the same answer. */
  bytesPerAnswer: number;
}

/** wrk's script: `request` (Lua defining `request()`) if given, and the line the bench reads. */
function script(request?: string): string {
  return `
${request ?? ""}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"bytes":%d,"duration":%d,"errors":%d,"p99":%d}\\n',
    summary.requests, summary.bytes, summary.duration, e.connect + e.read + e.write + e.status + e.timeout, latency:percentile(99)))
end
`;
}

/**
 * Load on one URL: `connections` connections from one thread (the server has the other core).
 * `request`: Lua defining wrk's `request()`, for load that is not a plain GET.
 */
export async function runWrk(
  dir: string,
  url: string,
  { connections, seconds, request, name }: { connections: number; seconds: number; request?: string; name?: string },
): Promise<LoadResult> {
  const binary = ensureDebianProgram("/usr/bin/wrk", "wrk");
  fs.mkdirSync(dir, { recursive: true });
  const scriptPath = path.join(dir, `${name ?? "plain"}.lua`);
  fs.writeFileSync(scriptPath, script(request));
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-H", "Accept-Encoding: br", "-s", scriptPath, url];
  const { stdout } = await promisify(execFile)(binary, args);
  const line = stdout.split("\n").find((text) => text.startsWith("RESULT "));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const result = JSON.parse(line.slice("RESULT ".length)) as { requests: number; bytes: number; duration: number; errors: number; p99: number };
  return {
    rps: Math.round(result.requests / (result.duration / 1e6)),
    p99: Math.round(result.p99 / 100) / 10,
    errors: result.errors,
    requests: result.requests,
    bytesPerAnswer: Math.round(result.bytes / Math.max(1, result.requests)),
  };
}
