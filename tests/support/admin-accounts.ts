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

/** Whether the admin area shows this client its sign-in form (signed out) rather than a section. */
export async function seesSignInForm(client: HttpClient): Promise<boolean> {
  const response = await client.get(ADMIN_PATH);
  const html = await response.text();
  return response.status === 200 && html.includes(">Sign In<") && !html.includes("Welcome back!");
}
