import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../support/admin-accounts";
import { get, setUpBrowserPage, waitForHydration } from "./support";

const current = setUpBrowserPage();

/** Every Content-Security-Policy violation the page reports once its scripts have run. */
async function violationsWhileLoading(page: Page, path: string, hydrates: boolean): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  if (hydrates) await waitForHydration(page);
  return violations;
}

describe("security headers", () => {
  it("sends the protective headers with pages, and nosniff with files too", async () => {
    for (const path of ["/", "/game/krunker-io", "/about", ADMIN_PATH, "/api/games/krunker-io/vote", "/no-such-page/deeper"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
    }
    for (const path of ["/favicon.svg", "/games/snake/", "/storage/game-thumbnails/seed/krunker-io.webp"]) {
      expect((await get(path)).headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("allows no inline script without its nonce or hash, and no framing of the admin area", async () => {
    const live = (await get(ADMIN_PATH)).headers.get("content-security-policy")!;
    expect(live).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;| )/);
    expect(live.split("script-src")[1]!.split(";")[0]).not.toContain("unsafe-inline");
    expect(live).toContain("frame-ancestors 'none'");
    expect(live).toContain("object-src 'none'");
    expect(live).toMatch(/frame-src 'self'[^;]* krunker\.io/);

    await get("/game/bloxd-io");
    const shared = await get("/game/bloxd-io");
    expect(shared.headers.get("x-cache")).toBe("HIT");
    const policy = shared.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy.split("script-src")[1]!.split(";")[0]).not.toContain("unsafe-inline");
  });

  it.each([
    ["/", true],
    ["/game/krunker-io", true],
    ["/about", false],
    ["/io-games", false],
    [ADMIN_PATH, true],
  ] as const)("runs %s under its policy without a violation, live and cached", async (path, hydrates) => {
    const { page } = current;
    expect(await violationsWhileLoading(page, path, hydrates)).toEqual([]);
    expect(await violationsWhileLoading(page, path, hydrates)).toEqual([]);
  });
});
