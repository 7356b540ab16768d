import type { Refused } from "./action-result";
import { ADMIN_MESSAGES } from "./admin-messages";

/**
 * `fetch` rejects with a TypeError when no answer arrives at all (offline, a dropped
 * connection, a refused one); any answer from the server, even an error, is not that.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * A panel form's action, answered by the server; or, when the server could not be reached,
 * the message that says so. Left to React Router, the failed request would replace the
 * section by its error page ("Failed to fetch games"), and what the operator typed with it.
 */
export async function answeredOrUnreachable<T>(serverAction: () => Promise<T>): Promise<T | Refused> {
  try {
    return await serverAction();
  } catch (error) {
    if (isUnreachable(error)) return { ok: false, message: ADMIN_MESSAGES.serverUnreachable, unreachable: true };
    throw error;
  }
}

/**
 * A list read again from the browser (a search, a filter, another page): when the server
 * cannot be reached, `{ unreachable: true }`, so the page keeps what it showed and says so
 * instead of giving way to the error page.
 */
export async function listedOrUnreachable<T>(serverLoader: () => Promise<T>): Promise<T | { unreachable: true }> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isUnreachable(error)) return { unreachable: true };
    throw error;
  }
}

export { revalidatesAfterForm } from "./form-revalidation";
