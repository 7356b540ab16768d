import { describe, expect, it } from "vitest";
import { readSidebarCookie } from "~/components/ui/sidebar";
import { formatAverageRating } from "~/lib/format";
import { weakPasswordReasons } from "~/domain/auth/password-policy.server";
import { isCrossSiteWrite, requestOrigin } from "~/domain/web/request-guards.server";

describe("weakPasswordReasons", () => {
  it("accepts a long password that nobody commonly uses", () => {
    expect(weakPasswordReasons("maple-comet-harbor-77", "operator@example.com")).toEqual([]);
  });

  it("gives every reason a password is too weak", () => {
    expect(weakPasswordReasons("short")).toContain("use at least 12 characters");
    expect(weakPasswordReasons("qwerty123456")).toEqual(["it is a commonly used password"]);
    expect(weakPasswordReasons("Password2024!!")).toEqual(["it is a commonly used password"]);
    expect(weakPasswordReasons("aaaaaaaaaaaaaaaa")).toEqual(["it is a commonly used password"]);
    expect(weakPasswordReasons("jane.doe-is-the-best", "jane.doe@example.com")).toEqual(["it must not contain your email address"]);
    expect(weakPasswordReasons("x".repeat(200)).join()).toContain("at most 128 characters");
  });
});

describe("isCrossSiteWrite", () => {
  const own = "http://localhost:3000";
  it("lets reads through, and writes from our own pages or from no page at all", () => {
    expect(isCrossSiteWrite("GET", { origin: "https://evil.example" }, own)).toBe(false);
    expect(isCrossSiteWrite("POST", { origin: own, secFetchSite: "same-origin" }, own)).toBe(false);
    expect(isCrossSiteWrite("POST", {}, own)).toBe(false);
  });

  it("refuses a write another site's page sends", () => {
    expect(isCrossSiteWrite("POST", { origin: "https://evil.example" }, own)).toBe(true);
    expect(isCrossSiteWrite("DELETE", { origin: "null" }, own)).toBe(true);
    expect(isCrossSiteWrite("POST", { secFetchSite: "cross-site" }, own)).toBe(true);
  });
});

describe("requestOrigin", () => {
  it("reads the origin a request was sent to", () => {
    expect(requestOrigin("http", "localhost:3000")).toBe("http://localhost:3000");
    expect(requestOrigin("https", "games.example")).toBe("https://games.example");
    expect(requestOrigin("http", "[::1]:8080")).toBe("http://[::1]:8080");
    // HTTP/1.0 may leave the Host out.
    expect(requestOrigin("http", undefined)).toBe("http://localhost");
  });

  it("names no origin for a Host or forwarded protocol that is not one", () => {
    for (const host of ["a b", "[::1", "localhost:99999", "example.com:80:80", "evil.example/admin", "%", "a@b"]) {
      expect(requestOrigin("http", host), host).toBeNull();
    }
    expect(requestOrigin("gopher", "localhost")).toBeNull();
    expect(requestOrigin("", "localhost")).toBeNull();
  });

  it("answers each request on its own, though the last answer is kept", () => {
    for (const [protocol, host, origin] of [
      ["http", "games.example", "http://games.example"],
      ["http", "games.example", "http://games.example"],
      ["https", "games.example", "https://games.example"],
      ["https", "a b", null],
      ["https", "a b", null],
      ["https", "games.example", "https://games.example"],
      ["gopher", "games.example", null],
    ] as const) {
      expect(requestOrigin(protocol, host), `${protocol} ${host}`).toBe(origin);
    }
  });
});

describe("admin panel helpers", () => {
  it("reads the sidebar's saved state, open unless saved closed", () => {
    expect(readSidebarCookie(null)).toBe(true);
    expect(readSidebarCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true")).toBe(true);
    expect(readSidebarCookie("my_sidebar_state=false")).toBe(true);
  });

  it("shows the average rating to one decimal, or N/A", () => {
    expect(formatAverageRating(4.4567)).toBe("4.5");
    expect(formatAverageRating(null)).toBe("N/A");
  });
});
