export const DEFAULT_ADMIN_PATH = "/adminzowii";

/**
 * The hidden admin area's path, from ADMIN_PATH. The route table is made when the app
 * is built, so a change takes effect with the next `npm run build`.
 */
export function readAdminPath(value: string | undefined): string {
  const adminPath = value?.trim() || DEFAULT_ADMIN_PATH;
  if (!/^\/[A-Za-z0-9_-]{3,64}$/.test(adminPath)) {
    throw new Error(
      `ADMIN_PATH must be one path segment of 3-64 letters, digits, "-" or "_" after a "/" (got "${adminPath}").`,
    );
  }
  return adminPath;
}
