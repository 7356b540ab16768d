// Apart from server-unreachable.ts (and its messages), so that every public page's root can
// use it without loading the panel's texts.

/**
 * Whether a route reads its data again after a form was sent. Not after one that could
 * not reach the server: the read would fail the same way and put the error page where
 * the form was.
 */
export function revalidatesAfterForm({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  const unreachable = typeof actionResult === "object" && actionResult !== null && "unreachable" in actionResult;
  return unreachable ? false : defaultShouldRevalidate;
}
