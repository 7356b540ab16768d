/**
 * The panel's one guard, as React Router middleware on the layout route that holds every
 * section (routes/admin/sections.tsx): no section's loader or action runs for a request
 * that is not from an account with a panel role whose areas include the section
 * (lib/panel-roles.ts). The session is read once per request and the viewer handed to the
 * sections through the request's context.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { ADMIN_PATH, signInAddress } from "~/lib/admin-path";
import { areaOf, CLOSED_SECTION_PARAMETER, closedSectionMessage, mayUse, type PanelRole } from "~/lib/panel-roles";
import { database } from "../platform/runtime.server";
import { logFailure } from "../platform/log.server";
import { noteSessionActivity } from "./account-security.server";
import { readSession, type Viewer } from "./session.server";

const panelViewerContext = createContext<Viewer | null>(null);

export const panelGuard: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const { viewer, headers } = await readSession(request);
  if (!viewer?.panelRole) {
    // A page the browser asks for leads to the sign-in form (or the notice that the account
    // waits for approval), which brings the visitor back once signed in. What the panel's
    // scripts ask for (its data, a form's action) is refused with the status they act on:
    // the panel then leads to the sign-in form itself.
    if (isPageRequest(request)) throw redirect(signInAddress(new URL(request.url)), { headers });
    throw viewer
      ? data({ message: "This needs an administrator's approval of your account", signIn: true }, { status: 403, headers })
      : data({ message: "Please sign in", signIn: true }, { status: 401, headers });
  }
  const section = sectionPathOf(pattern);
  if (!mayUse(viewer.panelRole, areaOf(section))) {
    // Someone who typed the address of a section outside their role: the Dashboard, which says so.
    if (isPageRequest(request)) throw redirect(`${ADMIN_PATH}?${CLOSED_SECTION_PARAMETER}=${encodeURIComponent(section)}`, { headers });
    throw data({ message: closedSectionMessage(viewer.panelRole) }, { status: 403, headers });
  }
  context.set(panelViewerContext, viewer);
  await noteSessionActivity(await database(), viewer.session).catch((error: unknown) => logFailure("Noting a session's activity", error));
  const response = await next();
  // The session cookie, renewed when the session was extended; and nothing of the panel kept by a cache.
  for (const [name, value] of headers) response.headers.append(name, value);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

/** A route pattern ("/adminzowii/content/:id") as the panel's section path ("content/:id"). */
function sectionPathOf(pattern: string): string {
  const path = pattern.replace(/\/+$/, "");
  return path.toLowerCase().startsWith(ADMIN_PATH.toLowerCase()) ? path.slice(ADMIN_PATH.length).replace(/^\/+/, "") : path;
}

/** The operator making this request, with a panel role; only callable inside the guard. */
export function panelViewer(context: Readonly<RouterContextProvider>): Viewer & { panelRole: PanelRole } {
  const viewer = context.get(panelViewerContext);
  if (!viewer?.panelRole) throw new Error("panelViewer() called outside the panel's guard (routes/admin/sections.tsx)");
  return { ...viewer, panelRole: viewer.panelRole };
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
