/**
 * Wrong passwords from a stranger who knows an admin's email, over real HTTP on both
 * engines, clients behind a trusted proxy each claiming its own address: the addresses
 * that failed are slowed, the owner is not locked out (docs/product.md §10).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, mailedLink, plainUser, signIn, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { setUpInstall, startEnginePortal } from "../support/portal-install";
import { ENGINES, temporaryDirectory } from "../support/test-database";

const OWNER = { email: "owner@example.com", password: "sunlit-harbor-lantern-42" };
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;
const dir = temporaryDirectory("zowii-sign-in-throttle-");
/** For the tests of scores of wrong passwords: each is checked by a hash made slow on purpose, and the machine may be busy. */
const MANY_PASSWORDS_MS = 120_000;

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(ENGINES)("sign-in throttling on %s", (engine) => {
  const install = setUpInstall(
    () => startEnginePortal(engine, "seeded", path.join(dir, engine), { settings: { TRUST_PROXY: "loopback" } }),
    async ({ portal }) => {
      expect((await signUp(new HttpClient(portal.url, "10.20.0.1"), OWNER.email, OWNER.password)).body.enter).toBe(true);
    },
  );

  /** A stranger's wrong passwords for an account, one from each address, a few at a time as a script would send them; answers their statuses. */
  async function wrongPasswords(email: string, addresses: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (let start = 0; start < addresses.length; start += 5) {
      const batch = addresses.slice(start, start + 5).map((address) => signIn(new HttpClient(install.portal.url, address), email, "not-the-password"));
      statuses.push(...(await Promise.all(batch)).map(({ status }) => status));
    }
    return statuses;
  }

  it(
    "lets the admin in from an address that has not failed, after wrong passwords from rotating addresses, again and again",
    async () => {
      for (let round = 1; round <= 3; round += 1) {
        const addresses = Array.from({ length: 12 }, (_, n) => `10.21.${round}.${n + 1}`);
        expect(await wrongPasswords(OWNER.email, addresses)).toEqual(addresses.map(() => 401));
        const owner = new HttpClient(install.portal.url, `10.21.100.${round}`);
        expect((await signIn(owner, OWNER.email, OWNER.password)).body.message).toBe("Signed in successfully!");
        expect((await owner.get(ADMIN_PATH)).status).toBe(200);
      }
    },
    MANY_PASSWORDS_MS,
  );

  it("stops an address after five wrong passwords for an account, even with the right one, and only for that account", async () => {
    const email = "guarded@example.com";
    const password = "copper-lagoon-thistle-84";
    await plainUser(install.portal, email, password);
    const stranger = new HttpClient(install.portal.url, "10.22.0.1");
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn(stranger, email, "not-the-password")).status).toBe(401);
    const stopped = await stranger.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", email, password });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(((await stopped.json()) as { message: string }).message).toMatch(TOO_MANY);
    expect(stranger.hasCookie("session_token")).toBe(false);
    // The same address may still sign in to an account it has not failed.
    expect((await signIn(stranger, OWNER.email, OWNER.password)).status).toBe(200);
    // An IPv6 client counts by its /64: the next address of its block is stopped too, the next block is not.
    expect(
      await wrongPasswords(
        email,
        ["1", "2", "3", "4", "5"].map((host) => `2001:db8:22:1::${host}`),
      ),
    ).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(new HttpClient(install.portal.url, "2001:db8:22:1::6"), email, password)).status).toBe(429);
    expect((await signIn(new HttpClient(install.portal.url, "2001:db8:22:2::1"), email, password)).body.message).toBe("Signed in successfully!");
  });

  it(
    "past fifty wrong passwords for an account, lets only an address it has signed in from before try",
    async () => {
      const email = "besieged@example.com";
      const password = "willow-anchor-ember-38";
      await plainUser(install.portal, email, password);
      // The owner has signed in from home before (an IPv6 home: any address of its /64 is home).
      expect((await signIn(new HttpClient(install.portal.url, "2001:db8:23:7::10"), email, password)).status).toBe(200);
      const addresses = Array.from({ length: 50 }, (_, n) => `10.23.0.${n + 1}`);
      expect(await wrongPasswords(email, addresses)).toEqual(addresses.map(() => 401));
      const fresh = new HttpClient(install.portal.url, "10.23.100.1");
      const refused = await fresh.post(`${ADMIN_PATH}/auth`, { intent: "sign-in", email, password });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(TOO_MANY);
      expect(fresh.hasCookie("session_token")).toBe(false);
      expect((await signIn(new HttpClient(install.portal.url, "10.23.100.2"), email, "not-the-password")).status).toBe(429);
      const home = new HttpClient(install.portal.url, "2001:db8:23:7::99");
      expect((await signIn(home, email, password)).body.message).toBe("Signed in successfully!");
      expect(home.hasCookie("session_token")).toBe(true);
      // Other accounts are untouched by this one's siege.
      expect((await signIn(new HttpClient(install.portal.url, "10.23.100.3"), OWNER.email, OWNER.password)).status).toBe(200);
    },
    MANY_PASSWORDS_MS,
  );

  it("keeps a forgotten password resettable by its owner while a stranger has spent the account's reset mails", async () => {
    const email = "hounded@example.com";
    await plainUser(install.portal, email, "the-first-passphrase");
    const mails = () => install.portal.output().split(`Mail to ${email}: `).length - 1;
    const before = mails();
    for (let n = 1; n <= 4; n += 1) {
      await new HttpClient(install.portal.url, `10.24.0.${n}`).post(`${ADMIN_PATH}/auth`, { intent: "forgot-password", email });
    }
    expect(mails()).toBe(before + 3);
    // The owner's own request sends nothing more, and says what it always says...
    const owner = new HttpClient(install.portal.url, "10.24.1.1");
    const asked = await owner.post(`${ADMIN_PATH}/auth`, { intent: "forgot-password", email });
    expect(((await asked.json()) as { message: string }).message).toMatch(/^If an account exists for this email/);
    expect(mails()).toBe(before + 3);
    // ...but the stranger's mails went to the owner, and their links last as long as the refusal.
    const opened = await owner.get(mailedLink(install.portal, email));
    const token = new URL(opened.headers.get("location")!, install.portal.url).searchParams.get("token")!;
    expect((await owner.post(`${ADMIN_PATH}/auth`, { intent: "reset-password", token, password: "the-second-passphrase" })).status).toBe(200);
    expect((await signIn(owner, email, "the-second-passphrase")).body.message).toBe("Signed in successfully!");
  });

  it(
    "counts the sign-ups of one IPv6 home (its /64) together, as its sign-ins are",
    async () => {
      const home = (n: number) => new HttpClient(install.portal.url, `2001:db8:${engine === "pglite" ? 51 : 52}::${n.toString(16)}`);
      for (let n = 1; n <= 10; n += 1)
        expect((await signUp(home(n), `neighbour-${engine}-${n}@example.com`, "copper-valley-garden-17")).status, `sign-up ${n}`).toBe(200);
      expect(await signUp(home(0xfff), `neighbour-${engine}-11@example.com`, "copper-valley-garden-17")).toMatchObject({
        status: 429,
        body: { message: expect.stringMatching(TOO_MANY) },
      });
      const elsewhere = new HttpClient(install.portal.url, `2001:db8:${engine === "pglite" ? 61 : 62}::1`);
      expect((await signUp(elsewhere, `elsewhere-${engine}@example.com`, "copper-valley-garden-17")).status).toBe(200);
    },
    MANY_PASSWORDS_MS,
  );
});
