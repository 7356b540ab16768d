/** An admin's own sessions and two-factor authentication (the panel's Sessions section). */
import { done, refused, type ActionResult } from "~/lib/action-result";
import QRCode from "qrcode";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { session as sessionTable } from "../db/schema.server";
import { authService } from "../platform/runtime.server";
import { authErrorMessage, claimTotpCode } from "./admin-auth.server";

export interface SessionSummary {
  id: string;
  token: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export async function listOwnSessions(request: Request, currentToken: string): Promise<SessionSummary[]> {
  const auth = await authService();
  const sessions = await auth.api.listSessions({ headers: request.headers });
  return sessions
    .map((session) => ({
      id: session.id,
      token: session.token,
      current: session.token === currentToken,
      userAgent: session.userAgent ?? null,
      ipAddress: session.ipAddress ?? null,
      createdAt: new Date(session.createdAt).toISOString(),
      updatedAt: new Date(session.updatedAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
}

/** How stale a session's "last active" may get before a request of the panel's moves it on. */
const ACTIVITY_STEP_MS = 5 * 60_000;

/**
 * Moves a session's "last active" (its updatedAt, which the authentication library only
 * moves when it extends the session, once a day) to now, at most every few minutes, so
 * that Sessions tells an operator which devices are really in use.
 */
export async function noteSessionActivity(db: Database, session: { id: string; updatedAt: Date | string }): Promise<void> {
  if (Date.now() - new Date(session.updatedAt).getTime() < ACTIVITY_STEP_MS) return;
  await db.update(sessionTable).set({ updatedAt: new Date() }).where(eq(sessionTable.id, session.id));
}

/** Sign-out scopes (docs/product.md §4): this device, every other device, or all of them. */
export const SIGN_OUT_SCOPES = ["local", "others", "global"] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

export async function signOutScope(request: Request, scope: SignOutScope): Promise<Headers> {
  const auth = await authService();
  if (scope !== "local") await auth.api.revokeOtherSessions({ headers: request.headers });
  if (scope === "others") return new Headers();
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

export async function revokeOwnSession(request: Request, token: string): Promise<void> {
  const auth = await authService();
  await auth.api.revokeSession({ body: { token }, headers: request.headers });
}

export type TwoFactorStep = ActionResult<{ totpUri: string; secret: string; qrSvg: string; backupCodes: string[] }>;

/** Starts turning two-factor authentication on: a QR code for the app and backup codes. */
export async function startTwoFactor(request: Request, password: string): Promise<TwoFactorStep> {
  if (!password) return refused("Enter your password to continue");
  const auth = await authService();
  try {
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
    if (!("totpURI" in enabled)) return refused("Two-factor authentication by app is not available");
    const { totpURI, backupCodes } = enabled;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const qrSvg = await QRCode.toString(totpURI, { type: "svg", margin: 1 });
    return done(null, { totpUri: totpURI, secret, qrSvg, backupCodes });
  } catch (error) {
    return refused(authErrorMessage(error));
  }
}

/**
 * Turning two-factor authentication on or off replaces the admin's session by a new one:
 * its cookie (`headers`) goes back with the answer, so the admin stays signed in, on the
 * same page.
 */
export type TwoFactorChange = ActionResult & { headers?: Headers };

/** Confirms the app works by one code from it; only then is two-factor authentication on. */
export async function confirmTwoFactor(request: Request, code: string): Promise<TwoFactorChange> {
  if (!code) return refused("Enter the 6-digit code from your app");
  const auth = await authService();
  try {
    const { headers, response } = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    // The code is spent: it cannot then sign in on another device.
    await claimTotpCode(response.user.id, code);
    return { ...done("Two-factor authentication is on"), headers: sessionCookies(headers) };
  } catch (error) {
    return refused(authErrorMessage(error));
  }
}

export async function turnOffTwoFactor(request: Request, password: string): Promise<TwoFactorChange> {
  if (!password) return refused("Enter your password to continue");
  const auth = await authService();
  try {
    const { headers } = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
    return { ...done("Two-factor authentication is off"), headers: sessionCookies(headers) };
  } catch (error) {
    return refused(authErrorMessage(error));
  }
}

/** Only the cookies of an answer from the library: the rest of its headers are not ours to send. */
function sessionCookies(headers: Headers): Headers {
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  return cookies;
}
