/**
 * deploy/upgrade.sh's refusals and its ways back, behind nginx with the deployment's
 * configuration: settings that cannot work are refused before anything is touched; a
 * release whose instance does not become ready is rolled back (the link moved back, that
 * instance restarted on the live release, the one not reached yet left alone) and
 * removed; `--restart` restarts the live release one instance at a time. An upgrade under
 * load is tests/stress/upgrade.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startDeployNginx } from "../support/deploy-nginx";
import { freePort, projectRoot } from "../support/portal-server";
import { releasesIn, runUpgrade, startSupervisor, upgradeSettings } from "../support/releases";
import { createPostgresDatabase, temporaryDirectory } from "../support/test-database";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("deploy/upgrade.sh", () => {
  it("refuses a folder that is not the portal's source and settings that cannot work, and changes nothing", async () => {
    const root = temporaryDirectory("zowii-upgrade-refusals-");
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const refusals: [string[], NodeJS.ProcessEnv, string][] = [
      [
        [root],
        {},
        `upgrade: ${root} is not the portal's source folder (no package.json there). usage: deploy/upgrade.sh SOURCE-FOLDER | --rollback | --restart`,
      ],
      [[projectRoot], { ZOWII_KEEP_RELEASES: "1" }, "upgrade: ZOWII_KEEP_RELEASES must be 2 or more (the live release and the one to go back to), not '1'."],
      [[projectRoot], { ZOWII_INSTANCES: "3001,3002" }, "upgrade: ZOWII_INSTANCES holds '3001,3002': give the instances' ports, separated by spaces."],
      [
        [projectRoot],
        { ZOWII_ROOT: path.join(root, "missing") },
        `upgrade: ${path.join(root, "missing")} does not exist: create it (docs/deploy.md, 3) or set ZOWII_ROOT.`,
      ],
      [["--rollback"], {}, `upgrade: ${root}/current does not exist: there is no release to go back from.`],
      [["--restart"], {}, `upgrade: ${root}/current does not exist: there is no release to restart.`],
      [[], {}, "upgrade: usage: deploy/upgrade.sh SOURCE-FOLDER | --rollback | --restart"],
    ];
    for (const [args, env, message] of refusals) {
      const run = await runUpgrade(args, { ZOWII_ROOT: root, ...env });
      expect([args, run.code, run.output]).toEqual([args, 1, `${message}\n`]);
    }
    expect(fs.existsSync(path.join(root, "current"))).toBe(false);
    expect(fs.existsSync(path.join(root, "releases")) ? fs.readdirSync(path.join(root, "releases")) : []).toEqual([]);
  });

  it("rolls back a release whose instance does not become ready, and restarts the live release one instance at a time", { timeout: 300_000 }, async () => {
    const database = await createPostgresDatabase("seeded");
    cleanups.push(database.drop);
    const dir = temporaryDirectory("zowii-upgrade-back-");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const root = path.join(dir, "zowii");
    fs.mkdirSync(root);
    const port = await freePort();
    const [early, late] = [await freePort(), await freePort()] as [number, number];
    const supervisor = await startSupervisor(dir, root, {
      DATABASE_URL: database.url,
      TRUST_PROXY: "loopback",
      SITE_URL: `http://127.0.0.1:${port}`,
      RENDER_THREADS: "0",
    });
    cleanups.push(supervisor.stop);
    const nginx = await startDeployNginx(path.join(dir, "nginx"), { port, instancePorts: [early, late], appDir: path.join(root, "current"), workers: 2 });
    cleanups.push(nginx.stop);
    const settings = upgradeSettings({
      root,
      instancePorts: [early, late],
      doorUrl: nginx.doorUrl,
      restartCommand: supervisor.restartCommand,
      readyTimeoutSeconds: 15,
    });

    const first = await runUpgrade([projectRoot], settings);
    expect(first.code, first.output).toBe(0);
    const live = releasesIn(root).current;
    await Promise.all([early, late].map((instancePort) => supervisor.start(instancePort)));

    // A release whose server cannot start.
    const broken = await runUpgrade([projectRoot], {
      ...settings,
      ZOWII_BUILD_COMMAND: `${settings.ZOWII_BUILD_COMMAND} && echo 'throw new Error("this release cannot start");' > build/server/index.js`,
    });
    expect(broken.code, broken.output).toBe(1);
    expect(broken.output).toContain(`upgrade: the instance on port ${early} is not ready after 15 s; its /readyz: curl: (7) Failed to connect`);
    expect(broken.output).toContain(`upgrade: the instance on port ${early} is ready and nginx sends it visitors again (on ${live})`);
    const brokenRelease = supervisor.restarts[0]!.release;
    expect(broken.output).toContain(`. Rolled back to ${live} and removed ${brokenRelease}.`);
    expect(brokenRelease).not.toBe(live);
    // The first instance went to the broken release and back; the second was never moved.
    expect(supervisor.restarts.map((restart) => [restart.port, restart.release])).toEqual([
      [early, brokenRelease],
      [early, live],
    ]);
    expect(releasesIn(root)).toEqual({ current: live, kept: [live] });
    expect((await fetch(`${nginx.url}/game/krunker-io`)).status).toBe(200);

    const restarted = await runUpgrade(["--restart"], settings);
    expect(restarted.code, restarted.output).toBe(0);
    expect(restarted.output).toContain(`upgrade: ${live} is live again on ${early} ${late}`);
    expect(supervisor.restarts.slice(2).map((restart) => [restart.port, restart.release])).toEqual([
      [early, live],
      [late, live],
    ]);
    // The second was restarted only once nginx sent the first visitors again.
    const output = restarted.output;
    expect(output.indexOf(`the instance on port ${early} is ready and nginx sends it visitors again`)).toBeLessThan(
      output.indexOf(`restarting the instance on port ${late}`),
    );
    expect((await fetch(`${nginx.url}/`)).status).toBe(200);
  });
});
