import { Link } from "react-router";
import { CategoryMenu } from "./category-menu";
import { SearchBox } from "./search-box";

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to="/" className="shrink-0 text-2xl font-extrabold tracking-tight">
          <span className="bg-gradient-to-r from-indigo-400 to-fuchsia-400 bg-clip-text text-transparent">{siteName}</span>
        </Link>
        <SearchBox id="site-search" className="ml-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto md:ml-0">
          <CategoryMenu />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBox id="site-search-mobile" />
      </div>
    </header>
  );
}
