import { describe, expect, it } from "vitest";
import { framingVerdict } from "~/domain/health/game-framing.server";

const SITE = "https://games.example.com";
const verdict = (headers: Record<string, string>) => framingVerdict(new Headers(headers), SITE);

describe("framingVerdict", () => {
  it("lets a host without framing rules be framed", () => {
    expect(verdict({})).toBe("allowed");
    expect(verdict({ "Content-Security-Policy": "default-src 'self'" })).toBe("allowed");
  });

  it("reads every X-Frame-Options value as a refusal of another site", () => {
    for (const value of ["DENY", "deny", "SAMEORIGIN", "ALLOW-FROM https://other.example"])
      expect(verdict({ "X-Frame-Options": value }), value).toBe("refused");
  });

  it("reads frame-ancestors: refused unless a source admits this site", () => {
    for (const ancestors of ["'none'", "'self'", "https://other.example", "https://*.other.example", "http:", "https://games.example.com:8443"]) {
      expect(verdict({ "Content-Security-Policy": `default-src *; frame-ancestors ${ancestors}` }), ancestors).toBe("refused");
    }
    for (const ancestors of [
      "*",
      "https:",
      "https://games.example.com",
      "games.example.com",
      "https://*.example.com",
      "'self' https://games.example.com/",
      "https://games.example.com:443",
    ]) {
      expect(verdict({ "Content-Security-Policy": `frame-ancestors ${ancestors}` }), ancestors).toBe("allowed");
    }
  });

  it("applies every policy of the answer", () => {
    expect(verdict({ "Content-Security-Policy": "frame-ancestors *, frame-ancestors 'none'" })).toBe("refused");
  });
});
