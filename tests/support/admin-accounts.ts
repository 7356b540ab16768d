import { expect } from "vitest";
import { HttpClient } from "./http-client";
import type { RunningPortal } from "./portal-server";

export const ADMIN_PATH = "/adminzowii";

/** The link in the newest mail the portal sent `email` (its output holds the mails of its test's mail server). */
export function mailedLink(portal: Pick<RunningPortal, "output">, email: string): string {
  const mails = portal.output().split(`Mail to ${email}: `);
  const link = mails.at(-1)?.match(/https?:\/\/\S+/)?.[0];
  if (mails.length < 2 || !link) throw new Error(`no mail to ${email} in the portal's output`);
  return link;
}

/** Signs up through the login form's action; answers the parsed outcome. */
export async function signUp(client: HttpClient, email: string, password: string) {
  const response = await client.post(`${ADMIN_PATH}/auth`, { intent: "sign-up", email, password });
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string; enter?: boolean } };
}

export async function signIn(client: HttpClient, email: string, password: string) {
  const response = await client.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", email, password });
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string; enter?: boolean; twoFactor?: boolean } };
}

/** A signed-in account without the admin role: signed up, confirmed by the mailed link. */
export async function plainUser(portal: RunningPortal, email: string, password = "amber-river-pebble-93"): Promise<HttpClient> {
  const client = new HttpClient(portal.url);
  const { body } = await signUp(client, email, password);
  expect(body.message).toBe("Check your email to confirm your account");
  const confirmed = await client.get(mailedLink(portal, email));
  expect(confirmed.status).toBe(302);
  expect(client.hasCookie("session_token")).toBe(true);
  return client;
}

export const SIGN_IN_PATH = `${ADMIN_PATH}/sign-in`;

/**
 * What the admin area shows this client at `path`: the section ("panel"), or, through the
 * guard's redirect, the sign-in form or the notice that the account awaits approval.
 */
export async function adminAreaShows(client: HttpClient, path = ADMIN_PATH): Promise<string> {
  const response = await client.get(path);
  if (response.status === 200) return "panel";
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) return `status ${response.status}`;
  const target = new URL(location, "http://portal.invalid");
  if (target.pathname !== SIGN_IN_PATH) return `redirect to ${location}`;
  const page = await client.get(`${target.pathname}${target.search}`);
  const html = await page.text();
  if (page.status !== 200) return `sign-in page status ${page.status}`;
  if (html.includes("Welcome back!") || html.includes("Total Games Published")) return "panel on the sign-in page";
  if (html.includes("waiting for an administrator")) return "awaiting approval";
  return html.includes(">Sign In<") ? "sign-in" : "sign-in page without its form";
}

/** Whether the admin area shows this client its sign-in form (signed out) rather than a section. */
export async function seesSignInForm(client: HttpClient): Promise<boolean> {
  return (await adminAreaShows(client)) === "sign-in";
}
