/**
 * Who is asking: the session of a request, read once however many loaders ask. The panel's
 * guard (admin-guard.server.ts) decides from it what a request may reach.
 */
import { authService } from "../platform/runtime.server";
import { isPanelRole, mayUse, type PanelRole } from "~/lib/panel-roles";
import type { AuthSession } from "./auth.server";

export interface Viewer {
  user: AuthSession["user"];
  session: AuthSession["session"];
  /** The account's part of the panel; null for an account that waits for an administrator's approval. */
  panelRole: PanelRole | null;
}

export interface SessionRead {
  viewer: Viewer | null;
  /** Set-Cookie of a session that was extended, for the response. */
  headers: Headers;
}

// A page's loaders run in parallel for one request; they share one session lookup.
const reads = new WeakMap<Request, Promise<SessionRead>>();

export function readSession(request: Request): Promise<SessionRead> {
  let read = reads.get(request);
  if (!read) {
    read = lookUpSession(request);
    reads.set(request, read);
  }
  return read;
}

async function lookUpSession(request: Request): Promise<SessionRead> {
  const auth = await authService();
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { viewer: null, headers };
  const { user, session } = response;
  return { viewer: { user, session, panelRole: isPanelRole(user.role) && !user.banned ? user.role : null }, headers };
}

/** The audit log's view of a viewer. */
export function actorOf(viewer: Viewer) {
  return { id: viewer.user.id, email: viewer.user.email };
}

/** Whether this request comes from someone who may see the catalog's drafts (a preview, a draft's frame). */
export async function seesDrafts(request: Request): Promise<boolean> {
  const role = (await readSession(request)).viewer?.panelRole;
  return role != null && mayUse(role, "catalog");
}
