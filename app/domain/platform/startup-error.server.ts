/**
 * How the configuration (config-schema.server.ts) and the start refuse to go on: one line
 * that says what is wrong and what to do (server.js prints it without a stack).
 */

/** A problem that stops the portal from starting, told in one line with what to do. */
export class StartupError extends Error {
  override name = "StartupError";
}
