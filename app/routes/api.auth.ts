import { authService } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/api.auth";

/**
 * The links in mails: confirming an email address and opening a password reset. The
 * panel's forms talk to the authentication service from their own actions, so no
 * other path of it is served.
 */
const MAIL_LINK_PATHS = [/^verify-email$/, /^reset-password\/[A-Za-z0-9_-]{1,200}$/];

/** A signed token (three base64url parts), as the confirmation mails carry. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Our confirmation links name a token and, to come back to, a path of this site. Anything
 * else was not mailed by us; the authentication service is not asked (an empty token with
 * a callback such as "All" made it fail with a server error).
 */
function isMailedConfirmationLink(url: URL): boolean {
  const token = url.searchParams.get("token") ?? "";
  const callback = url.searchParams.get("callbackURL");
  const isOwnPath = callback === null || (callback.startsWith("/") && !callback.startsWith("//") && !callback.includes("\\"));
  return token.length <= 4096 && TOKEN.test(token) && isOwnPath;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (!MAIL_LINK_PATHS.some((pattern) => pattern.test(path))) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  if (path === "verify-email" && !isMailedConfirmationLink(new URL(request.url))) {
    return new Response("This confirmation link is not valid: open the link from your latest confirmation email.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const auth = await authService();
  return auth.handler(request);
}

export function action() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}
