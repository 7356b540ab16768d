/**
 * npm run admin:create -- --email X --password Y
 * Creates an administrator account, or makes an existing account one, through the same
 * accounts module (and audit log) as the panel. With the embedded database, stop the
 * portal first: one folder serves one process.
 */
import { parseArgs } from "node:util";
import { ADMIN_CREATE_ACTOR, AccountError, makeAdministrator } from "~/domain/admin/accounts-admin.server";
import { authErrorMessage } from "~/domain/auth/admin-auth.server";
import { StartupError } from "~/domain/config.server";
import { authService, database, startRuntime, stopRuntime } from "~/domain/runtime.server";

const usage = "Usage: npm run admin:create -- --email you@example.com --password 'a long passphrase'";

async function main(): Promise<string> {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = values.email?.trim().toLowerCase();
  if (!email) throw new StartupError(`--email is missing. ${usage}`);
  const password = values.password;
  await startRuntime();
  const auth = await authService();
  const createAccount = password
    ? async () => {
        try {
          await auth.api.createUser({ body: { email, password, name: email.split("@")[0] ?? email } });
        } catch (error) {
          throw new StartupError(authErrorMessage(error));
        }
      }
    : null;
  try {
    const { created } = await makeAdministrator(await database(), ADMIN_CREATE_ACTOR, email, createAccount);
    return created ? `Created the administrator ${email}.` : `${email} is now an administrator.`;
  } catch (error) {
    if (error instanceof AccountError && !password) throw new StartupError(`--password is missing: a new account needs one. ${usage}`);
    if (error instanceof AccountError) throw new StartupError(error.message);
    throw error;
  }
}

try {
  console.log(await main());
} catch (error) {
  console.error(error instanceof StartupError ? `admin:create failed: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await stopRuntime();
}
