import { databaseReachable } from "~/domain/runtime.server";

/** How long a client is asked to wait before trying again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

/**
 * A server error while the database cannot be reached is an outage, not a fault of the
 * page: it is answered 503 with Retry-After, so browsers, crawlers and monitors come
 * back later instead of taking the page for broken. The body stays what the route or
 * the root error boundary rendered. Routes need to know nothing of this.
 */
export async function answerDuringOutage(response: Response): Promise<Response> {
  if (response.status < 500) return response;
  if (response.status !== 503 && (await databaseReachable({ afterFailure: true }))) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
