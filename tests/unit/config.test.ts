import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAdminPath } from "~/lib/admin-path";
import { DEFAULT_ALLOWED_GAME_HOSTS, describeDatabaseUrl, readServerConfig } from "~/domain/platform/config.server";
import { DEFAULT_CONTACT } from "~/domain/platform/contact-config.server";
import { defaultRenderThreads } from "~/domain/platform/http-config.server";
import { StartupError } from "~/domain/platform/startup-error.server";

describe("readServerConfig", () => {
  it("defaults to the embedded database in ./data, the name Zowii, mail off and placeholder contacts", () => {
    expect(readServerConfig({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve("data"),
      siteName: "Zowii",
      siteUrl: "http://localhost:3000",
      siteUrlSet: false,
      allowPrivateFetch: false,
      authSecret: undefined,
      smtpUrl: undefined,
      production: false,
      mailFrom: "Zowii <no-reply@localhost>",
      allowedGameHosts: DEFAULT_ALLOWED_GAME_HOSTS,
      contact: DEFAULT_CONTACT,
      ads: { networkScriptUrl: undefined, blockIds: Array(8).fill(null), extraOrigins: [], adsTxt: undefined },
      http: { port: 3000, host: "0.0.0.0", shutdownTimeoutMs: 10_000, trustProxy: false, renderThreads: defaultRenderThreads(), logRequests: false },
      analyticsRetentionDays: 730,
      metricsAddress: undefined,
    });
    expect(readServerConfig({ DATABASE_URL: "  ", SITE_NAME: " " }).databaseUrl).toBeUndefined();
  });

  it("reads how the HTTP server listens, stops and trusts proxies, and refuses what it cannot use", () => {
    expect(readServerConfig({ PORT: "8080", HOST: "127.0.0.1", SHUTDOWN_TIMEOUT_MS: "2500", TRUST_PROXY: "loopback" }).http).toEqual({
      port: 8080,
      host: "127.0.0.1",
      shutdownTimeoutMs: 2500,
      trustProxy: "loopback",
      renderThreads: defaultRenderThreads(),
      logRequests: false,
    });
    expect(readServerConfig({ LOG_REQUESTS: "true" }).http.logRequests).toBe(true);
    expect(() => readServerConfig({ LOG_REQUESTS: "yes" })).toThrow(/LOG_REQUESTS must be true or false/);
    expect(readServerConfig({ NODE_ENV: "production" }).production).toBe(true);
    expect(readServerConfig({ TRUST_PROXY: "1" }).http.trustProxy).toBe(1);
    expect(readServerConfig({ TRUST_PROXY: "true" }).http.trustProxy).toBe(true);
    expect(() => readServerConfig({ PORT: "eighty" })).toThrow('PORT must be a port number from 0 to 65535 (got "eighty").');
    expect(() => readServerConfig({ PORT: "70000" })).toThrow(/PORT must be a port number/);
    expect(() => readServerConfig({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "soon").');
  });

  it("renders shared pages in one thread a core, up to four, none on one core; RENDER_THREADS sets it", () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultRenderThreads(cores))).toEqual([0, 2, 3, 4, 4, 4]);
    expect(readServerConfig({ RENDER_THREADS: " 0 " }).http.renderThreads).toBe(0);
    expect(readServerConfig({ RENDER_THREADS: "16" }).http.renderThreads).toBe(16);
    expect(readServerConfig({ RENDER_THREADS: "" }).http.renderThreads).toBe(defaultRenderThreads());
    for (const bad of ["17", "-1", "two", "1.5"]) {
      expect(() => readServerConfig({ RENDER_THREADS: bad })).toThrow(`RENDER_THREADS must be a whole number from 0 to 16 (got "${bad}")`);
    }
  });

  it("keeps analytics two years unless told otherwise, and refuses a retention that is not a number of days", () => {
    expect(readServerConfig({}).analyticsRetentionDays).toBe(730);
    expect(readServerConfig({ ANALYTICS_RETENTION_DAYS: " 90 " }).analyticsRetentionDays).toBe(90);
    for (const bad of ["0", "-5", "1.5", "two years", "36501"]) {
      expect(() => readServerConfig({ ANALYTICS_RETENTION_DAYS: bad }), bad).toThrow(/ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 36500/);
    }
  });

  it("serves metrics only where METRICS_ADDRESS says, never on the public port, and refuses an address it cannot listen on", () => {
    expect(readServerConfig({ METRICS_ADDRESS: " " }).metricsAddress).toBeUndefined();
    expect(readServerConfig({ METRICS_ADDRESS: "127.0.0.1:9464" }).metricsAddress).toEqual({ host: "127.0.0.1", port: 9464 });
    expect(readServerConfig({ METRICS_ADDRESS: " localhost:9100 " }).metricsAddress).toEqual({ host: "localhost", port: 9100 });
    expect(readServerConfig({ METRICS_ADDRESS: "[::1]:9464" }).metricsAddress).toEqual({ host: "::1", port: 9464 });
    for (const bad of ["9464", ":9464", "127.0.0.1", "127.0.0.1:0", "127.0.0.1:70000", "::1:9464", "http://127.0.0.1:9464", "127.0.0.1:94 64"]) {
      expect(() => readServerConfig({ METRICS_ADDRESS: bad }), bad).toThrow(StartupError);
      expect(() => readServerConfig({ METRICS_ADDRESS: bad }), bad).toThrow(
        `METRICS_ADDRESS must be HOST:PORT, such as 127.0.0.1:9464 ([::1]:9464 for IPv6), with a port from 1 to 65535 (got "${bad}"); unset it to serve no metrics.`,
      );
    }
    expect(() => readServerConfig({ PORT: "8080", METRICS_ADDRESS: "127.0.0.1:8080" })).toThrow(
      "METRICS_ADDRESS uses the portal's own port 8080 (PORT): the metrics are served on a port of their own, never to visitors; choose another, such as 127.0.0.1:9464.",
    );
    expect(() => readServerConfig({ METRICS_ADDRESS: "0.0.0.0:3000" })).toThrow(/portal's own port 3000/);
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

  it.each([
    ["LIVE_CHAT_URL", "javascript:alert(1)", /LIVE_CHAT_URL must start with http/],
    ["SUPPORT_EMAIL", "support", /SUPPORT_EMAIL must be one email address/],
    ["CONTACT_EMAIL", "a@b.example?cc=x@y.example", /CONTACT_EMAIL must be one email address/],
    ["SUPPORT_PHONE", "call us", /SUPPORT_PHONE must be a phone number/],
  ])("refuses %s=%s with a StartupError", (name, value, message) => {
    expect(() => readServerConfig({ [name]: value })).toThrow(StartupError);
    expect(() => readServerConfig({ [name]: value })).toThrow(message);
  });

  it("takes contact addresses, phone, chat and office from the environment", () => {
    const { contact } = readServerConfig({
      CONTACT_EMAIL: "hi@games.example",
      SUPPORT_EMAIL: "help@games.example",
      SAFETY_EMAIL: "safe@games.example",
      DEVELOPERS_EMAIL: "dev@games.example",
      SUPPORT_PHONE: "+44 20 7946 0000",
      LIVE_CHAT_URL: "https://chat.games.example/room",
      OFFICE_ADDRESS: "2 Sample Road, Sample Town",
    });
    expect(contact).toEqual({
      generalEmail: "hi@games.example",
      supportEmail: "help@games.example",
      safetyEmail: "safe@games.example",
      developersEmail: "dev@games.example",
      supportPhone: "+44 20 7946 0000",
      liveChatUrl: "https://chat.games.example/room",
      officeAddress: "2 Sample Road, Sample Town",
    });
  });

  it("describes a database URL without its password", () => {
    expect(describeDatabaseUrl("postgres://zowii:s3cret@db.example:6543/games")).toBe("db.example:6543/games");
  });
});

describe("the admin panel's configuration", () => {
  it("reads the public origin, mail and allowed game hosts", () => {
    const config = readServerConfig({
      SITE_URL: "https://games.example.com/some/path",
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
      ALLOWED_GAME_HOSTS: " Krunker.io, *.crazygames.com ,, ",
      BETTER_AUTH_SECRET: "x".repeat(32),
    });
    expect(config).toMatchObject({
      siteUrl: "https://games.example.com",
      smtpUrl: "smtps://user:pw@mail.example.com:465",
      mailFrom: "Zowii <no-reply@games.example.com>",
      allowedGameHosts: ["krunker.io", "*.crazygames.com"],
      authSecret: "x".repeat(32),
    });
  });

  it.each([
    [{ SITE_URL: "games.example.com" }, /SITE_URL is not a valid URL/],
    [{ SITE_URL: "ftp://games.example.com" }, /SITE_URL must start with http/],
    [{ SMTP_URL: "mail.example.com" }, /SMTP_URL is not a valid URL/],
    [{ SMTP_URL: "http://mail.example.com" }, /SMTP_URL must start with smtp/],
    [{ BETTER_AUTH_SECRET: "short" }, /BETTER_AUTH_SECRET is shorter than 32/],
    [{ ALLOWED_GAME_HOSTS: "krunker.io, https://evil/" }, /ALLOWED_GAME_HOSTS holds "https:\/\/evil\/"/],
  ])("refuses %o with a StartupError", (env, message) => {
    expect(() => readServerConfig(env)).toThrow(StartupError);
    expect(() => readServerConfig(env)).toThrow(message);
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
