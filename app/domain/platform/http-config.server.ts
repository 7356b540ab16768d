/**
 * How the HTTP server listens, stops, reads client addresses and renders (PORT, HOST,
 * SHUTDOWN_TIMEOUT_MS, TRUST_PROXY, RENDER_THREADS, LOG_REQUESTS), and where the metrics are
 * served (METRICS_ADDRESS): read by readServerConfig (config.server.ts).
 */
import os from "node:os";
import { readBoolean, StartupError } from "./startup-error.server";

/** A host (a name or an address; IPv6 without its brackets) and a port to listen on. */
export interface ListenAddress {
  host: string;
  port: number;
}

export interface HttpConfig {
  port: number;
  host: string;
  /** How long a shutdown lets requests in progress finish, and the database close. */
  shutdownTimeoutMs: number;
  /** Which proxies' X-Forwarded-For to believe, as Express's "trust proxy" takes it: a hop count, true/false, or addresses such as "loopback". */
  trustProxy: boolean | number | string;
  /** How many threads render the pages shared by every visitor; 0 renders them in the portal's own thread. */
  renderThreads: number;
  /** Whether every request gets an access line in the log (nginx usually writes one already). */
  logRequests: boolean;
}

/**
 * A hop count or `true` believes X-Forwarded-For from whoever connects: behind a proxy on
 * this machine that is the proxy, but a portal listening on a public address is reached
 * directly too, and such a client names its own address, stepping round every per-address
 * limit (sign-ins, plays, votes). Null when the setting is safe.
 */
export function trustProxyWarning({ trustProxy, host }: Pick<HttpConfig, "trustProxy" | "host">): string | null {
  const anyHop = trustProxy === true || typeof trustProxy === "number";
  const loopback = /^(127\.|::1$|localhost$|::ffff:127\.)/i.test(host);
  if (!anyHop || loopback) return null;
  return (
    `TRUST_PROXY=${String(trustProxy)} believes X-Forwarded-For from whoever connects, and the portal listens on ${host}: a client that reaches it directly ` +
    "chooses its own address and steps round the limits per address. Set TRUST_PROXY=loopback (a proxy on this machine) or to the proxy's address, or HOST=127.0.0.1."
  );
}

/**
 * METRICS_ADDRESS: HOST:PORT ([::1]:9464 for IPv6). The host is required: listening on
 * every address by default would show the metrics to whoever reaches the machine. The
 * public port is refused, so that the metrics can never be the visitors' to read.
 */
export function readMetricsAddress(raw: string | undefined, publicPort: number): ListenAddress | undefined {
  const value = raw?.trim() ?? "";
  if (value === "") return undefined;
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(\d{1,5})$/.exec(value);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535) {
    throw new StartupError(
      `METRICS_ADDRESS must be HOST:PORT, such as 127.0.0.1:9464 ([::1]:9464 for IPv6), with a port from 1 to 65535 (got "${value}"); unset it to serve no metrics.`,
    );
  }
  if (port === publicPort) {
    throw new StartupError(
      `METRICS_ADDRESS uses the portal's own port ${port} (PORT): the metrics are served on a port of their own, never to visitors; choose another, such as 127.0.0.1:9464.`,
    );
  }
  return { host: match[1] ?? match[2]!, port };
}

export function readHttpConfig(env: NodeJS.ProcessEnv): HttpConfig {
  const rawPort = env.PORT?.trim() || "3000";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new StartupError(`PORT must be a port number from 0 to 65535 (got "${rawPort}").`);
  const rawTimeout = env.SHUTDOWN_TIMEOUT_MS?.trim() ?? "";
  const shutdownTimeoutMs = rawTimeout === "" ? 10_000 : Number(rawTimeout);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs <= 0) {
    throw new StartupError(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "${env.SHUTDOWN_TIMEOUT_MS}").`);
  }
  const proxy = env.TRUST_PROXY?.trim() ?? "";
  const trustProxy = proxy === "" || proxy === "false" ? false : proxy === "true" ? true : /^\d+$/.test(proxy) ? Number(proxy) : proxy;
  return {
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    shutdownTimeoutMs,
    trustProxy,
    renderThreads: readRenderThreads(env.RENDER_THREADS),
    logRequests: readBoolean("LOG_REQUESTS", env.LOG_REQUESTS),
  };
}

export const MAX_RENDER_THREADS = 16;

/**
 * One render thread a core, up to four: the portal's own thread answers requests and the
 * cache, the embedded database's thread its queries, and a single core gains nothing.
 */
export function defaultRenderThreads(cores = os.availableParallelism()): number {
  return cores < 2 ? 0 : Math.min(cores, 4);
}

function readRenderThreads(raw: string | undefined): number {
  const value = raw?.trim() ?? "";
  if (value === "") return defaultRenderThreads();
  const count = Number(value);
  if (!/^\d+$/.test(value) || count > MAX_RENDER_THREADS) {
    throw new StartupError(
      `RENDER_THREADS must be a whole number from 0 to ${MAX_RENDER_THREADS} (got "${value}"); 0 renders pages in the portal's own thread.`,
    );
  }
  return count;
}
