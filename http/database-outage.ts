import { requestFoundDatabaseUnreachable } from "~/domain/platform/log.server";
import { databaseReachable, databaseUnreachableWithin } from "~/domain/platform/runtime.server";

/** How long a client is asked to wait before trying again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

/**
 * A failure this close after the database was last found unreachable is the outage's: the
 * request failed while it was away, and the database came back before it was asked.
 */
const OUTAGE_AFTERMATH_MS = 5_000;

/**
 * A server error while the database cannot be reached is an outage, not a fault of the
 * page: it is answered 503 with Retry-After, so browsers, crawlers and monitors come
 * back later instead of taking the page for broken. The body stays what the route or
 * the root error boundary rendered. Routes need to know nothing of this. The request's
 * own error says so when this thread saw it (a render thread's is not seen here); else
 * the database is asked, and an outage that ended moments ago still counts.
 */
export async function answerDuringOutage(response: Response): Promise<Response> {
  if (response.status < 500) return response;
  const outage =
    response.status === 503 ||
    requestFoundDatabaseUnreachable() ||
    !(await databaseReachable({ afterFailure: true })) ||
    databaseUnreachableWithin(OUTAGE_AFTERMATH_MS);
  if (!outage) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
