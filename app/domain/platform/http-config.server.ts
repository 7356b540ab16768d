/**
 * How the HTTP server listens, stops, reads client addresses and renders (PORT, HOST,
 * SHUTDOWN_TIMEOUT_MS, TRUST_PROXY, RENDER_THREADS, LOG_REQUESTS), and where the metrics are
 * served (METRICS_ADDRESS): read by readServerConfig (config.server.ts).
 */
import os from "node:os";
import { z } from "zod";
import { flag, optionalText, refuse, textOr, wholeNumber } from "./config-schema.server";

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

const MAX_RENDER_THREADS = 16;

/**
 * One render thread a core, up to four: the portal's own thread answers requests and the
 * cache, the embedded database's thread its queries, and a single core gains nothing.
 */
export function defaultRenderThreads(cores = os.availableParallelism()): number {
  return cores < 2 ? 0 : Math.min(cores, 4);
}

/**
 * METRICS_ADDRESS: HOST:PORT ([::1]:9464 for IPv6). The host is required: listening on
 * every address by default would show the metrics to whoever reaches the machine. The
 * public port is refused (below), so that the metrics can never be the visitors' to read.
 */
const metricsAddress = optionalText.transform((value, ctx): ListenAddress | undefined => {
  if (value === undefined) return undefined;
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(\d{1,5})$/.exec(value);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535) {
    return refuse(
      ctx,
      `must be HOST:PORT, such as 127.0.0.1:9464 ([::1]:9464 for IPv6), with a port from 1 to 65535 (got "${value}"); unset it to serve no metrics.`,
    );
  }
  return { host: match[1] ?? match[2]!, port };
});

export const httpSettings = z
  .object({
    PORT: wholeNumber({ max: 65535, otherwise: 3000, refusal: (value) => `must be a port number from 0 to 65535 (got "${value}").` }),
    HOST: textOr("0.0.0.0"),
    SHUTDOWN_TIMEOUT_MS: wholeNumber({ min: 1, otherwise: 10_000, refusal: (_, raw) => `must be a whole number of milliseconds (got "${raw}").` }),
    TRUST_PROXY: optionalText.transform((proxy) =>
      proxy === undefined || proxy === "false" ? false : proxy === "true" ? true : /^\d+$/.test(proxy) ? Number(proxy) : proxy,
    ),
    RENDER_THREADS: wholeNumber({
      max: MAX_RENDER_THREADS,
      otherwise: defaultRenderThreads,
      refusal: (value) => `must be a whole number from 0 to ${MAX_RENDER_THREADS} (got "${value}"); 0 renders pages in the portal's own thread.`,
    }),
    LOG_REQUESTS: flag,
    METRICS_ADDRESS: metricsAddress,
  })
  .transform((env, ctx): { http: HttpConfig; metricsAddress: ListenAddress | undefined } => {
    if (env.METRICS_ADDRESS?.port === env.PORT) {
      return refuse(
        ctx,
        `uses the portal's own port ${env.PORT} (PORT): the metrics are served on a port of their own, never to visitors; choose another, such as 127.0.0.1:9464.`,
        "METRICS_ADDRESS",
      );
    }
    return {
      http: {
        port: env.PORT,
        host: env.HOST,
        shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
        trustProxy: env.TRUST_PROXY,
        renderThreads: env.RENDER_THREADS,
        logRequests: env.LOG_REQUESTS,
      },
      metricsAddress: env.METRICS_ADDRESS,
    };
  });
