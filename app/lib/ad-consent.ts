import { useSyncExternalStore } from "react";
import { AD_CONSENT_MAX_AGE_SECONDS } from "./constants";

/**
 * The visitor's choice about the ad network, kept in a first-party cookie for 6 months.
 * Pages are shared between visitors, so the choice is read in the browser only: on the
 * server and while hydrating it is unknown (`undefined`), and every slot shows its
 * fallback. Asked only where an ad network is configured: without one there is nothing
 * to consent to.
 */
export type AdConsent = "accepted" | "rejected";

const COOKIE = "zowii_ad_consent";
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${COOKIE}=(accepted|rejected)(?:;|$)`);

const listeners = new Set<() => void>();
/** The visitor asked to see the choice again (the footer link). */
let choiceOpen = false;

/** Calls `listener` whenever the choice (or whether the banner shows) changes; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

export function readConsent(): AdConsent | null {
  return (document.cookie.match(COOKIE_VALUE)?.[1] as AdConsent | undefined) ?? null;
}

/** The choice: null while none is made, undefined until the page runs in the browser. */
export function useAdConsent(): AdConsent | null | undefined {
  return useSyncExternalStore(subscribe, readConsent, () => undefined);
}

/** Whether the consent banner is shown: no choice yet, or the visitor asked to change it. */
export function useAdChoiceOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => choiceOpen || readConsent() === null,
    () => false,
  );
}

export function saveAdConsent(choice: AdConsent): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${choice}; Max-Age=${AD_CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  choiceOpen = false;
  changed();
}

export function openAdChoice(): void {
  choiceOpen = true;
  changed();
}
