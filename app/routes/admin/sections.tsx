import ChartLine from "lucide-react/icons/chart-line";
import Crown from "lucide-react/icons/crown";
import FileDown from "lucide-react/icons/file-down";
import FileText from "lucide-react/icons/file-text";
import Flag from "lucide-react/icons/flag";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import Globe from "lucide-react/icons/globe";
import HeartPulse from "lucide-react/icons/heart-pulse";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import List from "lucide-react/icons/list";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Rss from "lucide-react/icons/rss";
import ScrollText from "lucide-react/icons/scroll-text";
import Tags from "lucide-react/icons/tags";
import Upload from "lucide-react/icons/upload";
import Users from "lucide-react/icons/users";
import { useEffect, useState } from "react";
import { isRouteErrorResponse, Navigate, Outlet, useLocation, useRevalidator, useRouteError } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { SignOutButton } from "~/components/admin/sign-out-button";
import { Spinner } from "~/components/spinner";
import { Sidebar, SidebarLink, SidebarProvider, SidebarTrigger, readSidebarCookie } from "~/components/ui/sidebar";
import { panelGuard, panelViewer } from "~/domain/auth/admin-guard.server";
import { waitingForApproval } from "~/domain/admin/accounts-admin.server";
import { database } from "~/domain/platform/runtime.server";
import { logFailure } from "~/domain/platform/log.server";
import { ADMIN_PATH, signInAddress } from "~/lib/admin-path";
import { areaOf, mayUse, ROLE_NAMES, type PanelRole } from "~/lib/panel-roles";
import { isUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import type { Route } from "./+types/sections";

/** Every section below runs behind this guard; none checks the role itself. */
export const middleware: Route.MiddlewareFunction[] = [panelGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = panelViewer(context);
  return {
    email: viewer.user.email,
    role: viewer.panelRole,
    sessionExpiresAt: new Date(viewer.session.expiresAt).toISOString(),
    sidebarOpen: readSidebarCookie(request.headers.get("Cookie")),
    // Counted on Users' link: read again with the frame, so granting the role clears it. A
    // count that cannot be read is logged, and the frame shows without it (docs/product.md §8).
    // Only administrators give roles.
    waiting: !mayUse(viewer.panelRole, "accounts")
      ? 0
      : await database()
          .then(waitingForApproval)
          .catch((error: unknown) => {
            logFailure("Counting the accounts waiting for approval", error);
            return 0;
          }),
  };
}

export const shouldRevalidate = revalidatesAfterForm;

type FrameData = Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>;

/** The frame's last answer from the server, for when it cannot be reached. */
let lastFrame: FrameData | undefined;

/**
 * Read again from the browser (a section's search, a session check): when the server
 * cannot be reached, the frame keeps what it had, so the section inside can say so
 * instead of the whole panel giving way to the error page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    lastFrame = await serverLoader();
    return lastFrame;
  } catch (error) {
    if (isUnreachable(error) && lastFrame) return lastFrame;
    throw error;
  }
}

export default function AdminSections({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    lastFrame = loaderData;
  }, [loaderData]);
  const checking = useSessionChecks(loaderData.sessionExpiresAt);
  return (
    <>
      {checking && (
        <div className="fixed inset-0 z-50">
          <Spinner label="Checking your session..." />
        </div>
      )}
      <AdminPanel email={loaderData.email} role={loaderData.role} sidebarOpen={loaderData.sidebarOpen} waiting={loaderData.waiting} />
    </>
  );
}

/**
 * The guard refused the panel's own request because the session ended or the account lost
 * its role: the sign-in form, which brings the operator back here.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && (error.data as { signIn?: boolean } | null)?.signIn) return <Navigate to={signInAddress(location)} replace />;
  return <AdminErrorBoundary />;
}

/**
 * The session is checked again when the tab becomes visible and shortly before it
 * expires; the server extends it when it is in use (docs/product.md §4: automatic refresh).
 */
function useSessionChecks(expiresAt: string): boolean {
  const revalidator = useRevalidator();
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    const check = () => {
      setChecking(true);
      void revalidator.revalidate().finally(() => setChecking(false));
    };
    const onVisible = () => document.visibilityState === "visible" && check();
    document.addEventListener("visibilitychange", onVisible);
    const timer = setTimeout(check, Math.max(new Date(expiresAt).getTime() - Date.now() - 5 * 60_000, 10_000));
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(timer);
    };
    // revalidate() is stable in practice, but the revalidator object is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt]);
  return checking;
}

/**
 * The header says where the operator is: the spec's "Admin Dashboard", followed by the
 * section open below it (its page's entry in the sidebar), whose own heading is the page's.
 */
function useSectionHeading(): string {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, "");
  const section = SECTIONS.filter((entry) => entry.to !== ADMIN_PATH && (path === entry.to || path.startsWith(`${entry.to}/`))).at(0);
  return section ? `Admin Dashboard › ${section.label}` : "Admin Dashboard";
}

const SECTIONS = [
  { to: ADMIN_PATH, end: true, label: "Dashboard", icon: <LayoutDashboard /> },
  { to: `${ADMIN_PATH}/publish`, label: "Publish Game", icon: <Upload /> },
  { to: `${ADMIN_PATH}/manage`, label: "Manage Games", icon: <List /> },
  { to: `${ADMIN_PATH}/import`, label: "Import Games", icon: <FileDown /> },
  { to: `${ADMIN_PATH}/featured`, label: "Featured", icon: <Crown /> },
  { to: `${ADMIN_PATH}/content`, label: "Content", icon: <FileText /> },
  { to: `${ADMIN_PATH}/hosts`, label: "Game Hosts", icon: <Globe /> },
  { to: `${ADMIN_PATH}/categories`, label: "Category Mapping", icon: <Tags /> },
  { to: `${ADMIN_PATH}/feeds`, label: "Feeds", icon: <Rss /> },
  { to: `${ADMIN_PATH}/health`, label: "Health", icon: <HeartPulse /> },
  { to: `${ADMIN_PATH}/analytics`, label: "Analytics", icon: <ChartLine /> },
  { to: `${ADMIN_PATH}/reports`, label: "Reports", icon: <Flag /> },
  { to: `${ADMIN_PATH}/users`, label: "Users", icon: <Users /> },
  { to: `${ADMIN_PATH}/sessions`, label: "Sessions", icon: <MonitorSmartphone /> },
  { to: `${ADMIN_PATH}/audit`, label: "Audit Log", icon: <ScrollText /> },
];

const USERS_PATH = `${ADMIN_PATH}/users`;

function AdminPanel({ email, role, sidebarOpen, waiting }: { email: string; role: PanelRole; sidebarOpen: boolean; waiting: number }) {
  const sections = SECTIONS.filter((section) => mayUse(role, areaOf(section.to.slice(ADMIN_PATH.length))));
  const heading = useSectionHeading();
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <Sidebar label="Admin Panel">
        <div className="flex h-14 items-center gap-2 px-3">
          <Gamepad2 aria-hidden className="size-6 shrink-0 text-indigo-400" />
          <p className="truncate font-bold group-data-[state=collapsed]/sidebar:sr-only">Admin Panel</p>
        </div>
        <nav aria-label="Admin sections" className="flex flex-col gap-1 px-2">
          {sections.map((section) => (
            <SidebarLink key={section.to} {...section} badge={section.to === USERS_PATH ? { count: waiting, label: "waiting for approval" } : undefined} />
          ))}
        </nav>
        <p className="mt-auto truncate px-3 py-4 text-xs text-slate-400 group-data-[state=collapsed]/sidebar:sr-only">
          {email}
          <br />
          {ROLE_NAMES[role]}
        </p>
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b border-white/10 px-4">
          <SidebarTrigger />
          <h1 className="text-lg font-bold">{heading}</h1>
          <div className="ml-auto">
            <SignOutButton />
          </div>
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </SidebarProvider>
  );
}
