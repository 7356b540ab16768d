/**
 * The panel's one guard, as React Router middleware on the layout route that holds every
 * section (routes/admin/sections.tsx): no section's loader or action runs for a request
 * that is not an administrator's. The session is read once per request and the viewer
 * handed to the sections through the request's context.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { ADMIN_PATH, signInAddress } from "~/lib/admin-path";
import { readSession, type Viewer } from "./session.server";

const adminContext = createContext<Viewer | null>(null);

export const adminOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { viewer, headers } = await readSession(request);
  if (!viewer?.isAdmin) {
    // A page the browser asks for leads to the sign-in form, which brings the visitor back
    // once signed in. What the panel's scripts ask for (its data, a form's action) is
    // refused with the status they act on: the panel then shows the sign-in form itself.
    if (isPageRequest(request)) throw redirect(signInAddress(new URL(request.url)), { headers });
    throw viewer
      ? data({ message: "This needs an administrator account" }, { status: 403, headers })
      : data({ message: "Please sign in" }, { status: 401, headers });
  }
  context.set(adminContext, viewer);
  const response = await next();
  // The session cookie, renewed when the session was extended; and nothing of the panel kept by a cache.
  for (const [name, value] of headers) response.headers.append(name, value);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

/** The administrator making this request; only callable inside the guard. */
export function adminViewer(context: Readonly<RouterContextProvider>): Viewer {
  const viewer = context.get(adminContext);
  if (!viewer) throw new Error("adminViewer() called outside the panel's guard (routes/admin/sections.tsx)");
  return viewer;
}

/** A document the browser navigates to, as opposed to React Router's data requests (".data") and form posts. */
function isPageRequest(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !new URL(request.url).pathname.endsWith(".data");
}

/**
 * Where the sign-in form sends an administrator once signed in: the panel page they asked
 * for, never an address outside the panel (the parameter comes from the URL).
 */
export function afterSignIn(next: string | null): string {
  const base = "http://panel.invalid";
  let url: URL;
  try {
    url = new URL(next ?? ADMIN_PATH, base);
  } catch {
    return ADMIN_PATH;
  }
  const inPanel = url.origin === base && (url.pathname === ADMIN_PATH || url.pathname.startsWith(`${ADMIN_PATH}/`));
  return inPanel && next?.startsWith("/") ? `${url.pathname}${url.search}` : ADMIN_PATH;
}
