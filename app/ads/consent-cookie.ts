import { AD_CONSENT_MAX_AGE_SECONDS } from "~/lib/constants";

/**
 * The visitor's choice about the ad network, kept in a first-party cookie for 6 months.
 * It is read in the browser only (by app/ads/ad-script.ts): pages are shared between
 * visitors, so the server never renders anything from it.
 */
export type AdConsent = "accepted" | "rejected";

const COOKIE = "zowii_ad_consent";
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${COOKIE}=(accepted|rejected)(?:;|$)`);

export function readAdConsent(): AdConsent | null {
  return (document.cookie.match(COOKIE_VALUE)?.[1] as AdConsent | undefined) ?? null;
}

export function saveAdConsent(choice: AdConsent): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${choice}; Max-Age=${AD_CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
