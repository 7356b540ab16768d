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
import LogOut from "lucide-react/icons/log-out";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Rss from "lucide-react/icons/rss";
import Tags from "lucide-react/icons/tags";
import Upload from "lucide-react/icons/upload";
import Users from "lucide-react/icons/users";
import { useEffect, useState } from "react";
import { data, Outlet, useRevalidator } from "react-router";
import { Toaster } from "sonner";
import { LoginPanel } from "~/components/admin/login-panel";
import { ActionButton } from "~/components/admin/action-button";
import { Spinner } from "~/components/spinner";
import { Sidebar, SidebarLink, SidebarProvider, SidebarTrigger, readSidebarCookie } from "~/components/ui/sidebar";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { ADMIN_PATH } from "~/lib/admin-path";
import type { PageHandle } from "~/lib/page-handle";
import { isUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { siteNameFrom } from "~/lib/site";
import { readSession } from "~/domain/auth/session.server";
import type { Route } from "./+types/layout";

export const handle: PageHandle = { bareShell: true };

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin - ${siteNameFrom(matches)}` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * The admin area's frame. It shows who is signed in and nothing of the catalog, so it
 * answers everyone: the sections inside check the role themselves.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, headers } = await readSession(request);
  const url = new URL(request.url);
  return data(
    {
      viewer: viewer && {
        email: viewer.user.email,
        isAdmin: viewer.isAdmin,
        twoFactorEnabled: viewer.user.twoFactorEnabled ?? false,
        sessionExpiresAt: new Date(viewer.session.expiresAt).toISOString(),
      },
      sidebarOpen: readSidebarCookie(request.headers.get("Cookie")),
      // Links in mails come back here: ?token= to choose a new password, ?error= when a link failed.
      resetToken: url.searchParams.get("token")?.slice(0, 200) ?? null,
      linkError: url.searchParams.has("error"),
    },
    { headers: { ...Object.fromEntries(headers), "Cache-Control": "no-store" } },
  );
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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    lastFrame = loaderData;
  }, [loaderData]);
  const { viewer, sidebarOpen, resetToken, linkError } = loaderData;
  const checking = useSessionChecks(viewer?.sessionExpiresAt ?? null);
  return (
    <>
      <Toaster theme="system" richColors closeButton position="bottom-right" />
      {checking && (
        <div className="fixed inset-0 z-50">
          <Spinner label="Checking your session..." />
        </div>
      )}
      {!viewer ? (
        <LoginPanel resetToken={resetToken} linkError={linkError} />
      ) : !viewer.isAdmin ? (
        <AwaitingApproval email={viewer.email} />
      ) : (
        <AdminPanel email={viewer.email} sidebarOpen={sidebarOpen} />
      )}
    </>
  );
}

/**
 * The session is checked again when the tab becomes visible and shortly before it
 * expires; the server extends it when it is in use (docs/product.md §4: automatic refresh).
 */
function useSessionChecks(expiresAt: string | null): boolean {
  const revalidator = useRevalidator();
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    const check = () => {
      setChecking(true);
      void revalidator.revalidate().finally(() => setChecking(false));
    };
    const onVisible = () => document.visibilityState === "visible" && check();
    document.addEventListener("visibilitychange", onVisible);
    const untilCheck = expiresAt ? new Date(expiresAt).getTime() - Date.now() - 5 * 60_000 : Infinity;
    const timer = Number.isFinite(untilCheck) ? setTimeout(check, Math.max(untilCheck, 10_000)) : undefined;
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(timer);
    };
    // revalidate() is stable in practice, but the revalidator object is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt]);
  return checking;
}

function SignOutButton() {
  return (
    <ActionButton send={{ intent: "sign-out" }} action={`${ADMIN_PATH}/auth`}>
      <LogOut aria-hidden className="size-4" />
      Sign Out
    </ActionButton>
  );
}

function AwaitingApproval({ email }: { email: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md space-y-4 rounded-2xl border border-white/10 bg-slate-900 p-8 text-center">
        <h1 className="text-2xl font-bold">Admin Panel</h1>
        <p className="text-slate-200">{ADMIN_MESSAGES.awaitingApproval}</p>
        <p className="text-sm text-slate-400">Signed in as {email}</p>
        <div className="flex justify-center">
          <SignOutButton />
        </div>
      </div>
    </main>
  );
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
];

function AdminPanel({ email, sidebarOpen }: { email: string; sidebarOpen: boolean }) {
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <Sidebar label="Admin Panel">
        <div className="flex h-14 items-center gap-2 px-3">
          <Gamepad2 aria-hidden className="size-6 shrink-0 text-indigo-400" />
          <p className="truncate font-bold group-data-[state=collapsed]/sidebar:sr-only">Admin Panel</p>
        </div>
        <nav aria-label="Admin sections" className="flex flex-col gap-1 px-2">
          {SECTIONS.map((section) => (
            <SidebarLink key={section.to} {...section} />
          ))}
        </nav>
        <p className="mt-auto truncate px-3 py-4 text-xs text-slate-400 group-data-[state=collapsed]/sidebar:sr-only">{email}</p>
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b border-white/10 px-4">
          <SidebarTrigger />
          <h1 className="text-lg font-bold">Admin Dashboard</h1>
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
