import type { ServerResponse } from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "~/lib/admin-path";
import { StartupError } from "~/domain/platform/startup-error.server";
import { metricsText, pageCacheAnswered, queryAnswered, requestAnswered, routeKind, startMetrics } from "~/domain/platform/metrics.server";

describe("routeKind", () => {
  it.each([
    ["/", "page"],
    ["/game/krunker-io", "page"],
    ["/?q=snake&category=racing", "page"],
    ["/io-games", "page"],
    ["/no/such/page", "page"],
    ["/api/games/krunker-io/plays", "api"],
    ["/api/events", "api"],
    ["/game/krunker-io.data", "data"],
    ["/_root.data?_routes=root", "data"],
    ["/__manifest?p=%2Fgame%2Fx&version=1", "data"],
    ["/assets/site-1a2b.js", "asset"],
    ["/games/snake/index.html", "asset"],
    ["/storage/thumbnails/x.webp", "asset"],
    ["/images/og.png", "asset"],
    ["/favicon.svg", "asset"],
    ["/robots.txt", "other"],
    ["/sitemap.xml", "other"],
    ["/sitemaps/games-1.xml", "other"],
    ["/healthz", "health"],
    ["/readyz?full", "health"],
    ["/healthzz", "page"],
    [ADMIN_PATH, "admin"],
    [`${ADMIN_PATH}/manage?page=2`, "admin"],
    [`${ADMIN_PATH.toUpperCase()}/sessions`, "admin"],
    [`${ADMIN_PATH}.data`, "admin"],
    [`${ADMIN_PATH}x`, "page"],
  ])("%s is a request of kind %s", (url, kind) => {
    expect(routeKind(url, false)).toBe(kind);
  });

  it("tells a page answered from the page cache apart from a render", () => {
    expect(routeKind("/game/krunker-io", true)).toBe("cached-page");
  });
});

describe("while METRICS_ADDRESS is unset", () => {
  it("counts nothing: the recorders return at once", async () => {
    const answered = { req: { url: "/" }, writableFinished: true, statusCode: 200 } as unknown as ServerResponse;
    pageCacheAnswered(answered, "HIT");
    requestAnswered(answered, performance.now() - 5);
    queryAnswered(performance.now() - 1);
    const text = await metricsText();
    expect(text).toContain('zowii_page_cache_answers_total{result="hit"} 0');
    expect(text).toContain("zowii_db_query_duration_seconds_count 0");
    expect(text).not.toContain("zowii_http_request_duration_seconds_count");
    // Nor are the process's own figures gathered.
    expect(text).not.toContain("process_cpu_seconds_total");
  });
});

describe("startMetrics", () => {
  it("stops the start with a StartupError naming the address when it is taken, and turns nothing on", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const refused = startMetrics({ host: "127.0.0.1", port });
      await expect(refused).rejects.toThrow(StartupError);
      await expect(refused).rejects.toThrow(
        `METRICS_ADDRESS 127.0.0.1:${port} is not available (EADDRINUSE): set it to a free address of this machine, such as 127.0.0.1:9464, or unset it.`,
      );
      requestAnswered({ req: { url: "/" }, writableFinished: true, statusCode: 200 } as unknown as ServerResponse, performance.now());
      expect(await metricsText()).not.toContain("zowii_http_request_duration_seconds_count");
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
