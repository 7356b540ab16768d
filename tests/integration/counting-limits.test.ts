/**
 * Plays and votes sent without a cookie (each one a new visitor) from one address, through
 * the portal behind a proxy it trusts: past the address's limits they count as nothing,
 * and nothing in the answers says so.
 */
import { describe, expect, it } from "vitest";
import { PLAYS_PER_ADDRESS_PER_GAME, VOTES_PER_ADDRESS_PER_GAME } from "~/domain/web/rate-limits.server";
import { startPortalInstall, setUpInstall } from "../support/portal-install";
import { BROWSER } from "../support/user-agents";

const install = setUpInstall(() => startPortalInstall("seeded", { TRUST_PROXY: "loopback" }));

// Robots' launches count nothing: these are a visitor's browser.

const gameRow = async (slug: string) =>
  (await install.db.query("select plays::float8 as plays, votes_count::float8 as votes_count from games where slug = $1", [slug])).rows[0] as {
    plays: number;
    votes_count: number;
  };

const play = (slug: string, address: string) =>
  fetch(`${install.portal.url}/api/games/${slug}/plays`, { method: "POST", headers: { "X-Forwarded-For": address, "User-Agent": BROWSER } });

const vote = (slug: string, address: string, stars: number) =>
  fetch(`${install.portal.url}/game/${slug}.data`, {
    method: "POST",
    headers: { "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ stars: String(stars) }),
  });

describe("one address without a cookie", () => {
  it("adds at most its limit of plays to a game; every answer looks alike; another address still counts", async () => {
    const before = (await gameRow("krunker-io")).plays;
    const answers = new Set<string>();
    for (let n = 0; n < PLAYS_PER_ADDRESS_PER_GAME.limit + 20; n += 1) {
      const answer = await play("krunker-io", "198.51.100.77");
      expect(answer.status).toBe(200);
      answers.add(`${answer.status} ${(await answer.json()).result === "unknown-game" ? "unknown" : "known"}`);
    }
    expect([...answers]).toEqual(["200 known"]);
    expect((await gameRow("krunker-io")).plays).toBe(before + PLAYS_PER_ADDRESS_PER_GAME.limit);
    expect((await (await play("krunker-io", "198.51.100.78")).json()).result).toBe("counted");
    expect((await gameRow("krunker-io")).plays).toBe(before + PLAYS_PER_ADDRESS_PER_GAME.limit + 1);
  });

  it("adds at most its limit of votes to a game, each answered as taken", async () => {
    const before = (await gameRow("bloxd-io")).votes_count;
    for (let n = 0; n < VOTES_PER_ADDRESS_PER_GAME.limit + 10; n += 1) {
      const answer = await vote("bloxd-io", "203.0.113.90", 1);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    expect((await gameRow("bloxd-io")).votes_count).toBe(before + VOTES_PER_ADDRESS_PER_GAME.limit);
    await (await vote("bloxd-io", "203.0.113.91", 5)).arrayBuffer();
    expect((await gameRow("bloxd-io")).votes_count).toBe(before + VOTES_PER_ADDRESS_PER_GAME.limit + 1);
  });
});
