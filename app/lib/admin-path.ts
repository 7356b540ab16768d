export const DEFAULT_ADMIN_PATH = "/adminzowii";

/**
 * The hidden admin area's path, from ADMIN_PATH. The route table is made when the app
 * is built, so a change takes effect with the next `npm run build`.
 */
export function readAdminPath(value: string | undefined): string {
  const adminPath = value?.trim() || DEFAULT_ADMIN_PATH;
  if (!/^\/[A-Za-z0-9_-]{3,64}$/.test(adminPath)) {
    throw new Error(`ADMIN_PATH must be one path segment of 3-64 letters, digits, "-" or "_" after a "/" (got "${adminPath}").`);
  }
  return adminPath;
}

declare const __ZOWII_ADMIN_PATH__: string | undefined;

/**
 * The admin path this build serves. The build bakes it in (vite.config.ts), so code on
 * both sides agrees with the route table; scripts run unbuilt and read the default.
 */
export const ADMIN_PATH: string = typeof __ZOWII_ADMIN_PATH__ === "string" ? __ZOWII_ADMIN_PATH__ : readAdminPath(undefined);

/**
 * Whether a request path is in the admin area. Routes match paths whatever their case, so
 * `/ADMINZOWII/sessions` is the admin area too and must be treated as it is.
 */
export function isAdminPath(path: string, adminPath: string = ADMIN_PATH): boolean {
  const lower = path.toLowerCase();
  const admin = adminPath.toLowerCase();
  return lower === admin || lower.startsWith(`${admin}/`) || lower === `${admin}.data`;
}

/** Where the sign-in form lives, outside the panel's guard. */
export const SIGN_IN_PATH = `${ADMIN_PATH}/sign-in`;

/** The query parameters a mail's link brings back to the sign-in form (a reset token, a failed link). */
const SIGN_IN_PARAMETERS = ["token", "error"];

/** The sign-in form's address for someone who asked for a panel page, which it leads back to. */
export function signInAddress(asked: { pathname: string; search: string }): string {
  const rest = new URLSearchParams(asked.search);
  const target = new URLSearchParams();
  for (const name of SIGN_IN_PARAMETERS) {
    const value = rest.get(name);
    if (value !== null) target.set(name, value);
    rest.delete(name);
  }
  const query = rest.toString();
  const back = query ? `${asked.pathname}?${query}` : asked.pathname;
  if (back !== ADMIN_PATH) target.set("next", back);
  const own = target.toString();
  return own ? `${SIGN_IN_PATH}?${own}` : SIGN_IN_PATH;
}
