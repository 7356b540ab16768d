import { describe, expect, it } from "vitest";

/**
 * Every panel form is sent from the browser through its route's clientAction, which keeps
 * the page and says the server could not be reached when the connection drops: a page
 * with an action and no clientAction would give way to the error page instead. Resource
 * routes (sign-in, uploads, a preview), which the page calls with fetch, are not forms.
 */
const routeModules = import.meta.glob<Record<string, unknown>>("../../app/routes/admin/*.{ts,tsx}");

describe("the panel's routes", { timeout: 30_000 }, () => {
  const withActions = Object.entries(routeModules);

  it("are all read", () => {
    expect(withActions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(withActions.map(([path, load]) => [path.split("/").at(-1)!, load] as const))(
    "%s: a page's action is sent through a clientAction",
    async (_, load) => {
      const module = await load();
      if (typeof module.action === "function" && typeof module.default === "function") expect(typeof module.clientAction).toBe("function");
    },
  );
});

describe("the panel's guard", () => {
  it("stands in front of every admin route but the sign-in form and what it posts to", async () => {
    const { default: routes } = await import("../../app/routes");
    const admin = routes.find((route) => route.file === "routes/admin/layout.tsx")!;
    const outside = admin.children!.filter((route) => route.file !== "routes/admin/sections.tsx").map((route) => route.file);
    expect(outside).toEqual(["routes/admin/sign-in.tsx", "routes/admin/auth.ts"]);
    const sections = admin.children!.find((route) => route.file === "routes/admin/sections.tsx")!;
    const guarded = new Set(sections.children!.map((route) => route.file));
    const files = Object.keys(routeModules).map((path) => `routes/admin/${path.split("/").at(-1)!}`);
    expect(files.filter((file) => !guarded.has(file) && !["routes/admin/layout.tsx", "routes/admin/sections.tsx", ...outside].includes(file))).toEqual([]);
    expect((await import("../../app/routes/admin/sections")).middleware).toContain((await import("../../app/domain/auth/admin-guard.server")).panelGuard);
  });
});

describe("the way back from the sign-in form", () => {
  it("leads to the page asked for, keeping its query but not a mail link's token", async () => {
    const { ADMIN_PATH, SIGN_IN_PATH, signInAddress } = await import("../../app/lib/admin-path");
    expect(signInAddress({ pathname: ADMIN_PATH, search: "" })).toBe(SIGN_IN_PATH);
    expect(signInAddress({ pathname: `${ADMIN_PATH}/manage`, search: "?q=snake&page=2" })).toBe(
      `${SIGN_IN_PATH}?next=${encodeURIComponent(`${ADMIN_PATH}/manage?q=snake&page=2`)}`,
    );
    expect(signInAddress({ pathname: ADMIN_PATH, search: "?token=abc" })).toBe(`${SIGN_IN_PATH}?token=abc`);
    expect(signInAddress({ pathname: ADMIN_PATH, search: "?error=INVALID_TOKEN" })).toBe(`${SIGN_IN_PATH}?error=INVALID_TOKEN`);
  });

  it.each([
    ["/adminzowii/manage?q=snake", "/adminzowii/manage?q=snake"],
    ["/adminzowii", "/adminzowii"],
    [null, "/adminzowii"],
    ["https://evil.example/adminzowii/manage", "/adminzowii"],
    ["//evil.example/adminzowii/manage", "/adminzowii"],
    ["/\\evil.example/adminzowii/manage", "/adminzowii"],
    ["/adminzowii/../game/x", "/adminzowii"],
    ["/adminzowiiX/manage", "/adminzowii"],
    ["javascript:alert(1)", "/adminzowii"],
    ["/", "/adminzowii"],
  ])("sends %s to %s, never outside the panel", async (next, expected) => {
    const { afterSignIn } = await import("../../app/domain/auth/admin-guard.server");
    expect(afterSignIn(next)).toBe(expected);
  });
});
