import { describe, expect, it } from "vitest";

/**
 * Every panel form is sent from the browser through its route's clientAction, which keeps
 * the page and says the server could not be reached when the connection drops: a page
 * with an action and no clientAction would give way to the error page instead. Resource
 * routes (sign-in, uploads, a preview), which the page calls with fetch, are not forms.
 */
const routeModules = import.meta.glob<Record<string, unknown>>("../../app/routes/admin/*.{ts,tsx}");

describe("the panel's routes", () => {
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
