import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, projectRoot, startPortal, type RunningPortal } from "./portal-server";

/*
 * deploy/upgrade.sh as an operator runs it, on a releases folder of the test's own, with
 * the test standing in for what a machine has and a test cannot: systemd (a supervisor the
 * script's restart command asks to stop an instance and start it again on `current`) and
 * `npm install && npm run build` (the project's node_modules linked and its build copied,
 * with a file of the release's own among the build's files).
 */

export const UPGRADE_SCRIPT = path.join(projectRoot, "deploy/upgrade.sh");

export interface UpgradeRun {
  code: number | null;
  output: string;
}

/** The build file only `release` has (`/assets/release-NAME.js`). */
export const releaseMarker = (release: string) => `release-${release}.js`;

/** The settings of deploy/upgrade.sh for a test's releases folder, instances and nginx. */
export function upgradeSettings(options: {
  root: string;
  instancePorts: number[];
  doorUrl: string;
  restartCommand: string;
  readyTimeoutSeconds?: number;
}): NodeJS.ProcessEnv {
  return {
    ZOWII_ROOT: options.root,
    ZOWII_INSTANCES: options.instancePorts.join(" "),
    ZOWII_NGINX_READYZ_URL: `${options.doorUrl}/readyz`,
    ZOWII_READY_TIMEOUT: String(options.readyTimeoutSeconds ?? 120),
    ZOWII_GROUP: String(os.userInfo().gid),
    ZOWII_ENV_FILE: "/dev/null",
    ZOWII_INSTALL_COMMAND: `ln -s ${JSON.stringify(path.join(projectRoot, "node_modules"))} node_modules`,
    ZOWII_BUILD_COMMAND: `cp -a ${JSON.stringify(path.join(projectRoot, "build"))} build && echo "/* $(basename "$PWD") */" > "build/client/assets/release-$(basename "$PWD").js"`,
    ZOWII_RESTART_COMMAND: options.restartCommand,
  };
}

/** Runs deploy/upgrade.sh with `args`; resolves when it ends. */
export function runUpgrade(args: string[], env: NodeJS.ProcessEnv): Promise<UpgradeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", [UPGRADE_SCRIPT, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The release `current` points at, and every release kept, oldest first. */
export function releasesIn(root: string): { current: string; kept: string[] } {
  return {
    current: path.basename(fs.readlinkSync(path.join(root, "current"))),
    kept: fs.readdirSync(path.join(root, "releases")).sort(),
  };
}

export interface Restart {
  port: number;
  /** When the instance was started again (ms since the epoch). */
  at: number;
  /** The release it was started on. */
  release: string;
}

export interface Supervisor {
  /** What ZOWII_RESTART_COMMAND runs: asks this supervisor to restart the port it is given. */
  restartCommand: string;
  /** Starts the instance on `port` on the release `current` points at, and waits until it listens. */
  start(port: number): Promise<RunningPortal>;
  /** Every restart asked, in order. */
  restarts: Restart[];
  /** The release each instance runs now. */
  releaseOf(port: number): string | undefined;
  /** Stops every instance (SIGTERM: each finishes its requests and writes its counts out) and the supervisor. */
  stop(): Promise<void>;
}

/**
 * Instances of the portal started from `root`/current, restarted as `systemctl restart`
 * does: the instance is stopped (SIGTERM, waited for), started again, and the command
 * returns at once, without waiting for it to be ready.
 */
export async function startSupervisor(dir: string, root: string, env: NodeJS.ProcessEnv): Promise<Supervisor> {
  const instances = new Map<number, { running: Promise<RunningPortal | null>; release: string }>();
  const restarts: Restart[] = [];
  const launch = (port: number) => {
    const release = path.basename(fs.realpathSync(path.join(root, "current")));
    const started = startPortal(env, { port, launch: { cwd: path.join(root, "current") } });
    // An instance that cannot start (a broken release) exits: nothing to stop then.
    instances.set(port, { running: started.catch(() => null), release });
    return started;
  };
  const control = http.createServer((req, res) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? "")?.[1]);
    const instance = instances.get(port);
    if (req.method !== "POST" || !instance) return void res.writeHead(404).end(`no instance on port ${port}\n`);
    void (async () => {
      await (await instance.running)?.stop();
      void launch(port).catch(() => {});
      restarts.push({ port, at: Date.now(), release: instances.get(port)!.release });
      res.writeHead(200).end();
    })();
  });
  const controlPort = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  const restartCommand = path.join(dir, "restart-instance");
  fs.writeFileSync(
    restartCommand,
    `#!/bin/sh\n# systemctl restart zowii@PORT, for the test.\nexec curl -fsS -X POST "http://127.0.0.1:${controlPort}/restart/$1"\n`,
    { mode: 0o755 },
  );
  return {
    restartCommand,
    restarts,
    start: launch,
    releaseOf: (port) => instances.get(port)?.release,
    async stop() {
      await Promise.all([...instances.values()].map(async (instance) => (await instance.running)?.stop()));
      await new Promise((resolve) => control.close(resolve));
    },
  };
}
