/**
 * npm run admin:create -- --email X --password Y
 * Creates an administrator account, or makes an existing account one. With the embedded
 * database, stop the portal first: one folder serves one process.
 */
import { eq } from "drizzle-orm";
import { parseArgs } from "node:util";
import { ADMIN_ROLE } from "~/server/auth/auth.server";
import { authErrorMessage } from "~/server/auth/admin-auth.server";
import { StartupError } from "~/server/config.server";
import { user } from "~/server/db/schema.server";
import { authService, database, startRuntime, stopRuntime } from "~/server/runtime.server";

const usage = "Usage: npm run admin:create -- --email you@example.com --password 'a long passphrase'";

async function main(): Promise<string> {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = values.email?.trim().toLowerCase();
  if (!email) throw new StartupError(`--email is missing. ${usage}`);
  await startRuntime();
  const db = await database();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    if (!values.password) throw new StartupError(`--password is missing: a new account needs one. ${usage}`);
    const auth = await authService();
    try {
      await auth.api.createUser({ body: { email, password: values.password, name: email.split("@")[0] ?? email } });
    } catch (error) {
      throw new StartupError(authErrorMessage(error));
    }
  }
  await db.update(user).set({ role: ADMIN_ROLE, emailVerified: true, updatedAt: new Date() }).where(eq(user.email, email));
  return existing ? `${email} is now an administrator.` : `Created the administrator ${email}.`;
}

try {
  console.log(await main());
} catch (error) {
  console.error(error instanceof StartupError ? `admin:create failed: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await stopRuntime();
}
