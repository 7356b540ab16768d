/**
 * How the configuration's readers refuse a start: one line that says what is wrong and
 * what to do (server.js prints it without a stack).
 */

/** A problem that stops the portal from starting, told in one line with what to do. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** "true" or "false" (any case), unset meaning false; anything else stops the start. */
export function readBoolean(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  throw new StartupError(`${name} must be true or false (got "${raw}").`);
}
