import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAdminPath } from "~/lib/admin-path";
import { StartupError, describeDatabaseUrl, readServerConfig } from "~/server/config.server";

describe("readServerConfig", () => {
  it("defaults to the embedded database in ./data and the name Zowii", () => {
    expect(readServerConfig({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve("data"),
      siteName: "Zowii",
    });
    expect(readServerConfig({ DATABASE_URL: "  ", SITE_NAME: " " }).databaseUrl).toBeUndefined();
  });

  it("accepts postgres:// and postgresql:// URLs", () => {
    for (const url of ["postgres://u:p@db:5432/zowii", "postgresql://db/zowii", "postgres:///zowii?host=/run/pg"]) {
      expect(readServerConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it.each([
    ["not a url", /not a valid URL/],
    ["mysql://db/zowii", /must start with postgres:\/\//],
    ["postgres://db", /names no database/],
    ["postgres:///zowii", /names no host/],
  ])("refuses DATABASE_URL=%s with a StartupError", (url, message) => {
    expect(() => readServerConfig({ DATABASE_URL: url })).toThrow(StartupError);
    expect(() => readServerConfig({ DATABASE_URL: url })).toThrow(message);
  });

  it("describes a database URL without its password", () => {
    expect(describeDatabaseUrl("postgres://zowii:s3cret@db.example:6543/games")).toBe("db.example:6543/games");
  });
});

describe("readAdminPath", () => {
  it("defaults to /adminzowii", () => {
    expect(readAdminPath(undefined)).toBe("/adminzowii");
    expect(readAdminPath(" /team-panel ")).toBe("/team-panel");
  });

  it.each(["adminzowii", "/a", "/admin/panel", "/admin zowii", "/../x"])("refuses %s", (value) => {
    expect(() => readAdminPath(value)).toThrow(/ADMIN_PATH must be/);
  });
});
