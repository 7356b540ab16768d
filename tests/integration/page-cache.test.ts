/** Shared pages come from memory; a catalog change reaches every instance on the same PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, signIn, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";

let first: RunningPortal;
let second: RunningPortal;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createPostgresDatabase("seeded");
  drop = database.drop;
  first = await startPortal({ DATABASE_URL: database.url });
  second = await startPortal({ DATABASE_URL: database.url });
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await drop?.();
});

describe("the page cache", () => {
  it("renders a public page once and then serves it compressed from memory, with ETag revalidation", async () => {
    const url = `${first.url}/game/krunker-io`;
    const miss = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const hit = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("br");
    // Caches in front cannot hear of catalog changes: they keep a page seconds, not minutes.
    expect(hit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3, stale-while-revalidate=600");
    expect(await hit.text()).toContain("Krunker.io");
    // The first answers of a process are cached pages too: they carry the page headers all the same.
    for (const answer of [miss, hit]) {
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors");
    }
    const etag = hit.headers.get("etag")!;
    const notModified = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(notModified.headers.get("content-security-policy")).toContain("frame-ancestors");
  });

  it("answers each encoding and HEAD from the cache with its own length and the same page", async () => {
    const url = `${first.url}/about`;
    await fetch(url);
    const pages = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await fetch(url, { headers: { "Accept-Encoding": encoding } });
      expect(answer.headers.get("x-cache"), encoding).toBe("HIT");
      expect(answer.headers.get("content-encoding"), encoding).toBe(encoding === "identity" ? null : encoding);
      pages.add(await answer.text());
      const head = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": encoding } });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length"), encoding).toBe(answer.headers.get("content-length"));
      expect(await head.text()).toBe("");
    }
    expect(pages.size).toBe(1);
  });

  it("answers a HEAD to a page not yet cached with its headers and stores the whole page for the next visitor", async () => {
    for (const path of ["/contact", "/?q=snake", "/game/slither-io"]) {
      const head = await fetch(`${first.url}${path}`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
      expect(head.status, path).toBe(200);
      expect(await head.text()).toBe("");
      const get = await fetch(`${first.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
      expect(get.headers.get("x-cache"), path).toBe("HIT");
      const body = await get.text();
      expect(body, path).toContain("</html>");
      expect(Number(get.headers.get("content-length")), path).toBe(Buffer.byteLength(body));
    }
  });

  it("keys pages on the parameters they read: made-up ones add no page, so they cannot push the home page out or empty it", async () => {
    const home = await (await fetch(`${second.url}/`, { headers: { "Accept-Encoding": "identity" } })).text();
    expect(home).toContain("</html>");
    for (let n = 0; n < 300; n += 1) {
      const junk = await fetch(`${second.url}/?x=${n}`, { method: n % 2 ? "HEAD" : "GET" });
      expect(junk.headers.get("x-cache"), `/?x=${n}`).toBe("HIT");
      await junk.arrayBuffer();
    }
    await fetch(`${second.url}/?utm_source=x&fbclid=y`, { method: "HEAD" });
    const after = await fetch(`${second.url}/`, { headers: { "Accept-Encoding": "identity" } });
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(await after.text()).toBe(home);

    // A search with tracking parameters is the same search.
    const search = await (await fetch(`${second.url}/?q=snake`, { headers: { "Accept-Encoding": "identity" } })).text();
    const tagged = await fetch(`${second.url}/?utm_campaign=z&q=snake`, { headers: { "Accept-Encoding": "identity" } });
    expect(tagged.headers.get("x-cache")).toBe("HIT");
    expect(await tagged.text()).toBe(search);
  });

  it("never shares the admin area or a visitor's own answers", async () => {
    for (const path of [ADMIN_PATH, "/api/games/krunker-io/vote"]) {
      await fetch(`${first.url}${path}`);
      expect((await fetch(`${first.url}${path}`)).headers.get("x-cache"), path).toBeNull();
    }
  });

  it("shows a game published on one instance on the other within 5 seconds, and sessions work on both", async () => {
    const pageOnSecond = () => fetch(`${second.url}/?view=new`).then((response) => response.text());
    expect(await pageOnSecond()).not.toContain("Shared Across Instances");
    expect((await fetch(`${second.url}/?view=new`)).headers.get("x-cache")).toBe("HIT");

    const admin = new HttpClient(first.url);
    expect((await signUp(admin, "owner@example.com", "linden-parcel-aurora-6")).body.enter).toBe(true);
    const published = await admin.post(`${ADMIN_PATH}/publish.data`, {
      title: "Shared Across Instances",
      gameUrl: "https://krunker.io/",
      category: "Action",
    });
    expect(published.status).toBe(200);

    const deadline = Date.now() + 5_000;
    while (!(await pageOnSecond()).includes("Shared Across Instances")) {
      expect(Date.now(), "the second instance still shows the old page").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const elsewhere = new HttpClient(second.url);
    expect((await signIn(elsewhere, "owner@example.com", "linden-parcel-aurora-6")).status).toBe(200);
    expect((await elsewhere.get(ADMIN_PATH)).status).toBe(200);
  });
});
