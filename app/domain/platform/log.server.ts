/**
 * The portal's log: one JSON line per entry on standard output (pino), with its time, level,
 * message and, inside a request, the request's id (X-Request-Id), so that an operator can
 * search it (`journalctl -u 'zowii@*' -o cat | jq 'select(.level == "error")'`) and find the
 * nginx line of the same request. Commands write the same entries as plain lines for the
 * operator at the terminal (`logAsText`).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

interface RequestScope {
  requestId: string;
  /** Set when the request failed because the database did not answer (logFailure saw it). */
  databaseUnreachable?: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

let asText = false;
const standardOutput = pino.destination({ dest: 1, sync: true });

/** What a command's operator reads: the message, and the reason of an error. */
function textLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    const reason = entry.err?.message ? `: ${entry.err.message}` : "";
    return `${entry.msg ?? ""}${reason}\n`;
  } catch {
    return line;
  }
}

export const log = pino(
  {
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => requestScope.getStore() ?? {},
  },
  {
    write(line: string) {
      if (asText) process.stderr.write(textLine(line));
      else standardOutput.write(line);
    },
  },
);

/** Commands: entries as plain lines on standard error, beside the command's own output. */
export function logAsText(): void {
  asText = true;
}

/** Runs `answer` with every entry it logs carrying `requestId`. */
export function inRequestScope<T>(requestId: string, answer: () => T): T {
  return requestScope.run({ requestId }, answer);
}

/** Whether the request being answered failed because the database did not answer. */
export function requestFoundDatabaseUnreachable(): boolean {
  return requestScope.getStore()?.databaseUnreachable === true;
}

const DATABASE_CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
]);
const DATABASE_CONNECTION_MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

/**
 * The path as the access line gives it: no query (a search is the visitor's), and no
 * token of a mailed link (a password reset's, an address confirmation's), which would let
 * whoever reads the log use it.
 */
export function loggedPath(url: string): string {
  const path = url
    .replace(/^[a-z]+:\/\/[^/]*/i, "")
    .split("?")[0]!
    .slice(0, 300);
  return path.replace(/\/(reset-password|verify-email|magic-link)\/[^/]+/, "/$1/…");
}

/** The spec's "the missing path is logged": one short entry, no stack, and never the query (a visitor's search). */
export function logMissingPage(request: Request): void {
  log.warn({ status: 404, path: loggedPath(request.url) }, "No page at this address");
}

/** An error's message alone, for entries where its stack would say nothing more (a feed's bad record). */
export function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether an error (or one it wraps, as Drizzle does) is the database not answering, rather than a query's fault. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (DATABASE_CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && DATABASE_CONNECTION_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** During an outage, one entry per this long says how many failures it caused. */
export const OUTAGE_LOG_EVERY_MS = 10_000;

const outage = { failures: 0, timer: undefined as NodeJS.Timeout | undefined };

function summariseOutage(): void {
  if (outage.failures === 0) {
    outage.timer = undefined;
    return;
  }
  log.error({ failures: outage.failures }, `The database is still unreachable: ${outage.failures} failures in the last ${OUTAGE_LOG_EVERY_MS / 1000} s`);
  outage.failures = 0;
  outage.timer = setTimeout(summariseOutage, OUTAGE_LOG_EVERY_MS).unref();
}

/**
 * Logs what failed, with the error's stack. A failure because the database does not answer
 * is counted instead: the first is logged at once, then one entry per OUTAGE_LOG_EVERY_MS
 * gives the count, so an outage under load writes a few lines, not one trace per request.
 */
export function logFailure(doing: string, error: unknown): void {
  if (!isDatabaseUnreachable(error)) {
    log.error({ err: error }, `${doing} failed`);
    return;
  }
  const scope = requestScope.getStore();
  if (scope) scope.databaseUnreachable = true;
  if (outage.timer) {
    outage.failures += 1;
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  log.error({ reason }, `The database cannot be reached (${doing}): ${reason}`);
  outage.timer = setTimeout(summariseOutage, OUTAGE_LOG_EVERY_MS).unref();
}
