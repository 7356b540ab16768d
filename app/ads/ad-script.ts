import { readAdConsent, saveAdConsent, type AdConsent } from "~/ads/consent-cookie";
import { loadAdNetwork } from "~/ads/network-contract";
import { runNetworkSlot } from "~/ads/network-slot";

/**
 * The ad script: on every page where an ad network is configured, hydrated or not, and
 * framework-free. It opens the consent banner (consent-banner.tsx) when no
 * choice is kept or when the visitor asks from the footer's "Ad choices", keeps the
 * choice, and after an Accept loads the network's script and runs every slot that has a
 * network block (ad-slot.tsx), including slots that appear later.
 */
function setUpAds(banner: HTMLElement, scriptUrl: string) {
  const root = document.documentElement;
  let returnFocusTo: HTMLElement | null = null;

  const openBanner = (askedFor: boolean) => {
    root.dataset.adChoice = "";
    if (!askedFor) return;
    // The visitor asked from the footer: take them to the banner, and back afterwards.
    returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    banner.focus();
  };

  const choose = (choice: AdConsent) => {
    const before = readAdConsent();
    saveAdConsent(choice);
    // The network's script cannot be unloaded: a fresh page is the way to be rid of it.
    if (before === "accepted" && choice === "rejected") return window.location.reload();
    delete root.dataset.adChoice;
    returnFocusTo?.focus();
    returnFocusTo = null;
    if (choice === "accepted") whenHydrated(banner, () => runAds(scriptUrl));
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest<HTMLElement>("[data-ad-consent-choice]")?.dataset.adConsentChoice;
    if (choice === "accepted" || choice === "rejected") choose(choice);
    else if (target?.closest("[data-ad-choices]")) openBanner(true);
  });

  const consent = readAdConsent();
  if (consent === null) openBanner(false);
  if (consent === "accepted") whenHydrated(banner, () => runAds(scriptUrl));
}

/**
 * Network ads go into elements React renders: on a page that hydrates, only once React
 * has taken it over (root.tsx marks it), so hydration finds the page as the server sent it.
 */
function whenHydrated(banner: HTMLElement, start: () => void) {
  const root = document.documentElement;
  if (!("hydrates" in banner.dataset) || "hydrated" in root.dataset) return start();
  const observer = new MutationObserver(() => {
    if (!("hydrated" in root.dataset)) return;
    observer.disconnect();
    start();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

let running: Map<HTMLElement, () => void> | undefined;

/** Loads the network and runs every slot with a network block, now and as slots come and go. */
function runAds(scriptUrl: string) {
  if (running) return;
  const slots = new Map<HTMLElement, () => void>();
  running = slots;
  loadAdNetwork(scriptUrl);
  const update = () => {
    for (const slot of document.querySelectorAll<HTMLElement>("[data-network-block]")) {
      if (!slots.has(slot)) slots.set(slot, runNetworkSlot(slot));
    }
    for (const [slot, stop] of slots) {
      if (slot.isConnected) continue;
      stop();
      slots.delete(slot);
    }
  };
  update();
  // The player view, the interstitial, the floating ad and in-app navigations add and remove slots.
  new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
}

const banner = document.getElementById("ad-consent");
if (banner?.dataset.script) setUpAds(banner, banner.dataset.script);
