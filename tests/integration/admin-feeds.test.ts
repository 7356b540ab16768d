/**
 * The panel's Feeds section over real HTTP, on a real PostgreSQL the tests look into while
 * the portal runs: an admin saves a feed, changes its schedule and drip, syncs it now (the
 * portal's own worker reads it from a feed server on this machine) and deletes it, keeping
 * its games; bad input and a malformed request get their message, never a 500; anyone else
 * is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../support/admin-accounts";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { HttpClient } from "../support/http-client";
import { waitForPortal } from "../support/portal-server";
import { PANEL_OWNER, startPanelInstall } from "../support/panel-install";
import { setUpInstall } from "../support/portal-install";

const FEEDS = `${ADMIN_PATH}/feeds`;

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
});

afterAll(async () => {
  await server?.close();
});

const install = setUpInstall(
  () => startPanelInstall({ ALLOW_PRIVATE_FETCH: "true", ALLOWED_GAME_HOSTS: new URL(server.origin).host }),
  async () => {
    server.serve("/feeds/panel.json", [
      {
        id: "p1",
        title: "Panel Puzzle",
        description: "A puzzle.",
        instructions: "",
        url: `${server.origin}/play/p1/`,
        category: "Puzzles",
        tags: "",
        thumb: null,
      },
      { id: "p2", title: "Panel Logic", description: "Logic.", instructions: "", url: `${server.origin}/play/p2/`, category: "Puzzles", tags: "", thumb: null },
    ]);
  },
);

const rows = async (query: string, params: unknown[] = []) => (await install.db.query(query, params)).rows;

/** Everything a refused request must leave as it was. */
async function snapshot() {
  return {
    feeds: await rows("select url, format, schedule, drip_per_day, next_sync_at, next_drip_at from feeds order by url"),
    jobs: await rows("select kind, key, state from jobs order by id"),
    audit: (await rows("select count(*)::int as n from audit_log"))[0].n as number,
  };
}

async function page(client: HttpClient) {
  const response = await client.get(FEEDS);
  return { status: response.status, html: await response.text() };
}

async function post(fields: Record<string, string>, client = install.admin) {
  const response = await client.post(`${FEEDS}.data`, fields);
  return { status: response.status, text: await response.text() };
}

const feedUrl = () => `${server.origin}/feeds/panel.json`;
const feedId = async () => (await rows("select id from feeds where url = $1", [feedUrl()]))[0]?.id as string | undefined;

describe("Feeds", () => {
  it("shows its sections, with no feed saved yet", async () => {
    const { status, html } = await page(install.admin);
    expect(status).toBe(200);
    for (const text of [">Feeds</h2>", ">Add a Feed</h2>", ">Saved Feeds</h2>", ">Background Jobs</h2>", "No feeds saved yet.", ">Add Feed<"]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(new RegExp(`<a [^>]*href="${FEEDS}"[^>]*>.*Feeds`));
  });

  it("refuses bad input and malformed requests with their message, and saves nothing", async () => {
    const before = await snapshot();
    const add = (fields: Record<string, string>) => post({ intent: "add", url: feedUrl(), format: "", schedule: "daily", dripPerDay: "5", ...fields });
    const refusals: [Record<string, string>, number, string][] = [
      [{ url: "ftp://feeds.example.com/games.json" }, 400, "Enter the feed"],
      [{ url: "" }, 400, "an http(s) URL."],
      [{ url: `https://feeds.example.com/${"a".repeat(3000)}` }, 400, "an http(s) URL."],
      [{ format: "rss" }, 400, "The format must be one of"],
      [{ schedule: "hourly" }, 400, "The schedule must be off, daily or weekly."],
      [{ dripPerDay: "501" }, 400, "Drafts published a day must be a whole number from 0 to 500."],
      [{ dripPerDay: "-3" }, 400, "whole number from 0 to 500"],
      [{ dripPerDay: "lots" }, 400, "whole number from 0 to 500"],
    ];
    for (const [fields, status, message] of refusals) {
      const answer = await add(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 100)).toBe(status);
      expect(answer.text).toContain(message);
    }
    const malformed: Record<string, string>[] = [{}, { intent: "pause", id: "x" }, { intent: "" }, { intent: "ADD", url: feedUrl() }];
    for (const fields of malformed) {
      const answer = await post(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.text).toContain("Unknown request");
    }
    for (const intent of ["update", "sync", "delete"]) {
      const answer = await post({ intent, id: "no-such-feed", schedule: "daily", dripPerDay: "1" });
      expect(answer.status, intent).toBe(404);
      expect(answer.text).toContain("Feed not found");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("saves a feed, refuses it twice, and lists it with its schedule and drip", async () => {
    const saved = await post({ intent: "add", url: feedUrl(), format: "gamemonetize", schedule: "daily", dripPerDay: "5" });
    expect(saved).toMatchObject({ status: 200 });
    expect(saved.text).toContain("Feed saved successfully!");
    const [row] = await rows("select format, schedule, drip_per_day, created_by, next_sync_at is not null as sync_due, next_drip_at from feeds");
    expect(row).toMatchObject({ format: "gamemonetize", schedule: "daily", drip_per_day: 5, created_by: PANEL_OWNER.email, sync_due: true });
    expect(new Date(row.next_drip_at).getUTCMinutes()).toBe(0);
    const again = await post({ intent: "add", url: feedUrl(), format: "", schedule: "off", dripPerDay: "0" });
    expect(again.status).toBe(400);
    expect(again.text).toContain("This feed is already saved.");

    const { html } = await page(install.admin);
    expect(html).toContain(feedUrl());
    expect(html).toContain(`aria-label="Schedule of ${feedUrl()}"`);
    expect(html).toMatch(/<option value="daily" selected="">Daily<\/option>/);
    expect(html).toContain(`aria-label="Sync ${feedUrl()} now"`);
    expect(html).toContain(`aria-label="Delete ${feedUrl()}"`);
    expect((await rows("select action, target from audit_log where action = 'saved feed'"))[0].target).toContain(feedUrl());
  });

  it("changes the schedule and drip, and refuses a drip out of range", async () => {
    const id = (await feedId())!;
    const changed = await post({ intent: "update", id, schedule: "off", dripPerDay: "12" });
    expect(changed).toMatchObject({ status: 200 });
    expect(changed.text).toContain("Feed updated successfully");
    expect((await rows("select schedule, drip_per_day, next_sync_at from feeds where id = $1", [id]))[0]).toEqual({
      schedule: "off",
      drip_per_day: 12,
      next_sync_at: null,
    });
    const before = await snapshot();
    const refused = await post({ intent: "update", id, schedule: "weekly", dripPerDay: "1000" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("whole number from 0 to 500");
    expect(await snapshot()).toEqual(before);
  });

  it("syncs now in the background, marking the new games with the feed, and shows the result and the job", async () => {
    const id = (await feedId())!;
    const queued = await post({ intent: "sync", id });
    expect(queued).toMatchObject({ status: 200 });
    expect(queued.text).toContain("Sync started: the feed is read in the background.");
    const job = await waitForPortal(
      install.portal,
      async () => (await rows("select state, result from jobs where key = $1 and state = 'done'", [`feed-sync:${id}`]))[0],
      "the sync",
    );
    expect(job.result).toBe("2 added, 0 updated, 0 unchanged, 0 rejected");
    // Asked again while none waits, it runs again; the games are known by then.
    expect((await post({ intent: "sync", id })).text).toContain("Sync started");
    const second = await waitForPortal(
      install.portal,
      async () =>
        (await rows("select result from jobs where key = $1 and state = 'done' order by id desc", [`feed-sync:${id}`]))[1] &&
        (await rows("select result from jobs where key = $1 and state = 'done' order by id desc", [`feed-sync:${id}`]))[0],
      "the second sync",
    );
    expect(second.result).toBe("0 added, 0 updated, 2 unchanged, 0 rejected");
    expect(await rows("select provider_id, status, feed_id from games where provider = 'gamemonetize' order by provider_id")).toEqual([
      { provider_id: "p1", status: "draft", feed_id: id },
      { provider_id: "p2", status: "draft", feed_id: id },
    ]);
    const { html } = await page(install.admin);
    expect(html).toContain("0 added, 0 updated, 2 unchanged, 0 rejected (");
    // The sync's import, with its rejections and waiting hosts, is one link away.
    const [lastImport] = await rows("select id from feed_imports where feed_id = $1 order by started_at desc limit 1", [id]);
    expect(html).toContain(`/import?import=${lastImport!.id}"`);
    expect(html).toContain(">Feed syncs</td>");
    expect(html).toContain('aria-label="Background jobs"');
  });

  it("deletes a feed after the confirmation, keeping its games", async () => {
    const id = (await feedId())!;
    const deleted = await post({ intent: "delete", id });
    expect(deleted).toMatchObject({ status: 200 });
    expect(deleted.text).toContain("Feed deleted successfully");
    expect(await rows("select id from feeds")).toEqual([]);
    expect(await rows("select provider_id, feed_id from games where provider = 'gamemonetize' order by provider_id")).toEqual([
      { provider_id: "p1", feed_id: null },
      { provider_id: "p2", feed_id: null },
    ]);
    expect((await rows("select target from audit_log where action = 'deleted saved feed'"))[0].target).toBe(feedUrl());
    const { html } = await page(install.admin);
    expect(html).toContain("No feeds saved yet.");
  });
});

describe("roles, enforced on the server", () => {
  it.each([
    ["signed out", 401, () => new HttpClient(install.portal.url)],
    ["signed in without the admin role", 403, () => install.member],
  ] as const)("answers the page and its actions %s with %i, and writes nothing", async (_, status, client) => {
    // Off and without a drip: the portal's scheduler has nothing of it to change meanwhile.
    await post({ intent: "add", url: `${server.origin}/feeds/kept.json`, format: "", schedule: "off", dripPerDay: "0" });
    const id = (await rows("select id from feeds where url = $1", [`${server.origin}/feeds/kept.json`]))[0].id as string;
    const before = await snapshot();
    expect((await client().get(`${FEEDS}.data`)).status).toBe(status);
    const { status: documentStatus, html } = await page(client());
    expect(documentStatus).toBe(302);
    expect(html).not.toContain("Saved Feeds</h2>");
    expect(html).not.toContain("kept.json");
    const attempts: Record<string, string>[] = [
      { intent: "add", url: `${server.origin}/feeds/sneaky.json`, format: "", schedule: "daily", dripPerDay: "5" },
      { intent: "update", id, schedule: "off", dripPerDay: "0" },
      { intent: "sync", id },
      { intent: "delete", id },
    ];
    for (const fields of attempts) {
      expect((await post(fields, client())).status, fields.intent).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
