/** What the admin area and every other answer tell caches, crawlers and fingerprinting. */
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { setUpInstall, startPortalInstall } from "../support/portal-install";

let admin: HttpClient;
const install = setUpInstall(
  () => startPortalInstall("seeded"),
  async ({ portal }) => {
    admin = new HttpClient(portal.url);
    expect((await signUp(admin, "surface@example.com", "harbor-violet-compass-27")).body.enter).toBe(true);
  },
);

const ADMIN_VARIANTS = [ADMIN_PATH, ADMIN_PATH.toUpperCase(), "/AdminZowii"];

describe("the admin area", () => {
  it("answers every page and data request, signed in or out, in any case of its path, with no-store and noindex", async () => {
    const signedOut = new HttpClient(install.portal.url);
    for (const client of [signedOut, admin]) {
      for (const base of ADMIN_VARIANTS) {
        for (const path of [base, `${base}/sessions`, `${base}/manage`, `${base}.data`, `${base}/sessions.data`, `${base}/users.data`]) {
          const answer = await client.get(path);
          await answer.arrayBuffer();
          expect(answer.status, path).toBeLessThan(500);
          expect(answer.headers.get("cache-control"), path).toBe("no-store");
          expect(answer.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
          expect(answer.headers.get("x-cache"), path).toBeNull();
        }
      }
    }
  });

  it("may not be framed, nor load an ad network, in any case of its path", async () => {
    for (const base of ADMIN_VARIANTS) {
      const answer = await admin.get(`${base}/sessions`);
      expect(answer.status, base).toBe(200);
      expect(answer.headers.get("content-security-policy"), base).toContain("frame-ancestors 'none'");
    }
  });

  it("answers its form posts with no-store too", async () => {
    const answer = await admin.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", email: "nobody@example.com", password: "x" });
    await answer.arrayBuffer();
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("is not named in robots.txt", async () => {
    const robots = await (await fetch(`${install.portal.url}/robots.txt`)).text();
    expect(robots.toLowerCase()).not.toContain(ADMIN_PATH.slice(1));
  });
});

describe("every answer", () => {
  it("carries no X-Powered-By, whatever answered it", async () => {
    const html = await (await fetch(`${install.portal.url}/`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const answers: [string, Promise<Response>][] = [
      ["a page rendered", fetch(`${install.portal.url}/about`)],
      ["a page from the cache", fetch(`${install.portal.url}/`)],
      ["a script", fetch(`${install.portal.url}${asset}`)],
      ["a file", fetch(`${install.portal.url}/favicon.svg`)],
      ["our own game", fetch(`${install.portal.url}/games/snake/`)],
      ["a thumbnail", fetch(`${install.portal.url}/storage/game-thumbnails/seed/krunker-io.webp`)],
      ["a play", fetch(`${install.portal.url}/api/games/krunker-io/plays`, { method: "POST", headers: { Origin: install.portal.url } })],
      ["a missing page", fetch(`${install.portal.url}/no/such/page`)],
      ["a cross-site post", fetch(`${install.portal.url}/api/games/krunker-io/plays`, { method: "POST", headers: { Origin: "https://elsewhere.example" } })],
      [
        "a body too large",
        fetch(`${install.portal.url}/api/games/krunker-io/vote`, { method: "POST", headers: { Origin: install.portal.url }, body: "a".repeat(100_000) }),
      ],
      ["the admin area", admin.get(`${ADMIN_PATH}/sessions`)],
      ["the sitemap", fetch(`${install.portal.url}/sitemap.xml`)],
      ["a HEAD", fetch(`${install.portal.url}/contact`, { method: "HEAD" })],
    ];
    for (const [name, pending] of answers) {
      const answer = await pending;
      await answer.arrayBuffer();
      expect(answer.headers.get("x-powered-by"), name).toBeNull();
    }
  });
});
