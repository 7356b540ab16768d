/**
 * Requests to a game's host are shared: while one is running, whoever asks the same of the
 * same URL waits for its answer instead of sending another. Fifty visitors opening a new game
 * at once sent fifty framing checks to its host.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameFramingVerdict } from "~/domain/health/game-framing.server";
import { checkGameUrl } from "~/domain/health/game-checks.server";
import { LATE_PREFIX, startFeedServer, type FeedServer } from "../support/feed-server";

let host: FeedServer;
beforeAll(async () => {
  host = await startFeedServer();
  host.serve("/play/crowded/", "<!doctype html><title>Crowded</title><p>A game.", "text/html");
  host.serve("/play/refusing/", "<!doctype html><title>Refusing</title>", "text/html");
});
afterAll(() => host.close());

const SITE = "https://play.zowii.example";

describe("requests to a game's host", () => {
  it("send one framing check for fifty visitors asking at once, each getting its verdict", async () => {
    const path = `${LATE_PREFIX}play/crowded/`;
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => gameFramingVerdict(`${host.origin}${path}`, SITE, true)));
    expect(new Set(verdicts)).toEqual(new Set(["allowed"]));
    expect(host.hits.get(path)).toBe(1);
  });

  it("send one check for the games of one URL checked at once, and a new one once it has answered", async () => {
    const path = `${LATE_PREFIX}play/refusing/`;
    const check = () => checkGameUrl(`${host.origin}${path}`, { siteOrigin: SITE, allowPrivate: true });
    const results = await Promise.all(Array.from({ length: 20 }, check));
    expect(results.every((result) => result.passed && result.httpStatus === 200)).toBe(true);
    expect(host.hits.get(path)).toBe(1);
    // Shared while running, not kept: a later check asks again.
    await check();
    expect(host.hits.get(path)).toBe(2);
  });
});
