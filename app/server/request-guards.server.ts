import { data } from "react-router";

/**
 * A state-changing request must come from our own pages: a browser always sends
 * Origin on cross-site POSTs, so a foreign Origin is refused.
 */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin) {
    throw data({ error: "Cross-site request refused" }, { status: 403 });
  }
}

export function requireMethod(request: Request, method: string): void {
  if (request.method !== method) {
    throw data({ error: `Use ${method}` }, { status: 405, headers: { Allow: method } });
  }
}
