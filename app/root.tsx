import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import adsScript from "./ads/ad-script.ts?worker&url";
import enhanceScript from "./enhance/main.ts?worker&url";
import { AdSlot } from "~/ads/ad-slot";
import { ConsentBanner } from "~/ads/consent-banner";
import { FloatingAd } from "~/ads/floating-ad";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { NotFoundPage } from "./components/not-found-page";
import { useNonce } from "./lib/nonce";
import { RELEASE_HELD_SCRIPTS } from "./lib/scripts-after-paint";
import type { PageHandle } from "./lib/page-handle";
import { revalidatesAfterForm } from "./lib/form-revalidation";
import { useAds } from "~/ads/use-ads";
import { useSiteName } from "./lib/use-site";
import { adsClientConfig, housePromotions } from "~/domain/ads/ads-config.server";
import { database, serverConfig } from "./domain/platform/runtime.server";
import { buttonVariants } from "~/components/ui/button-variants";
import { track } from "~/lib/analytics.client";
import type { RootData } from "~/lib/root-data";

export async function loader(): Promise<RootData> {
  const { siteName, siteUrl, ads } = await serverConfig();
  return { siteName, siteUrl, ads: adsClientConfig(ads), promotions: await housePromotions(await database()) };
}

/**
 * The root's data (site name, ad settings, house promotions) barely changes: it is read
 * again after a form changes something, not on every navigation nor after a search (a GET
 * form), which would also put the error page over the panel when the network is down.
 */
export function shouldRevalidate({ formMethod, ...args }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? revalidatesAfterForm(args) : false;
}

function usePageHandle(): PageHandle {
  const handles = useMatches().map((match) => (match.handle ?? {}) as PageHandle);
  return {
    hydrate: handles.some((handle) => handle.hydrate === false) ? false : undefined,
    bareShell: handles.some((handle) => handle.bareShell) || undefined,
    floatingAd: handles.some((handle) => handle.floatingAd) || undefined,
  };
}

/**
 * React Router's scripts when the page hydrates (started after the first paint on a public
 * page: app/lib/scripts-after-paint.ts), the small enhancement script on every
 * page, and, where an ad network is configured, the ad script (app/ads/ad-script.ts).
 */
function PageScripts({ hydrate, withAds, nonce }: { hydrate: boolean; withAds: boolean; nonce: string }) {
  return (
    <>
      {hydrate && <ScrollRestoration nonce={nonce} />}
      {hydrate && <Scripts nonce={nonce} />}
      {hydrate && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RELEASE_HELD_SCRIPTS }} />}
      <script type="module" src={enhanceScript} nonce={nonce} async />
      {withAds && <script type="module" src={adsScript} nonce={nonce} async />}
    </>
  );
}

/**
 * Marks the document once React has taken it over: the ad script puts network ads in then,
 * and a button pressed before is pressed again (app/lib/scripts-after-paint.ts).
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

/**
 * A page view for each of React's own navigations (a new path or query). The page the
 * browser loaded was counted by the enhancement script, which runs on every page.
 */
function useNavigationPageViews() {
  const { pathname, search } = useLocation();
  const loaded = useRef(true);
  useEffect(() => {
    if (loaded.current) loaded.current = false;
    else track({ type: "page-view", path: pathname, referrer: "internal", entry: false });
  }, [pathname, search]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const siteName = useSiteName();
  const { bareShell, hydrate = true, floatingAd } = usePageHandle();
  const nonce = useNonce();
  const scriptUrl = useAds().network.scriptUrl;
  useMarkHydrated();
  useNavigationPageViews();
  if (bareShell) {
    return (
      <Document>
        <body className="min-h-screen bg-slate-950 font-sans text-slate-100 antialiased">
          {children}
          <PageScripts hydrate={hydrate} withAds={false} nonce={nonce} />
        </body>
      </Document>
    );
  }
  return (
    <Document>
      <body className="flex min-h-screen flex-col bg-slate-950 font-sans text-slate-100 antialiased">
        {/* The first stop of the keyboard: past the header, the search and the categories. */}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-indigo-500 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {/* Without an ad network there is nothing to consent to. */}
        {scriptUrl && <ConsentBanner scriptUrl={scriptUrl} hydrates={hydrate} />}
        <SiteHeader siteName={siteName} />
        <main id="main" tabIndex={-1} className="flex-1 scroll-mt-32 outline-none">
          {children}
        </main>
        {/* In a landmark of its own, as everything on the page is. */}
        <aside aria-label="Sponsored">
          <AdSlot blockId={3} type="floor" className="mt-12" />
        </aside>
        <SiteFooter siteName={siteName} adChoices={Boolean(scriptUrl)} />
        {floatingAd && <FloatingAd />}
        <PageScripts hydrate={hydrate} withAds={Boolean(scriptUrl)} nonce={nonce} />
      </body>
    </Document>
  );
}

function Document({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      {children}
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The page for anything but a 404. Most often the database is briefly away (the server
 * then answers 503 with Retry-After), so it says so plainly and offers to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-300">We could not load this page just now. This is usually over within a minute: please try again shortly.</p>
      <a href={`${pathname}${search}`} className={buttonVariants({ shape: "pill", size: "pill", className: "mt-8" })}>
        Try again
      </a>
      {detail && <pre className="mt-6 overflow-x-auto text-left text-xs">{detail}</pre>}
    </section>
  );
}
