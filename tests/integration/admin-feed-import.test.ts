/**
 * The panel's Import Games section over real HTTP, on both engines, with a distributor's
 * feed served from this machine: an admin starts an import from a URL or an uploaded file
 * and follows it to its summary; what cannot be imported (an oversized file, a malformed
 * form, a feed that cannot be read) is refused with its reason; an import whose instance
 * died shows as stopped; the hosts its games wait for can be allowed from its summary.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedImports } from "~/domain/db/schema.server";
import { FEED_MAX_BYTES } from "~/domain/feeds/feed-sources.server";
import { ADMIN_PATH, plainUser, signUp } from "../support/admin-accounts";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { HttpClient } from "../support/http-client";
import { setUpInstall, startEnginePortal } from "../support/portal-install";
import { ENGINES, temporaryDirectory } from "../support/test-database";

const IMPORT = `${ADMIN_PATH}/import`;
const HOSTS = `${ADMIN_PATH}/hosts`;
const OWNER = { email: "owner@example.com", password: "sunlit-harbor-lantern-42" };
// Games on this host wait for it to be allowed; the environment allows the other one's subdomains.
const WAITING_HOST = "games.waiting.example";
const COVERED_HOST = "play.covered.example";
const STALE_IMPORT = "stale-import";

let feeds: FeedServer;
const dir = temporaryDirectory("zowii-feed-import-page-");

beforeAll(async () => {
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A GameMonetize record. */
const monetize = (id: string, title: string, gameUrl: string, more: Record<string, unknown> = {}) => ({
  id,
  title,
  description: `${title}, for the whole family.`,
  instructions: "",
  url: gameUrl,
  category: "Puzzles",
  tags: "logic, kids",
  thumb: `${feeds.origin}/images/good.png`,
  width: 800,
  height: 600,
  ...more,
});

async function html(client: HttpClient, url: string) {
  const response = await client.get(url);
  return { status: response.status, html: await response.text() };
}

/** Posts the import form as the browser sends it (multipart); answers the status and text. */
async function postImport(client: HttpClient, fields: Record<string, string>, file?: { body: BlobPart; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "import", format: "", ...fields })) form.append(name, value);
  form.append("file", file ? new Blob([file.body], { type: "application/json" }) : new Blob([]), file?.name ?? "");
  const response = await client.request(`${IMPORT}.data`, { method: "POST", body: form });
  return { status: response.status, text: `${response.headers.get("Location") ?? ""}\n${await response.text()}` };
}

/** The id of the import an answer sends the browser to. */
function importIdOf(answer: { text: string }): string {
  const id = /import\?import=([\w-]+)/.exec(answer.text)?.[1];
  expect(id, answer.text).toBeTruthy();
  return id!;
}

/** The import's page once the import is no longer running. */
async function finished(client: HttpClient, importId: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await html(client, `${IMPORT}?import=${importId}`);
    expect(page.status).toBe(200);
    if (!page.html.includes(">Importing</h2>")) return page.html;
    if (Date.now() > deadline) throw new Error(`import ${importId} still running`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The summary's figure for one count ("Added"). */
function summaryCount(page: string, name: string): number {
  const match = new RegExp(`>${name}</dt><dd[^>]*>(\\d+)</dd>`).exec(page);
  expect(match, name).not.toBeNull();
  return Number(match![1]);
}

const importLinks = (page: string) => page.match(/href="\/adminzowii\/import\?import=/g)?.length ?? 0;

describe.each(ENGINES)("Import Games over HTTP on %s", (engine) => {
  let admin: HttpClient;
  let member: HttpClient;

  const install = setUpInstall(
    () =>
      startEnginePortal(engine, "seeded", path.join(dir, "data"), {
        settings: { ALLOW_PRIVATE_FETCH: "true", ALLOWED_GAME_HOSTS: "*.covered.example" },
        // An import that was running when its instance died, ten minutes ago: written before the
        // portal holds the database (the embedded one takes one process at a time).
        prepare: async (db) => {
          const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
          await db.insert(feedImports).values({
            id: STALE_IMPORT,
            source: "https://gone.example/feed.json",
            state: "running",
            total: 1200,
            processed: 500,
            added: 500,
            startedBy: OWNER.email,
            startedAt: tenMinutesAgo,
            updatedAt: tenMinutesAgo,
          });
        },
      }),
    async ({ portal }) => {
      admin = new HttpClient(portal.url);
      expect((await signUp(admin, OWNER.email, OWNER.password)).body.enter).toBe(true);
      member = await plainUser(portal, `member-${engine}@example.com`);
    },
  );

  it("imports a feed from its URL and shows its summary, rejections, unmapped categories and waiting hosts", async () => {
    feeds.serve(`/${engine}/feed.json`, [
      monetize("1", `Kite Flyer ${engine}`, `https://${WAITING_HOST}/kite/`),
      monetize("2", `Snow Fort ${engine}`, `https://${WAITING_HOST}/fort/`),
      monetize("3", `Harbor Hop ${engine}`, `https://${COVERED_HOST}/hop/`),
      monetize("4", `Dress Party ${engine}`, `https://${WAITING_HOST}/dress/`, { category: "Girls" }),
      { id: "5", title: "", url: `https://${WAITING_HOST}/nameless/` },
    ]);
    const started = await postImport(admin, { url: `${feeds.origin}/${engine}/feed.json`, publish: "on" });
    expect(started.status, started.text).toBeLessThan(400);
    const page = await finished(admin, importIdOf(started));
    expect(page).toContain(">Import finished</h2>");
    expect(page).toContain('role="progressbar"');
    expect(page).toContain("5 of 5 records");
    expect(summaryCount(page, "Added")).toBe(3);
    expect(summaryCount(page, "Updated")).toBe(0);
    expect(summaryCount(page, "Unchanged")).toBe(0);
    expect(summaryCount(page, "Rejected")).toBe(2);
    expect(page).toMatch(/>4<\/span><span[^>]*>its category &quot;Girls&quot; is not mapped/);
    expect(page).toMatch(/>5<\/span><span[^>]*>title/);
    expect(page).toContain(">Girls</li>");
    expect(page).toContain(`href="${ADMIN_PATH}/categories"`);
    // Published where its host is allowed; the others wait for theirs.
    expect(page).toContain(`aria-label="Allow host ${WAITING_HOST}"`);
    expect(page).not.toContain(`Allow host ${COVERED_HOST}`);
    expect((await fetch(`${install.portal.url}/game/harbor-hop-${engine}`)).status).toBe(200);
    expect((await fetch(`${install.portal.url}/game/kite-flyer-${engine}`)).status).toBe(404);

    // The same feed again changes nothing.
    const again = await finished(admin, importIdOf(await postImport(admin, { url: `${feeds.origin}/${engine}/feed.json` })));
    expect(summaryCount(again, "Unchanged")).toBe(3);
    expect(summaryCount(again, "Added")).toBe(0);
  });

  it("allows a waiting host from the summary, and says so when the host is already allowed", async () => {
    const recent = await html(admin, IMPORT);
    const first = [...recent.html.matchAll(/import\?import=([\w-]+)/g)].map((match) => match[1]!);
    // The newest import is the second run, which added nothing: its waiting hosts are those of the first.
    const byUrl = first[1]!;
    expect((await html(admin, `${IMPORT}?import=${byUrl}`)).html).toContain(`Allow host ${WAITING_HOST}`);
    // What the Allow host button sends.
    const allowed = await admin.post(`${HOSTS}.data`, { intent: "add", host: WAITING_HOST });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("Host added successfully!");
    expect((await html(admin, `${IMPORT}?import=${byUrl}`)).html).not.toContain(`Allow host ${WAITING_HOST}`);
    const again = await admin.post(`${HOSTS}.data`, { intent: "add", host: WAITING_HOST });
    expect(await again.text()).toContain(`${WAITING_HOST} is already an allowed game host.`);
    const covered = await admin.post(`${HOSTS}.data`, { intent: "add", host: COVERED_HOST });
    expect(await covered.text()).toContain(`${COVERED_HOST} is already allowed: *.covered.example covers it.`);
  });

  it("imports an uploaded feed file as drafts, in the format chosen", async () => {
    const file = JSON.stringify([monetize("10", `River Raft ${engine}`, `https://${COVERED_HOST}/raft/`)]);
    const started = await postImport(admin, { url: "", format: "gamemonetize" }, { body: file, name: "upload.json" });
    expect(started.status, started.text).toBeLessThan(400);
    const page = await finished(admin, importIdOf(started));
    expect(page).toContain(">Import finished</h2>");
    expect(page).toContain("upload.json");
    expect(summaryCount(page, "Added")).toBe(1);
    // Not published: the box was left unticked.
    expect((await fetch(`${install.portal.url}/game/river-raft-${engine}`)).status).toBe(404);
  });

  it("starts one import at a time, and says so (an import that stopped moving does not count)", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = http.createServer((_request, response) => {
      void gate.then(() => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify([monetize("held-1", `Held Feed ${engine}`, `https://${COVERED_HOST}/held/`)]));
      });
    });
    await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
    const feedUrl = `http://127.0.0.1:${(held.address() as AddressInfo).port}/feed.json`;
    try {
      const first = await postImport(admin, { url: feedUrl });
      expect(first.status, first.text).toBeLessThan(400);
      const second = await postImport(admin, { url: feedUrl });
      expect(second.status).toBe(409);
      expect(second.text).toContain("Another import is running: start this one when it has finished");
      release();
      expect(await finished(admin, importIdOf(first))).toContain(">Import finished</h2>");
      // Once it has finished, the next one starts.
      const third = await postImport(admin, { url: feedUrl });
      expect(third.status, third.text).toBeLessThan(400);
      expect(summaryCount(await finished(admin, importIdOf(third)), "Unchanged")).toBe(1);
    } finally {
      release();
      held.close();
    }
  });

  it("refuses a feed file over the limit with its reason, and starts no import", async () => {
    const before = importLinks((await html(admin, IMPORT)).html);
    // Just over the file's limit (the body fits the envelope), and far over it (refused before it is read).
    for (const size of [FEED_MAX_BYTES + 1, FEED_MAX_BYTES + 2 * 1024 * 1024]) {
      const answer = await postImport(admin, {}, { body: new Uint8Array(size).fill(0x20), name: "huge.json" });
      expect(answer.status, String(size)).toBe(413);
      expect(answer.text).toContain("The feed file is larger than 20 MB. Import it in parts.");
    }
    expect(importLinks((await html(admin, IMPORT)).html)).toBe(before);
  });

  it("answers a malformed form with its reason, never a server error, and starts no import", async () => {
    const before = importLinks((await html(admin, IMPORT)).html);
    const cases: [string, Promise<{ status: number; text: string }>][] = [
      ["Enter a feed URL or choose a feed file.", postImport(admin, { url: "  " })],
      ["Use either a feed URL or a feed file, not both.", postImport(admin, { url: `${feeds.origin}/x.json` }, { body: "[]", name: "x.json" })],
      ["The feed URL must be a web address starting with http:// or https://.", postImport(admin, { url: "ftp://feeds.example/x.json" })],
      ["The feed URL must be a web address starting with http:// or https://.", postImport(admin, { url: "https://" })],
      ["The feed file is empty.", postImport(admin, {}, { body: "", name: "empty.json" })],
      ["Unknown request", postImport(admin, { url: `${feeds.origin}/x.json`, format: "rss" })],
      ["Unknown request", postImport(admin, { intent: "delete-everything" })],
      [
        "Unknown request",
        admin
          .request(`${IMPORT}.data`, { method: "POST", body: "--x\r\nnot a part", headers: { "Content-Type": "multipart/form-data; boundary=x" } })
          .then(async (response) => ({ status: response.status, text: await response.text() })),
      ],
    ];
    for (const [message, answered] of cases) {
      const answer = await answered;
      expect(answer.status, message).toBe(400);
      expect(answer.text, message).toContain(message);
    }
    expect(importLinks((await html(admin, IMPORT)).html)).toBe(before);
  });

  it("shows a feed that cannot be read as failed, with its reason, having changed nothing", async () => {
    const page = await finished(admin, importIdOf(await postImport(admin, { url: `${feeds.origin}/${engine}/missing.json` })));
    expect(page).toContain(">Import failed</h2>");
    expect(page).toContain("The feed could not be read");
    expect(page).toContain("404");
    expect(page).toContain("Nothing was changed.");
  });

  it("fails a feed that answers binary data at once, with its reason, and the next import starts", async () => {
    // An image's bytes, NUL among them: the reason quotes them, and PostgreSQL takes no NUL in text.
    feeds.serve(`/${engine}/image-feed.json`, "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000", "application/json");
    const page = await finished(admin, importIdOf(await postImport(admin, { url: `${feeds.origin}/${engine}/image-feed.json` })));
    expect(page).toContain(">Import failed</h2>");
    expect(page).toContain("is not JSON");
    expect(page).toContain("Nothing was changed.");
    const next = await postImport(admin, { url: `${feeds.origin}/${engine}/missing.json` });
    expect(next.status, next.text).toBeLessThan(400);
    expect(await finished(admin, importIdOf(next))).toContain(">Import failed</h2>");
  });

  it("shows an import that stopped moving as stopped, with what it did and did not change", async () => {
    const { html: page } = await html(admin, `${IMPORT}?import=${STALE_IMPORT}`);
    expect(page).toContain(">Import stopped</h2>");
    expect(page).toContain(
      "This import stopped before it finished (the portal restarted) after 500 of 1200 records: those were imported, nothing after them was changed. Run it again to finish.",
    );
    expect(page).toContain('aria-valuenow="500"');
    expect(page).not.toContain("Nothing was changed.");
    const list = (await html(admin, IMPORT)).html;
    expect(list).toMatch(/gone\.example\/feed\.json<\/a><\/td><td[^>]*>Stopped<\/td>/);
  });

  it("answers a signed-in account without the admin role with 403, and starts no import", async () => {
    const before = importLinks((await html(admin, IMPORT)).html);
    expect((await member.get(`${IMPORT}.data`)).status).toBe(403);
    // The page leads to the sign-in form, which tells the account it waits for approval.
    const page = await html(member, `${IMPORT}?import=${STALE_IMPORT}`);
    expect(page.status).toBe(302);
    expect(page.html).not.toContain("gone.example");
    expect((await postImport(member, { url: `${feeds.origin}/${engine}/feed.json` })).status).toBe(403);
    expect((await postImport(new HttpClient(install.portal.url), { url: `${feeds.origin}/${engine}/feed.json` })).status).toBe(401);
    expect(importLinks((await html(admin, IMPORT)).html)).toBe(before);
  });
});
