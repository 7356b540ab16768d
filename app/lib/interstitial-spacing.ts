import { INTERSTITIAL_SPACING_MS } from "./constants";

/**
 * The interstitial's countdown shows at most once per INTERSTITIAL_SPACING_MS for a
 * visitor; the first launch always shows it. The time of the last one is kept in this
 * browser; without storage every launch shows it, as the product's flow does.
 */
const KEY = "zowii_interstitial_shown_at";

export function interstitialDue(storage: Pick<Storage, "getItem"> | undefined, now = Date.now()): boolean {
  let last: number;
  try {
    last = Number(storage?.getItem(KEY) ?? 0);
  } catch {
    return true;
  }
  // A clock set back (last in the future) must not hide it for long.
  return !(last > 0 && now >= last && now - last < INTERSTITIAL_SPACING_MS);
}

export function noteInterstitialShown(storage: Pick<Storage, "setItem"> | undefined, now = Date.now()): void {
  try {
    storage?.setItem(KEY, String(now));
  } catch {
    // Storage switched off: the next launch shows it again.
  }
}

/** The browser's localStorage, or nothing where reading it throws (storage switched off). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
