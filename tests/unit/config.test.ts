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

describe("each section's refusals", () => {
  // One bad value of each kind of each section's variables, with the whole line it stops the start with.
  it.each([
    // site
    [{ SITE_URL: "games.example.com" }, 'SITE_URL is not a valid URL (got "games.example.com"): expected e.g. https://games.example.com.'],
    [{ SITE_URL: "ftp://games.example.com" }, "SITE_URL must start with http:// or https:// (got ftp://)."],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL is not a valid URL: expected smtp://USER:PASSWORD@HOST:587, or unset it to log mails."],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL must start with smtp:// or smtps:// (got http://)."],
    [
      { BETTER_AUTH_SECRET: " short " },
      "BETTER_AUTH_SECRET is shorter than 32 characters: use a long random value (openssl rand -base64 32), or unset it to have one generated.",
    ],
    // storage
    [
      { DATABASE_URL: "not a url" },
      "DATABASE_URL is not a valid URL: expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database.",
    ],
    [
      { DATABASE_URL: "mysql://zowii:s3cret@db/zowii" },
      "DATABASE_URL must start with postgres:// or postgresql:// (got mysql://): expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database.",
    ],
    [
      { DATABASE_URL: "postgres:///zowii" },
      "DATABASE_URL names no host: expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database.",
    ],
    [
      { DATABASE_URL: "postgres://db" },
      "DATABASE_URL names no database: expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database.",
    ],
    [
      { ANALYTICS_RETENTION_DAYS: " 0 " },
      'ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "0"); the default keeps 730 (2 years).',
    ],
    // game hosts
    [
      { ALLOWED_GAME_HOSTS: "krunker.io, https://evil/" },
      'ALLOWED_GAME_HOSTS holds "https://evil/", which is not a host name: list hosts separated by commas, e.g. "krunker.io, *.crazygames.com".',
    ],
    [{ ALLOW_PRIVATE_FETCH: " maybe " }, 'ALLOW_PRIVATE_FETCH must be true or false (got " maybe ").'],
    // http
    [{ LOG_REQUESTS: "yes" }, 'LOG_REQUESTS must be true or false (got "yes").'],
    [{ SHUTDOWN_TIMEOUT_MS: "1e3" }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "1e3").'],
    [{ SHUTDOWN_TIMEOUT_MS: "0" }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "0").'],
    // contact
    [{ SAFETY_EMAIL: " safety " }, 'SAFETY_EMAIL must be one email address such as team@zowii.example (got "safety").'],
    [{ DEVELOPERS_EMAIL: "dev@games" }, 'DEVELOPERS_EMAIL must be one email address such as team@zowii.example (got "dev@games").'],
    [{ SUPPORT_PHONE: "12-34" }, 'SUPPORT_PHONE must be a phone number such as +1 555 0100 (got "12-34").'],
    [{ LIVE_CHAT_URL: "chat" }, 'LIVE_CHAT_URL is not a valid URL (got "chat"): expected e.g. https://chat.example.com/.'],
    [{ LIVE_CHAT_URL: "javascript:alert(1)" }, "LIVE_CHAT_URL must start with http:// or https:// (got javascript://)."],
    // ads
    [
      { AD_NETWORK_SCRIPT_URL: "cdn.ads.example/tag.js", AD_BLOCK_IDS: "1=a" },
      'AD_NETWORK_SCRIPT_URL is not a valid URL (got "cdn.ads.example/tag.js"): expected e.g. https://ads.example.net/tag.js.',
    ],
    [
      { AD_NETWORK_SCRIPT_URL: "http://cdn.ads.example/tag.js", AD_BLOCK_IDS: "1=a" },
      "AD_NETWORK_SCRIPT_URL must be an https:// address without a user name (got http://cdn.ads.example); http:// is accepted for localhost only.",
    ],
    [
      { AD_NETWORK_SCRIPT_URL: "https://cdn.ads.example/t.js" },
      'AD_NETWORK_SCRIPT_URL is set but AD_BLOCK_IDS names no block: set e.g. AD_BLOCK_IDS="1=1234567, 2=1234568", or unset AD_NETWORK_SCRIPT_URL.',
    ],
    [{ AD_BLOCK_IDS: "1=a" }, "AD_BLOCK_IDS is set but AD_NETWORK_SCRIPT_URL is not: set the ad network's script URL, or unset AD_BLOCK_IDS."],
    [
      { AD_NETWORK_SCRIPT_URL: "https://cdn.ads.example/t.js", AD_BLOCK_IDS: "9=a" },
      'AD_BLOCK_IDS holds "9=a": expected BLOCK=ID pairs with blocks 1 to 8 and ids of letters, digits and _.:/-, e.g. "1=1234567, 2=1234568".',
    ],
    [{ AD_NETWORK_SCRIPT_URL: "https://cdn.ads.example/t.js", AD_BLOCK_IDS: "2=a, 2=b" }, "AD_BLOCK_IDS names block 2 twice: keep one id per block."],
    [
      { AD_NETWORK_SCRIPT_URL: "https://cdn.ads.example/t.js", AD_BLOCK_IDS: "1=a", AD_NETWORK_ORIGINS: "http://ads.example/" },
      'AD_NETWORK_ORIGINS holds "http://ads.example", which is not an https:// origin: list origins separated by commas, e.g. "https://cdn.ads.example, https://*.ads.example".',
    ],
    [
      { ADS_TXT: "contact=a@b.example; ads.example.net, pub-1, SOMETIMES" },
      'ADS_TXT line 2 ("ads.example.net, pub-1, SOMETIMES") is not an ads.txt line: expected e.g. "ads.example.net, pub-1234567, DIRECT, f08c47fec0942fa0" or "contact=ads@example.com", lines separated by ";".',
    ],
  ])("refuses %o in one line naming the variable", (env, line) => {
    expect(refusalOf(env)).toBe(line);
  });

  it("says the first refusal alone when several variables are wrong, and never a database or mail password", () => {
    expect(refusalOf({ PORT: "eighty", LOG_REQUESTS: "yes" })).toBe('PORT must be a port number from 0 to 65535 (got "eighty").');
    for (const env of [{ DATABASE_URL: "postgres://zowii:s3cret@db" }, { DATABASE_URL: "zowii:s3cret@db/zowii" }, { SMTP_URL: "mail.example.com:s3cret@" }]) {
      expect(refusalOf(env), JSON.stringify(env)).toMatch(/^(DATABASE_URL|SMTP_URL) /);
      expect(refusalOf(env), JSON.stringify(env)).not.toContain("s3cret");
    }
  });
});

/** The message of the StartupError that `env` stops the start with. */
function refusalOf(env: NodeJS.ProcessEnv): string {
  try {
    readServerConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as StartupError).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe("readAdminPath", () => {
  it("defaults to /adminzowii", () => {
    expect(readAdminPath(undefined)).toBe("/adminzowii");
    expect(readAdminPath(" /team-panel ")).toBe("/team-panel");
  });

  it.each(["adminzowii", "/a", "/admin/panel", "/admin zowii", "/../x"])("refuses %s", (value) => {
    expect(() => readAdminPath(value)).toThrow(/ADMIN_PATH must be/);
  });
});
