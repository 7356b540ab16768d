/**
 * The operator reads a command's output at a terminal: the portal's entries as plain lines.
 * Imported for this effect by a command that opens the database itself, before it logs
 * anything (run-command.ts imports it only then, with the app: a command handed to the
 * running portal does not load the log).
 */
import { logAsText } from "~/domain/platform/log.server";

logAsText();
