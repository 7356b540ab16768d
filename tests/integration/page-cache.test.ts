import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, signIn, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";

/** Shared pages come from memory; a catalog change reaches every instance on the same PostgreSQL. */

let first: RunningPortal;
let second: RunningPortal;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createPostgresDatabase();
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
    expect(hit.headers.get("cache-control")).toContain("s-maxage=60");
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
