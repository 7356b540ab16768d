/**
 * An upgrade under load: deploy/upgrade.sh builds a new release beside the live one,
 * moves `current` and restarts the two instances one after the other, behind nginx with
 * deploy/nginx/zowii.conf (two workers, as Debian's `auto` gives two cores), while the
 * stress load's visitors (tests/support/load-mix.ts) keep coming. No page request fails;
 * a play or event batch is answered, or refused before any instance handled it (a 502 from
 * nginx, which a client may send again): every answered play and batch is in the database,
 * and no refused one. Pages of the old release still get their build files.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../content/catalog/seed-games";
import { startDeployNginx } from "../support/deploy-nginx";
import { LoadMix, sendMixed, slowest, type Kind, type MixedRequest, type SentRequest } from "../support/load-mix";
import { freePort, projectRoot } from "../support/portal-server";
import { releaseMarker, releasesIn, runUpgrade, startSupervisor, upgradeSettings } from "../support/releases";
import { createPostgresDatabase, temporaryDirectory } from "../support/test-database";

const CONNECTIONS = Number.parseInt(process.env.UPGRADE_CONNECTIONS ?? "", 10) || 100;
/** The load before the upgrade starts, and after it has ended. */
const LOAD_AROUND_MS = 3_000;
const HOME_PAGE: MixedRequest = { kind: "home", method: "GET", path: "/", headers: {}, body: undefined };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Event batches the database holds: each batch of the load mix has one entry page view, one visit. */
async function batchesRecorded(client: pg.Client): Promise<number> {
  const { rows } = await client.query("select coalesce(sum(count), 0)::bigint as visits from analytics_daily where scope = 'site' and metric = 'visits'");
  return Number((rows[0] as { visits: string }).visits);
}

describe(`an upgrade under load (nginx, two instances, PostgreSQL, ${CONNECTIONS} connections)`, () => {
  it("fails no page request, loses no answered write, records no refused one, and keeps the old release's build files", { timeout: 10 * 60_000 }, async () => {
    const database = await createPostgresDatabase("seeded");
    cleanups.push(database.drop);
    const dir = temporaryDirectory("zowii-upgrade-");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const root = path.join(dir, "zowii");
    // Two releases from before, the older of which the upgrade removes (three are kept).
    for (const old of ["20000101T000000Z-oldest", "20000102T000000Z-older"]) fs.mkdirSync(path.join(root, "releases", old), { recursive: true });

    const port = await freePort();
    const nginxUrl = `http://127.0.0.1:${port}`;
    const instancePorts = [await freePort(), await freePort()];
    const env = { DATABASE_URL: database.url, TRUST_PROXY: "loopback", SITE_URL: nginxUrl, RENDER_THREADS: "0" };
    const supervisor = await startSupervisor(dir, root, env);
    cleanups.push(supervisor.stop);
    const nginx = await startDeployNginx(path.join(dir, "nginx"), { port, instancePorts, appDir: path.join(root, "current"), workers: 2 });
    cleanups.push(nginx.stop);
    const settings = upgradeSettings({ root, instancePorts, doorUrl: nginx.doorUrl, restartCommand: supervisor.restartCommand });

    // The first release: built and linked, nothing to restart.
    const first = await runUpgrade([projectRoot], settings);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("is the first release");
    const firstRelease = releasesIn(root).current;
    await Promise.all(instancePorts.map((instancePort) => supervisor.start(instancePort)));

    const mix = new LoadMix(seedCatalog.map((game) => game.slug));
    const countedPlays = await mix.warmUp(nginxUrl);
    const sentPlays = mix.sentPlays;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    const batchesBefore = await batchesRecorded(client);

    const byKind: Record<Kind, number> = { home: 0, search: 0, game: 0, play: 0, events: 0 };
    const latencies: Record<Kind, number[]> = { home: [], search: [], game: [], play: [], events: [] };
    const connectionErrors: string[] = [];
    /** Answers a visitor should not get (a 4xx, a play not counted), whatever the request. */
    const unexpected: string[] = [];
    let batchesAnswered = 0;
    let windingDown = false;
    let writesInFlight = 0;
    let finished: (result: autocannon.Result) => void = () => {};
    let failed: (error: Error) => void = () => {};
    const load = new Promise<autocannon.Result>((resolve, reject) => ((finished = resolve), (failed = reject)));
    const loadStartedAt = Date.now();
    const instance = autocannon(
      {
        url: nginxUrl,
        connections: CONNECTIONS,
        // Stopped once the upgrade is over; this is a bound only.
        duration: 500,
        headers: { "accept-encoding": "br" },
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context: SentRequest) => {
              // Winding down: pages only, so that no write is still on its way when the load stops.
              const next = windingDown ? HOME_PAGE : mix.next();
              if (next.method === "POST") writesInFlight += 1;
              return sendMixed(request, context, next);
            },
            onResponse: (status, body, context: SentRequest) => {
              if (context.kind === "play" || context.kind === "events") writesInFlight -= 1;
              byKind[context.kind!] += 1;
              latencies[context.kind!].push(performance.now() - context.sentAt!);
              if (context.kind === "play" && status === 200 && body.includes('"counted"')) countedPlays.add(context.visitor!);
              else if (context.kind === "events" && status === 202) batchesAnswered += 1;
              // A refusal from nginx (5xx) is judged from its log below.
              else if (status < 500 && (status >= 300 || body.includes('"too-soon"'))) unexpected.push(`${status} ${context.kind} ${body.slice(0, 100)}`);
            },
          },
        ],
      },
      (error, result) => (error ? failed(error) : finished(result)),
    );
    instance.on("reqError", (error: Error) => connectionErrors.push(error.message));
    // Should the test fail midway, the load still ends with it.
    cleanups.push(() => instance.stop());

    await new Promise((resolve) => setTimeout(resolve, LOAD_AROUND_MS));
    const upgradeStartedAt = Date.now();
    const upgrade = await runUpgrade([projectRoot], settings);
    const upgradeEndedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, LOAD_AROUND_MS));
    windingDown = true;
    for (const deadline = Date.now() + 30_000; writesInFlight > 0 && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
    const writesUnanswered = writesInFlight;
    instance.stop();
    const result = await load;
    const loadEndedAt = Date.now();
    expect(upgrade.code, upgrade.output).toBe(0);
    expect(writesUnanswered, "plays and batches still unanswered 30 s after the last was sent").toBe(0);

    // The build files of both releases, from the live one's folder: a page rendered before
    // the upgrade still gets its scripts.
    const newRelease = releasesIn(root).current;
    for (const release of [firstRelease, newRelease]) {
      const file = await fetch(`${nginxUrl}/assets/${releaseMarker(release)}`);
      expect([release, file.status, await file.text()]).toEqual([release, 200, `/* ${release} */\n`]);
    }
    // The instances, stopped gracefully, write their last counts out.
    await supervisor.stop();

    const kept = new Set((await client.query("select visitor_id from play_counts")).rows.map((row) => String(row.visitor_id)));
    const [{ total }] = (await client.query("select sum(plays)::bigint as total from games")).rows as [{ total: string }];
    const playsAdded = Number(total) - seedCatalog.reduce((sum, game) => sum + game.plays, 0);
    const batchesInDatabase = (await batchesRecorded(client)) - batchesBefore;
    const lost = [...countedPlays].filter((visitor) => !kept.has(visitor)).length;
    const strangers = [...kept].filter((visitor) => !sentPlays.has(visitor)).length;

    const during = nginx.answers().filter((answer) => answer.at >= loadStartedAt && answer.at <= loadEndedAt + 1_000);
    const failedPages = during.filter((answer) => answer.method !== "POST" && answer.status >= 500);
    const refusedWrites = during.filter((answer) => answer.method === "POST" && answer.status >= 500);
    const restartedAt = (instancePort: number) => supervisor.restarts.find((restart) => restart.port === instancePort)?.at ?? 0;
    const figures = {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      upgradeMs: upgradeEndedAt - upgradeStartedAt,
      restartedAfterMs: instancePorts.map((instancePort) => restartedAt(instancePort) - upgradeStartedAt),
      byKind,
      slowestMs: slowest(latencies),
      failedPages: failedPages.length,
      refusedWrites: refusedWrites.map((answer) => `${answer.status} ${answer.target}`),
      connectionErrors: connectionErrors.length,
      timeouts: result.timeouts,
      playsSent: sentPlays.size,
      playsAnswered: countedPlays.size,
      playsInDatabase: playsAdded,
      playsLost: lost,
      batchesSent: mix.batchesSent,
      batchesAnswered,
      batchesInDatabase,
    };
    console.log(`Upgrade under load: ${JSON.stringify(figures)}\n${upgrade.output}`);
    // Why nginx refused a write: its reason is in its error log.
    if (refusedWrites.length > 0) console.log(`nginx's error log, its end:\n${nginx.errorLog()}`);

    // The upgrade: both instances restarted on the new release, one after the other, the
    // older release from before removed.
    expect(newRelease).not.toBe(firstRelease);
    expect(supervisor.restarts.map((restart) => [restart.port, restart.release])).toEqual(instancePorts.map((instancePort) => [instancePort, newRelease]));
    for (const instancePort of instancePorts)
      expect(upgrade.output).toContain(`the instance on port ${instancePort} is ready and nginx sends it visitors again`);
    expect(upgrade.output).toMatch(new RegExp(`kept from ${firstRelease}: [1-9]\\d* build files`));
    expect(releasesIn(root).kept).toEqual(["20000102T000000Z-older", firstRelease, newRelease]);

    // Visitors: no page request failed, nothing timed out or broke.
    expect(failedPages.map((answer) => `${answer.status} ${answer.method} ${answer.target}`)).toEqual([]);
    expect(connectionErrors).toEqual([]);
    expect(result.timeouts).toBe(0);
    expect(unexpected.slice(0, 5)).toEqual([]);
    // Writes: a refusal is nginx's 502 for a write no instance handled.
    for (const answer of refusedWrites) expect(answer.status, answer.target).toBe(502);
    // Every answered play is in the database, once, and no other: no write was on its way
    // when the load stopped, so a play recorded but not answered would be one nginx refused
    // after an instance had handled it.
    expect(byKind.play).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(strangers).toBe(0);
    expect(playsAdded).toBe(kept.size);
    expect(kept.size).toBe(countedPlays.size);
    // Every answered batch of events is counted, and no refused one: the counts are exactly
    // the answered batches'.
    expect(batchesAnswered).toBeGreaterThan(0);
    expect(batchesInDatabase).toBe(batchesAnswered);
  });
});
