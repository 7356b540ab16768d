import { Link } from "react-router";
import { COPYRIGHT_YEAR } from "~/lib/constants";
import { FOOTER_COLUMNS } from "~/lib/site";

/** `adChoices`: where an ad network is configured, the ad script opens the consent banner from here. */
export function SiteFooter({ siteName, adChoices }: { siteName: string; adChoices: boolean }) {
  return (
    <footer className="mt-16 border-t border-white/10 bg-slate-900/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-xl font-bold">{siteName}</p>
          <p className="mt-2 text-sm text-slate-400">Thousands of free online games you can play instantly in your browser. No downloads, no sign-up.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-400 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-white/10 py-4 text-xs text-slate-400">
        <p>{`© ${COPYRIGHT_YEAR} ${siteName}. All rights reserved.`}</p>
        {/* The ads consent is changed here, at any time (the banner's copy points to it). */}
        {adChoices && (
          <button type="button" data-ad-choices className="underline hover:text-white">
            Ad choices
          </button>
        )}
      </div>
    </footer>
  );
}
