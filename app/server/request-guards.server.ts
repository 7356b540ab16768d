import { data } from "react-router";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change state: safe methods always; others only from our own
 * pages. Browsers send Origin (and Sec-Fetch-Site) on every cross-site POST, so a
 * foreign one is refused; a request with neither comes from no browser page at all.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string | undefined; secFetchSite?: string | undefined },
  ownOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers.secFetchSite === "cross-site") return true;
  return headers.origin !== undefined && headers.origin !== ownOrigin;
}

export function requireMethod(request: Request, method: string): void {
  if (request.method !== method) {
    throw data({ error: `Use ${method}` }, { status: 405, headers: { Allow: method } });
  }
}
