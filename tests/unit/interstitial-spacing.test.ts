import { describe, expect, it } from "vitest";
import { INTERSTITIAL_SPACING_MS } from "~/lib/constants";
import { interstitialDue, noteInterstitialShown } from "~/lib/interstitial-spacing";

describe("the interstitial's spacing", () => {
  const storage = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };

  it("shows on the first launch, then at most once per 3 minutes", () => {
    const kept = storage();
    const start = 1_000_000;
    expect(interstitialDue(kept, start)).toBe(true);
    noteInterstitialShown(kept, start);
    expect(interstitialDue(kept, start + 1)).toBe(false);
    expect(interstitialDue(kept, start + INTERSTITIAL_SPACING_MS - 1)).toBe(false);
    expect(interstitialDue(kept, start + INTERSTITIAL_SPACING_MS)).toBe(true);
    // A clock set back does not hide it.
    expect(interstitialDue(kept, start - 10)).toBe(true);
  });

  it("shows every time where storage is switched off", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    noteInterstitialShown(broken, 1);
    expect(interstitialDue(broken, 2)).toBe(true);
    expect(interstitialDue(undefined, 2)).toBe(true);
  });
});
