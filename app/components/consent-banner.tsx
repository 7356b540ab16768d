import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { saveAdConsent, useAdChoiceOpen, useAdConsent, type AdConsent } from "~/lib/ad-consent";
import { useSiteName } from "~/lib/use-site-name";
import { Button } from "./ui/button";

/**
 * Asks whether the ad network may load (no ad script loads before the visitor chooses).
 * It floats over the bottom of the page, so it moves nothing, and it does not trap focus:
 * it comes first in the tab order, and the page stays usable while it shows.
 */
export function ConsentBanner() {
  const consent = useAdConsent();
  const open = useAdChoiceOpen();
  const siteName = useSiteName();
  const region = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Opened again from the footer: the visitor is taken to it, and back afterwards.
  const reopened = open && consent !== null && consent !== undefined;

  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus();
  }, [reopened]);

  if (!open) return null;

  const choose = (choice: AdConsent) => {
    saveAdConsent(choice);
    // The network's script cannot be unloaded: a fresh page is the way to be rid of it.
    if (consent === "accepted" && choice === "rejected") {
      window.location.reload();
      return;
    }
    returnFocusTo.current?.focus();
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="ad-consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-white/15 bg-slate-900/95 shadow-2xl backdrop-blur focus:outline-none"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="text-sm text-slate-300">
          <h2 id="ad-consent-title" className="font-semibold text-white">{`Ads keep ${siteName} free`}</h2>
          <p className="mt-1">
            {"With your OK, our ad partner may use cookies to show ads and measure them. If you reject, you'll see games " +
              "from our own catalog instead. We keep your choice for 6 months; change it any time with \"Ad choices\" at " +
              "the bottom of the page. "}
            <Link to="/privacy-policy" className="text-indigo-300 underline hover:text-indigo-200">
              Privacy Policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button className="min-w-24 flex-1" onClick={() => choose("accepted")}>
            Accept
          </Button>
          <Button className="min-w-24 flex-1" onClick={() => choose("rejected")}>
            Reject
          </Button>
        </div>
      </div>
    </section>
  );
}
