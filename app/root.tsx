import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import enhanceScript from "./enhance/main.ts?worker&url";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { NotFoundPage } from "./components/not-found-page";
import { useNonce } from "./lib/nonce";
import type { PageHandle } from "./lib/page-handle";
import { useSiteName } from "./lib/use-site-name";
import { serverConfig } from "./server/runtime.server";

export async function loader() {
  const { siteName, siteUrl } = await serverConfig();
  return { siteName, siteUrl };
}

function usePageHandle(): PageHandle {
  const handles = useMatches().map((match) => (match.handle ?? {}) as PageHandle);
  return { hydrate: handles.some((handle) => handle.hydrate === false) ? false : undefined, bareShell: handles.some((handle) => handle.bareShell) || undefined };
}

/** React Router's scripts when the page hydrates, and the small enhancement script on every page. */
function PageScripts({ hydrate, nonce }: { hydrate: boolean; nonce: string }) {
  return (
    <>
      {hydrate && <ScrollRestoration nonce={nonce} />}
      {hydrate && <Scripts nonce={nonce} />}
      <script type="module" src={enhanceScript} nonce={nonce} async />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const siteName = useSiteName();
  const { bareShell, hydrate = true } = usePageHandle();
  const nonce = useNonce();
  if (bareShell) {
    return (
      <Document>
        <body className="min-h-screen bg-slate-950 font-sans text-slate-100 antialiased">
          {children}
          <PageScripts hydrate={hydrate} nonce={nonce} />
        </body>
      </Document>
    );
  }
  return (
    <Document>
      <body className="flex min-h-screen flex-col bg-slate-950 font-sans text-slate-100 antialiased">
        <SiteHeader siteName={siteName} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter siteName={siteName} />
        <PageScripts hydrate={hydrate} nonce={nonce} />
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
      <p className="mt-4 text-slate-300">
        We could not load this page just now. This is usually over within a minute: please try again shortly.
      </p>
      <a
        href={`${pathname}${search}`}
        className="mt-8 inline-block rounded-full bg-indigo-500 px-6 py-2 font-semibold text-white hover:bg-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Try again
      </a>
      {detail && <pre className="mt-6 overflow-x-auto text-left text-xs">{detail}</pre>}
    </section>
  );
}
