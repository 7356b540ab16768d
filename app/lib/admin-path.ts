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
