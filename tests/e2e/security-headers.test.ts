import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../support/admin-accounts";
import { get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

/** Every Content-Security-Policy violation the page reports, and whether React took over the page. */
async function violationsWhileLoading(page: Page, path: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  return violations;
}

describe("security headers", () => {
  it("sends the protective headers with pages and files alike", async () => {
    for (const path of ["/", "/game/krunker-io", ADMIN_PATH, "/favicon.svg", "/games/snake/"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
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

  it.each(["/", "/game/krunker-io", "/about", ADMIN_PATH])("runs %s under its policy without a violation, live and cached", async (path) => {
    const { page } = current;
    expect(await violationsWhileLoading(page, path)).toEqual([]);
    expect(await violationsWhileLoading(page, path)).toEqual([]);
  });
});
