/**
 * The authentication service: better-auth with sessions in our database, roles from its
 * admin plugin and TOTP from its twoFactor plugin. The panel's forms call it from
 * route actions (see admin-auth.server.ts); over HTTP only the links in mails reach it.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import type { ServerConfig } from "../platform/config.server";
import type { Database } from "../db/connection.server";
import { account, appState, session, twoFactor as twoFactorTable, user, verification } from "../db/schema.server";
import type { SendMail } from "../platform/mail.server";
import { CLIENT_ADDRESS_HEADER } from "../web/request-context.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, weakPasswordMessage, weakPasswordReasons } from "./password-policy.server";
import { log, logFailure } from "../platform/log.server";

export const AUTH_BASE_PATH = "/api/auth";
const SESSION_DAYS = 7;

export const ADMIN_ROLE = "admin";
export const USER_ROLE = "user";

interface AuthDeps {
  db: Database;
  config: Pick<ServerConfig, "siteName" | "siteUrl">;
  secret: string;
  sendMail: SendMail;
}

/** Paths whose body carries a new password, and the field that holds it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

export function createAuth({ db, config, secret, sendMail }: AuthDeps) {
  return betterAuth({
    appName: config.siteName,
    baseURL: config.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Its entries are the portal's: JSON lines with the request's id, a failure with its
    // stack. Its other arguments are left out: they may hold a token or a session.
    logger: {
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error);
        if (level === "error") logFailure(`Authentication: ${message}`, error ?? new Error(message));
        else log[level](`Authentication: ${message}`);
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    // The same rule as isCrossSiteWrite: a form may post only from the page's own origin.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : [config.siteUrl]),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // No shorter than RESET_PER_ACCOUNT's window: while an account is sent no more reset
      // mails, the last one's link still works, so a stranger cannot lock its owner out.
      resetPasswordTokenExpiresIn: 60 * 60,
      // A password chosen through one mailed link makes every other link sent for it void.
      onPasswordReset: async ({ user: changed }) => {
        await db.delete(verification).where(and(like(verification.identifier, `${RESET_TOKEN_PREFIX}%`), eq(verification.value, changed.id)));
      },
      sendResetPassword: async ({ user: recipient, url }) => {
        await sendMail({
          to: recipient.email,
          subject: `Reset your ${config.siteName} password`,
          text: `Someone asked to reset the password of this account. If it was you, open this link within an hour:\n${url}\nIf it was not you, ignore this mail: your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        // The first account is confirmed by creating the install; it gets no mail.
        if (recipient.emailVerified) return;
        await sendMail({
          to: recipient.email,
          subject: `Confirm your ${config.siteName} account`,
          text: `Open this link within 24 hours to confirm your email address:\n${url}`,
        });
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // A session used after a day is extended: an active admin is not signed out.
      updateAge: 24 * 60 * 60,
    },
    // Sign-in attempts are throttled by the panel's actions (rate-limits.server.ts), per
    // address and per account; over HTTP only the mail links are served.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "zowii",
      useSecureCookies: config.siteUrl.startsWith("https:"),
      // Sessions record the address the server decided (TRUST_PROXY), never a header a client can write.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [admin({ defaultRole: USER_ROLE, adminRoles: [ADMIN_ROLE] }), twoFactor({ issuer: config.siteName })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body[field];
        if (typeof password !== "string") return;
        // A reset names its account by the mailed token: its email is what the rules compare with.
        const email = typeof body.email === "string" ? body.email : ctx.path === "/reset-password" ? await resetTokenEmail(db, body.token) : "";
        const reasons = weakPasswordReasons(password, email);
        if (reasons.length > 0) {
          throw new APIError("BAD_REQUEST", { message: weakPasswordMessage(reasons), code: "WEAK_PASSWORD" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => {
            const first = await claimFirstAccount(db);
            return {
              data: { ...newUser, role: first ? ADMIN_ROLE : USER_ROLE, emailVerified: first || newUser.emailVerified },
            };
          },
        },
      },
    },
  });
}

const RESET_TOKEN_PREFIX = "reset-password:";

/** The email of the account a password-reset token was mailed to, or "" for an unknown token. */
async function resetTokenEmail(db: Database, token: unknown): Promise<string> {
  if (typeof token !== "string" || token === "") return "";
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `${RESET_TOKEN_PREFIX}${token}`))
    .limit(1);
  return row?.email ?? "";
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth["$Infer"]["Session"];

const FIRST_ACCOUNT_KEY = "first_account_created_at";

/**
 * The first account of an install becomes its admin. One statement decides, so of two
 * simultaneous first sign-ups only one wins; once decided, deleting every account
 * does not hand the role to the next stranger who signs up.
 */
async function claimFirstAccount(db: Database): Promise<boolean> {
  const claimed = await db.execute<{ key: string }>(sql`
    insert into ${appState} (key, value)
    select ${FIRST_ACCOUNT_KEY}, now()::text
    where not exists (select 1 from ${user})
    on conflict (key) do nothing
    returning key`);
  return rowsOf(claimed).length > 0;
}

/** node-postgres answers `execute` with a result object, PGlite with one too, both holding `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const SECRET_KEY = "auth_secret";

/**
 * BETTER_AUTH_SECRET, or one made on first start and kept in the database, where every
 * instance sharing it finds the same one.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appState)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, SECRET_KEY));
  return row!.value;
}
