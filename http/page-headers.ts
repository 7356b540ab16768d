/**
 * The security headers every page carries (see security-headers.server.ts), built once from
 * the configuration: at start-up, or by the first request of a module the development server
 * reloaded.
 */
import { serverConfig } from "~/domain/platform/runtime.server";
import { pageSecurityHeaders } from "~/domain/web/security-headers.server";

let pageHeaders: Record<string, string> | undefined;

export async function loadPageHeaders(): Promise<Record<string, string>> {
  pageHeaders ??= pageSecurityHeaders(await serverConfig());
  return pageHeaders;
}

/** The page headers once loaded; undefined before the first load. */
export function loadedPageHeaders(): Record<string, string> | undefined {
  return pageHeaders;
}
