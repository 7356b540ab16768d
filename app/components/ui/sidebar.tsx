/**
 * A collapsible sidebar (docs/product.md §2, admin screen): full width or icons only on
 * wide screens, remembered in a cookie for 7 days and toggled with Ctrl/Cmd+B; below
 * 768 px an overlay that opens from the trigger.
 */
import PanelLeft from "lucide-react/icons/panel-left";
import X from "lucide-react/icons/x";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_SHORTCUT_KEY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from "~/lib/constants";

interface SidebarState {
  open: boolean;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}

/** The cookie's value, read by the server so the first render already has the saved state. */
export function readSidebarCookie(cookieHeader: string | null): boolean {
  const match = (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)`));
  return match?.[1] !== "false";
}

const isMobileWidth = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;

export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobileWidth()) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      document.cookie = `${SIDEBAR_COOKIE_NAME}=${!value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
      return !value;
    });
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const state = useMemo(() => ({ open, openMobile, setOpenMobile, toggle }), [open, openMobile, toggle]);
  const widths = {
    "--sidebar-width": SIDEBAR_WIDTH,
    "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
    "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE,
  } as React.CSSProperties;
  return (
    <SidebarContext.Provider value={state}>
      <div style={widths} className="flex min-h-screen w-full">
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ label, children }: { label: string; children: React.ReactNode }) {
  const { open, openMobile, setOpenMobile } = useSidebar();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (openMobile && !element.open) element.showModal();
    if (!openMobile && element.open) element.close();
  }, [openMobile]);

  // Choosing a section on a phone closes the overlay.
  useEffect(() => setOpenMobile(false), [location.pathname, setOpenMobile]);

  return (
    <>
      <aside
        aria-label={label}
        data-state={open ? "expanded" : "collapsed"}
        className="group/sidebar sticky top-0 hidden h-screen shrink-0 flex-col border-r border-white/10 bg-slate-900 transition-[width] duration-200 md:flex w-(--sidebar-width) data-[state=collapsed]:w-(--sidebar-width-icon)"
      >
        {children}
      </aside>
      <dialog
        ref={dialog}
        aria-label={label}
        onCancel={(event) => {
          event.preventDefault();
          setOpenMobile(false);
        }}
        onClick={(event) => {
          if (event.target === dialog.current) setOpenMobile(false);
        }}
        className="m-0 h-full max-h-none w-(--sidebar-width-mobile) max-w-none bg-slate-900 p-0 text-slate-100 backdrop:bg-black/60 md:hidden"
      >
        {openMobile && (
          <div data-state="expanded" className="group/sidebar flex h-full flex-col">
            <button
              type="button"
              aria-label="Close sidebar"
              onClick={() => setOpenMobile(false)}
              className="absolute top-3 right-3 rounded-full p-1.5 hover:bg-white/10"
            >
              <X aria-hidden className="size-5" />
            </button>
            {children}
          </div>
        )}
      </dialog>
    </>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { open, openMobile, toggle } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label="Toggle sidebar"
      title="Toggle sidebar (Ctrl+B)"
      aria-expanded={open || openMobile}
      className={cn("rounded-lg p-2 text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-indigo-400", className)}
    >
      <PanelLeft aria-hidden className="size-5" />
    </button>
  );
}

/**
 * A section link; with the sidebar collapsed only its icon shows and its label becomes the
 * tooltip. A `badge` counts what waits there (its `label` says what, to screen readers and
 * in the tooltip), on the icon's corner while collapsed.
 */
export function SidebarLink({
  to,
  end,
  icon,
  label,
  badge,
}: {
  to: string;
  end?: boolean;
  icon: React.ReactNode;
  label: string;
  badge?: { count: number; label: string };
}) {
  const counted = badge && badge.count > 0 ? badge : undefined;
  return (
    <NavLink
      to={to}
      end={end}
      title={counted ? `${label}: ${counted.count} ${counted.label}` : label}
      className={({ isActive }) =>
        cn(
          "relative flex h-10 items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white",
          isActive && "bg-indigo-500/20 text-white",
        )
      }
    >
      <span aria-hidden className="shrink-0 [&>svg]:size-5">
        {icon}
      </span>
      <span className="truncate group-data-[state=collapsed]/sidebar:sr-only">{label}</span>
      {counted && (
        <span
          className={cn(
            "ml-auto min-w-5 shrink-0 rounded-full bg-amber-400 px-1.5 text-center text-xs leading-5 font-semibold text-slate-950",
            "group-data-[state=collapsed]/sidebar:absolute group-data-[state=collapsed]/sidebar:top-0 group-data-[state=collapsed]/sidebar:right-0 group-data-[state=collapsed]/sidebar:min-w-4 group-data-[state=collapsed]/sidebar:px-1 group-data-[state=collapsed]/sidebar:text-[10px] group-data-[state=collapsed]/sidebar:leading-4",
          )}
        >
          {counted.count}
          <span className="sr-only">{` ${counted.label}`}</span>
        </span>
      )}
    </NavLink>
  );
}
