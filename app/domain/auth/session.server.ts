/**
 * Who is asking. Every admin loader and action starts with `await requireAdmin(request)`:
 * anonymous requests get 401, signed-in accounts without the admin role get 403,
 * whatever the page in front of them shows.
 */
import { data } from "react-router";
import { authService } from "../platform/runtime.server";
import { ADMIN_ROLE, type AuthSession } from "./auth.server";

export interface Viewer {
  user: AuthSession["user"];
  session: AuthSession["session"];
  isAdmin: boolean;
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
  return { viewer: { user, session, isAdmin: user.role === ADMIN_ROLE && !user.banned }, headers };
}

export async function requireSignedIn(request: Request): Promise<Viewer> {
  const { viewer } = await readSession(request);
  if (!viewer) throw data({ message: "Please sign in" }, { status: 401 });
  return viewer;
}

export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await requireSignedIn(request);
  if (!viewer.isAdmin) throw data({ message: "This needs an administrator account" }, { status: 403 });
  return viewer;
}

/** The audit log's view of a viewer. */
export function actorOf(viewer: Viewer) {
  return { id: viewer.user.id, email: viewer.user.email };
}
