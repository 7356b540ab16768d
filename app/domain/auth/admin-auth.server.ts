/**
 * The login form's operations (docs/product.md §4, §8): each returns the toast to show,
 * whether the panel may now be entered, and the cookies to set.
 */
import { refused, type ActionResult } from "~/lib/action-result";
import { isAPIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { SIGN_IN_PATH } from "~/lib/admin-path";
import { recordAudit } from "../admin/audit-log.server";
import { session, user } from "../db/schema.server";
import { database, authService } from "../platform/runtime.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy.server";
import {
  RESET_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  SIGN_UP_PER_ADDRESS,
  TOTP_CODE_ONCE,
  TWO_FACTOR_PER_ADDRESS,
  addressSubject,
  clearAttempts,
  countAttempt,
  countWithinLimits,
  secondsUntilAllowed,
  tooManyAttemptsMessage,
  type ThrottleRule,
} from "../web/rate-limits.server";

/** A sign-in form's result, with the cookies (or Retry-After) its answer carries. */
export type AuthOutcome = ActionResult<{ enter: boolean; twoFactor?: boolean }> & { headers?: Headers };

const failure = (message: string, status = 400, headers?: Headers): AuthOutcome => ({ ...refused(message, status), headers });

/**
 * What the forms say for each error the authentication library can answer them with, in
 * words a person understands: never its own jargon ("[body.email] Invalid email address",
 * "TOTP not enabled"). Our own checks (the password rules) speak plainly already.
 */
const PLAIN_AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL: "Enter a valid email address, like name@example.com.",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  INVALID_PASSWORD: "That password is not right. Check it and try again.",
  USER_NOT_FOUND: "Invalid email or password",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Invalid email or password",
  EMAIL_NOT_VERIFIED: ADMIN_MESSAGES.checkEmail,
  PASSWORD_TOO_SHORT: `Choose a longer password: at least ${MIN_PASSWORD_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Choose a shorter password: at most ${MAX_PASSWORD_LENGTH} characters.`,
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in, or reset its password.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Sign in, or reset its password.",
  INVALID_TOKEN: "This link is not valid any more. Ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
  SESSION_EXPIRED: "For your safety, sign in again and then try once more.",
  SESSION_NOT_FRESH: "For your safety, sign in again and then try once more.",
  FAILED_TO_GET_SESSION: "You are signed out. Sign in and try again.",
  INVALID_CODE: "That code is not right. Enter the 6-digit code your app shows now.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it has been used already.",
  OTP_HAS_EXPIRED: "That code has expired. Enter the code your app shows now.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Start again by signing in.",
  ACCOUNT_TEMPORARILY_LOCKED: "Too many wrong codes. Please wait a few minutes and try again.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Sign in again.",
  TWO_FACTOR_NOT_ENABLED: "Two-factor authentication is not turned on for this account.",
  TOTP_NOT_ENABLED: "Two-factor authentication is not turned on for this account.",
  TOTP_ALREADY_ENABLED: "Two-factor authentication is already on.",
  BACKUP_CODES_NOT_ENABLED: "Two-factor authentication is not turned on for this account.",
};

/** Messages our own checks give, which are already meant for people. */
const OWN_CODES = new Set(["WEAK_PASSWORD"]);

/** What a form shows for an error: plain words for every code it can get, "Authentication failed" (docs/product.md §8) otherwise. */
export function authErrorMessage(error: unknown): string {
  if (!isAPIError(error)) return ADMIN_MESSAGES.authenticationFailed;
  const body = (error.body ?? {}) as Record<string, unknown>;
  const code = typeof body.code === "string" ? body.code : "";
  if (OWN_CODES.has(code) && typeof body.message === "string") return body.message;
  const plain = PLAIN_AUTH_MESSAGES[code];
  if (plain) return plain;
  // Input the library refused before looking at it: say which field, in words.
  if (code === "VALIDATION_ERROR") {
    const text = typeof body.message === "string" ? body.message : "";
    if (/email/i.test(text)) return PLAIN_AUTH_MESSAGES.INVALID_EMAIL!;
    if (/password/i.test(text)) return "Check the password you typed and try again.";
    return "Check what you typed and try again.";
  }
  return ADMIN_MESSAGES.authenticationFailed;
}

function statusOf(error: unknown): number {
  return isAPIError(error) ? error.statusCode : 500;
}

function codeOf(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

const tooMany = (seconds: number) => failure(tooManyAttemptsMessage(seconds), 429, new Headers({ "Retry-After": String(seconds) }));

async function throttled(rules: [ThrottleRule, string][]): Promise<AuthOutcome | null> {
  const db = await database();
  for (const [rule, subject] of rules) {
    const seconds = await secondsUntilAllowed(db, rule, subject);
    if (seconds > 0) return tooMany(seconds);
  }
  return null;
}

async function countAttempts(rules: [ThrottleRule, string][]) {
  const db = await database();
  for (const [rule, subject] of rules) await countAttempt(db, rule, subject);
}

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn(request: Request, address: string, { email, password }: Credentials): Promise<AuthOutcome> {
  if (!email || !password) return failure(ADMIN_MESSAGES.fillAllFields);
  const from = addressSubject(address);
  // The address leads its key with the account, so that no length of email cuts it off.
  const accountFromHere = `${from} ${email}`;
  const fromHere: [ThrottleRule, string][] = [
    [SIGN_IN_PER_ADDRESS, from],
    [SIGN_IN_PER_ACCOUNT_ADDRESS, accountFromHere],
  ];
  const refused = (await throttled(fromHere)) ?? (await pastAccountCeiling(email, address));
  if (refused) return refused;
  const auth = await authService();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true, callbackURL: SIGN_IN_PATH },
      headers: request.headers,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { ok: true, message: null, enter: false, twoFactor: true, headers };
    }
    await clearAttempts(await database(), SIGN_IN_PER_ACCOUNT_ADDRESS, accountFromHere);
    return { ok: true, message: ADMIN_MESSAGES.signedIn, enter: true, headers };
  } catch (error) {
    if (codeOf(error) === "EMAIL_NOT_VERIFIED") return failure(ADMIN_MESSAGES.checkEmail, 403);
    if (statusOf(error) === 401) {
      await countAttempts([...fromHere, [SIGN_IN_PER_ACCOUNT, email]]);
      await auditFailure("failed sign-in", email, address);
    }
    return failure(authErrorMessage(error), statusOf(error));
  }
}

/**
 * An account past its ceiling of wrong passwords (SIGN_IN_PER_ACCOUNT) is tried only from
 * an address it has signed in from before; from any other, the answer is the one every
 * throttle gives, so an attacker learns nothing but to wait.
 */
async function pastAccountCeiling(email: string, address: string): Promise<AuthOutcome | null> {
  const seconds = await secondsUntilAllowed(await database(), SIGN_IN_PER_ACCOUNT, email);
  if (seconds === 0 || (await hasSignedInFrom(email, address))) return null;
  return tooMany(seconds);
}

/**
 * Whether a session of the account was started from the address's subject (addressSubject):
 * the authentication library records the same address the panel is given (req.ip, set under
 * CLIENT_ADDRESS_HEADER), an IPv6 one cut to its /64, which the subject matches. A session
 * is started only by the right password (and second factor) or the account's mailed
 * confirmation link, so a stranger's address never becomes one of these. Signing out, or a
 * password reset, ends sessions and so forgets their addresses.
 */
async function hasSignedInFrom(email: string, address: string): Promise<boolean> {
  const rows = await (
    await database()
  )
    .selectDistinct({ ipAddress: session.ipAddress })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  const subject = addressSubject(address);
  return rows.some((row) => !!row.ipAddress && addressSubject(row.ipAddress) === subject);
}

export async function signUp(request: Request, address: string, { email, password }: Credentials): Promise<AuthOutcome> {
  if (!email || !password) return failure(ADMIN_MESSAGES.fillAllFields);
  const rules: [ThrottleRule, string][] = [[SIGN_UP_PER_ADDRESS, addressSubject(address)]];
  const refused = await throttled(rules);
  if (refused) return refused;
  await countAttempts(rules);
  const auth = await authService();
  try {
    const { user } = await auth.api.signUpEmail({
      body: { email, password, name: email.split("@")[0] ?? email, callbackURL: SIGN_IN_PATH },
      headers: request.headers,
    });
    // Only the install's first account is confirmed at once (it becomes the admin); it enters now.
    if (!user.emailVerified) return { ok: true, message: ADMIN_MESSAGES.checkEmail, enter: false };
    const { headers } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, message: ADMIN_MESSAGES.accountCreated, enter: true, headers };
  } catch (error) {
    return failure(authErrorMessage(error), statusOf(error));
  }
}

/** The second step of a sign-in with two-factor authentication: an app code or a backup code. */
export async function verifySecondFactor(request: Request, address: string, { code, backup }: { code: string; backup: boolean }): Promise<AuthOutcome> {
  if (!code) return failure(ADMIN_MESSAGES.fillAllFields);
  const rules: [ThrottleRule, string][] = [[TWO_FACTOR_PER_ADDRESS, addressSubject(address)]];
  const refused = await throttled(rules);
  if (refused) return refused;
  const auth = await authService();
  try {
    const call = backup
      ? auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true })
      : auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    const { headers, response } = await call;
    // Backup codes are spent by the library; an app's code is spent here, so that one seen
    // over a shoulder or a replayed request cannot sign in a second time.
    if (!backup && !(await claimTotpCode(response.user.id, code))) {
      if (response.token) await (await database()).delete(session).where(eq(session.token, response.token));
      await countAttempts(rules);
      await auditFailure("failed two-factor code", response.user.email, address);
      return failure(TOTP_CODE_USED, 400);
    }
    return { ok: true, message: ADMIN_MESSAGES.signedIn, enter: true, headers };
  } catch (error) {
    await countAttempts(rules);
    if (statusOf(error) < 500) await auditFailure("failed two-factor code", "(signing in)", address);
    return failure(authErrorMessage(error), statusOf(error));
  }
}

/**
 * A refused sign-in goes into the audit log: who it claimed to be (as typed, cut to a
 * sensible length) and from where, so an admin sees attempts on the panel's dashboard.
 */
async function auditFailure(action: "failed sign-in" | "failed two-factor code", claimed: string, address: string) {
  await recordAudit(await database(), { id: null, email: claimed.slice(0, 120) || "(no email)" }, action, `from ${address}`);
}

export const TOTP_CODE_USED = "That code has been used already. Wait for the next code from your app.";

/** Spends an authenticator code of an account: false when it was spent already. */
export async function claimTotpCode(userId: string, code: string): Promise<boolean> {
  return countWithinLimits(await database(), [{ rule: TOTP_CODE_ONCE, subject: `${userId}:${code}` }]);
}

export const RESET_REQUESTED_MESSAGE = "If an account exists for this email, we have sent it a link to choose a new password.";

export async function requestPasswordReset(email: string): Promise<AuthOutcome> {
  if (!email) return failure(ADMIN_MESSAGES.fillAllFields);
  // The same answer whether or not the account exists, and no mail flood to one address.
  const refused = await throttled([[RESET_PER_ACCOUNT, email]]);
  if (refused) return { ok: true, message: RESET_REQUESTED_MESSAGE, enter: false };
  await countAttempts([[RESET_PER_ACCOUNT, email]]);
  const auth = await authService();
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: SIGN_IN_PATH } });
  } catch (error) {
    if (statusOf(error) >= 500) throw error;
  }
  return { ok: true, message: RESET_REQUESTED_MESSAGE, enter: false };
}

export async function resetPassword({ token, password }: { token: string; password: string }): Promise<AuthOutcome> {
  if (!token || !password) return failure(ADMIN_MESSAGES.fillAllFields);
  const auth = await authService();
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
    return { ok: true, message: "Your password has been changed: sign in with it now.", enter: false };
  } catch (error) {
    return failure(authErrorMessage(error), statusOf(error));
  }
}

export async function signOut(request: Request): Promise<Headers> {
  const auth = await authService();
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch {
    // No session to end: the cookies are cleared all the same.
    return new Headers();
  }
}
