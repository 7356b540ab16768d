import { Form, Link, useSearchParams } from "react-router";

export function SiteHeader({ siteName }: { siteName: string }) {
  const [searchParams] = useSearchParams();
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="shrink-0 text-2xl font-extrabold tracking-tight text-white">
          <span className="bg-gradient-to-r from-indigo-400 to-fuchsia-400 bg-clip-text text-transparent">
            {siteName}
          </span>
        </Link>
        <Form method="get" action="/" role="search" className="ml-auto w-full max-w-md">
          <label className="sr-only" htmlFor="site-search">
            Search games
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={searchParams.get("q") ?? ""}
            key={searchParams.get("q") ?? ""}
            placeholder="Search games..."
            className="w-full rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm text-white placeholder:text-slate-400 focus:border-indigo-400 focus:outline-none"
          />
        </Form>
      </div>
    </header>
  );
}
