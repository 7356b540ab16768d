/**
 * npm run admin:create -- --email X --password Y
 * Creates an administrator account, or makes an existing account one, through the same
 * accounts module (and audit log) as the panel. Works while the portal runs, on either
 * database.
 */
import { parseArgs } from "node:util";
import { runFromShell, usageError } from "./lib/run-command";

const LABEL = "admin:create";
const usage = "Usage: npm run admin:create -- --email you@example.com --password 'a long passphrase'";

function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } }));
  } catch (error) {
    return usageError(LABEL, `${(error as Error).message}. ${usage}`);
  }
  const email = values.email?.trim().toLowerCase();
  if (!email) return usageError(LABEL, `--email is missing. ${usage}`);
  return runFromShell("admin-create", LABEL, { email, password: values.password });
}

await main();
