import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable, loggedPath } from "~/domain/platform/log.server";
import { requestIdOf } from "../../http/request-log";

describe("the log", () => {
  it("counts as an outage what is the database not answering, wrapped or not, and nothing a query did wrong", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const shutDown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const wrapped = Object.assign(new Error("Failed query: select 1"), { cause: refused });
    for (const error of [refused, shutDown, wrapped, new Error("Connection terminated unexpectedly"), Object.assign(new Error("x"), { code: "08006" })]) {
      expect(isDatabaseUnreachable(error), String(error)).toBe(true);
    }
    const unique = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
    for (const error of [unique, new Error("Cannot read properties of undefined"), "a string", null, undefined, { cause: { cause: unique } }]) {
      expect(isDatabaseUnreachable(error), String(error)).toBe(false);
    }
  });

  it("writes a request's path without its query or a mailed link's token", () => {
    expect(loggedPath("/?q=my+name")).toBe("/");
    expect(loggedPath("http://127.0.0.1:3000/game/krunker-io?from=home")).toBe("/game/krunker-io");
    expect(loggedPath("/api/auth/reset-password/AbC123secret?callbackURL=/x")).toBe("/api/auth/reset-password/…");
    expect(loggedPath("/api/auth/verify-email?token=secret")).toBe("/api/auth/verify-email");
    expect(loggedPath(`/${"a".repeat(1000)}`)).toHaveLength(300);
  });

  it("keeps a proxy's request id and makes one in place of a missing or odd one", () => {
    expect(requestIdOf("3f2a9c0e5b7d41e8a6c2f0b9d8e7a6c5")).toBe("3f2a9c0e5b7d41e8a6c2f0b9d8e7a6c5");
    expect(requestIdOf("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d")).toBe("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d");
    for (const odd of [undefined, "", "short", "x".repeat(101), "two words here", 'a"quote"inside', ["one-list-of-ids", "two"]]) {
      expect(requestIdOf(odd)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
