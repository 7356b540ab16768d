import { authService } from "~/server/runtime.server";
import type { Route } from "./+types/api.auth";

/**
 * The links in mails: confirming an email address and opening a password reset. The
 * panel's forms talk to the authentication service from their own actions, so no
 * other path of it is served.
 */
const MAIL_LINK_PATHS = [/^verify-email$/, /^reset-password\/[A-Za-z0-9_-]{1,200}$/];

export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (!MAIL_LINK_PATHS.some((pattern) => pattern.test(path))) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  const auth = await authService();
  return auth.handler(request);
}

export function action() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

