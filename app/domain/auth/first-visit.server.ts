/**
 * The Dashboard greets an account that has just been made ("Welcome!") apart from one that
 * comes back ("Welcome back!"): the sign-up that lets an account straight in leaves a short
 * cookie, which the Dashboard's first answer takes away again.
 */
import { ADMIN_PATH } from "~/lib/admin-path";

const FIRST_VISIT_COOKIE = "zowii_first_visit";

export const FIRST_VISIT_SET = `${FIRST_VISIT_COOKIE}=1; Path=${ADMIN_PATH}; Max-Age=600; HttpOnly; SameSite=Lax`;
export const FIRST_VISIT_SEEN = `${FIRST_VISIT_COOKIE}=; Path=${ADMIN_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;

export function isFirstVisit(request: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${FIRST_VISIT_COOKIE}=1(?:;|$)`).test(request.headers.get("Cookie") ?? "");
}
