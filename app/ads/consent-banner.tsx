import { Link } from "react-router";
import { useSiteName } from "~/lib/use-site";
import { buttonVariants } from "~/components/ui/button-variants";

/**
 * Asks whether the ad network may load: no ad script loads before the visitor chooses.
 * Rendered on every page where a network is configured, hidden; the ad script
 * (app/ads/ad-script.ts) opens it in the browser when no choice is kept, or when the
 * visitor asks from the footer. Pages stay the same for every visitor, so shared copies
 * can be served. It floats over the bottom of the page and moves nothing; it does not
 * trap focus, and comes first in the tab order.
 */
export function ConsentBanner({ scriptUrl, hydrates }: { scriptUrl: string; hydrates: boolean }) {
  const siteName = useSiteName();
  const choice = buttonVariants({ className: "min-w-24 flex-1" });
  return (
    <section
      id="ad-consent"
      tabIndex={-1}
      aria-labelledby="ad-consent-title"
      data-script={scriptUrl}
      data-hydrates={hydrates ? "" : undefined}
      className="fixed inset-x-0 bottom-0 z-50 hidden border-t border-white/15 bg-slate-900/95 shadow-2xl backdrop-blur focus:outline-none [html[data-ad-choice]_&]:block"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="text-sm text-slate-300">
          <h2 id="ad-consent-title" className="font-semibold text-white">{`Ads keep ${siteName} free`}</h2>
          <p className="mt-1">
            {"With your OK, our ad partner may use cookies to show ads and measure them. If you reject, you'll see games " +
              'from our own catalog instead. We keep your choice for 6 months; change it any time with "Ad choices" at ' +
              "the bottom of the page. "}
            <Link to="/privacy-policy" className="text-indigo-300 underline hover:text-indigo-200">
              Privacy Policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" data-ad-consent-choice="accepted" className={choice}>
            Accept
          </button>
          <button type="button" data-ad-consent-choice="rejected" className={choice}>
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
