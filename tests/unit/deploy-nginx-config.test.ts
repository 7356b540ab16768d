/**
 * What deploy/nginx/zowii.conf must keep for an upgrade to cost visitors nothing, read from
 * the file: tests/integration/deploy-nginx.test.ts and tests/stress/upgrade.test.ts run it.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";

const config = fs.readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx/zowii.conf"), "utf8");
/** The directives, comments left out. */
const directives = config
  .split("\n")
  .map((line) => line.replace(/#.*/, "").trim())
  .filter(Boolean);

describe("the nginx site's upstream", () => {
  it("never sends a write twice, and asks another instance again only when one refused, dropped or timed out", () => {
    const retries = directives.filter((line) => line.startsWith("proxy_next_upstream "));
    expect(retries.length).toBeGreaterThan(0);
    for (const line of retries) {
      // A POST an instance may have handled is answered 502, never sent to the other.
      expect(line).not.toContain("non_idempotent");
      // A 503 is the portal's own answer while the database is out, the same from every instance.
      expect(line).not.toContain("http_503");
    }
    expect(retries).toContain("proxy_next_upstream error timeout;");
  });

  it("keeps which instance is out in memory every worker shares", () => {
    const upstream = /upstream zowii_instances \{([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(upstream).toMatch(/^\s*zone zowii_instances \d+k;/m);
  });

  it("closes an idle connection to an instance before the instance would", () => {
    const upstream = /upstream zowii_instances \{([^}]*)\}/.exec(config)?.[1] ?? "";
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    // The portal's server is Node's, with its default keep-alive timeout (server.js sets none).
    expect(fs.readFileSync(path.resolve(import.meta.dirname, "../../server.js"), "utf8")).not.toContain("keepAliveTimeout");
    const nodeKeepAliveMs = http.createServer().keepAliveTimeout;
    expect(seconds * 1000).toBeGreaterThan(0);
    expect(seconds * 1000).toBeLessThan(nodeKeepAliveMs);
  });

  it("opens the door naming the instance that answered to the machine only", () => {
    const door = /server \{\s*listen ([^;]+);[^]*?X-Zowii-Instance/.exec(config.slice(config.lastIndexOf("\nserver {")));
    expect(door?.[1]).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(directives.filter((line) => line.includes("X-Zowii-Instance"))).toHaveLength(1);
  });
});
