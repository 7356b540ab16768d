/** The deployment's systemd units and environment file: valid to systemd, and in step with the portal's settings. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "~/domain/platform/config.server";
import { npmStartEnvironment } from "../support/start-script";

const run = promisify(execFile);
const deploy = path.resolve(import.meta.dirname, "../../deploy");
const unitFile = fs.readFileSync(path.join(deploy, "systemd/zowii@.service"), "utf8");

/** `Key=value` lines of a unit or environment file, comments left out. */
function settings(text: string): [string, string][] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("[") && line.includes("="))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
}

// systemd-analyze is a process of its own: seconds on a busy machine.
describe("the systemd units", { timeout: 30_000 }, () => {
  it("pass systemd-analyze verify without a warning, as instances on two ports, their target and the backup's timer", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zowii-units-"));
    try {
      // systemd verifies an instance of a template, named as it would be started.
      for (const port of [3001, 3002]) fs.copyFileSync(path.join(deploy, "systemd/zowii@.service"), path.join(dir, `zowii@${port}.service`));
      const units = ["zowii.target", "zowii-backup.service", "zowii-backup.timer"];
      for (const unit of units) fs.copyFileSync(path.join(deploy, "systemd", unit), path.join(dir, unit));
      const { stdout, stderr } = await run("systemd-analyze", [
        "verify",
        ...["zowii@3001.service", "zowii@3002.service", ...units].map((name) => path.join(dir, name)),
      ]);
      // An unknown or misspelt setting is only a warning to systemd: any output fails here.
      expect(`${stdout}${stderr}`).toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives a stopping instance longer than the portal's graceful shutdown takes", () => {
    const unit = new Map(settings(unitFile));
    const environment = new Map(settings(fs.readFileSync(path.join(deploy, "zowii.env.example"), "utf8")));
    const { shutdownTimeoutMs } = readServerConfig({ SHUTDOWN_TIMEOUT_MS: environment.get("SHUTDOWN_TIMEOUT_MS") }).http;
    expect(unit.get("KillSignal")).toBe("SIGTERM");
    // Requests get SHUTDOWN_TIMEOUT_MS to finish, and then the database as long to close (server.js).
    expect(Number(unit.get("TimeoutStopSec")) * 1000).toBeGreaterThan(2 * shutdownTimeoutMs);
  });

  it("keeps the data folder and what the portal writes to the owner's only, as the portal requires", () => {
    const unit = new Map(settings(unitFile));
    // The portal refuses a DATA_DIR that group or others can reach: systemd creates it so.
    expect(unit.get("StateDirectoryMode")).toBe("0700");
    expect(unit.get("UMask")).toBe("0077");
  });

  it("runs each instance on its own port behind the proxy, and the example environment leaves those to the unit", () => {
    // systemd's assignments: NAME=value, or "NAME=value with spaces".
    const environment = settings(unitFile)
      .filter(([key]) => key === "Environment")
      .flatMap(([, value]) => [...value.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!))
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as [string, string]);
    const http = readServerConfig(Object.fromEntries(environment.map(([key, value]) => [key, value.replace("%i", "3001")]))).http;
    expect(http).toMatchObject({ port: 3001, host: "127.0.0.1", trustProxy: "loopback", renderThreads: 0 });
    // Every setting `npm start` gives the process (its memory's among them), the unit gives too.
    const startSettings = npmStartEnvironment();
    expect(Object.keys(startSettings)).toEqual(expect.arrayContaining(["NODE_ENV", "MALLOC_ARENA_MAX", "NODE_OPTIONS"]));
    expect(Object.fromEntries(environment)).toMatchObject(startSettings);
    // systemd reads EnvironmentFile after Environment: a PORT there would put every instance on one port.
    const example = new Map(settings(fs.readFileSync(path.join(deploy, "zowii.env.example"), "utf8")));
    for (const name of ["PORT", "HOST", "TRUST_PROXY"]) expect(example.has(name), name).toBe(false);
    expect(readServerConfig(Object.fromEntries(example)).databaseUrl).toMatch(/^postgres:\/\//);
  });

  it("back up every day with the command npm run backup runs, as the portal's user, 14 kept", () => {
    const service = settings(fs.readFileSync(path.join(deploy, "systemd/zowii-backup.service"), "utf8"));
    const timer = new Map(settings(fs.readFileSync(path.join(deploy, "systemd/zowii-backup.timer"), "utf8")));
    const portal = new Map(settings(unitFile));
    const backup = new Map(service);
    const packageScripts = (JSON.parse(fs.readFileSync(path.join(deploy, "../package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    // npm run backup's own command line, less its "--".
    const command = packageScripts.backup!.replace(/^node /, "").replace(/ --$/, "");
    expect(backup.get("ExecStart")).toContain(
      `/usr/bin/node ${command} --env-file /etc/zowii/zowii.env --force --out "/var/backups/zowii/zowii-$(date +%%F).backup"`,
    );
    for (const key of ["User", "Group", "WorkingDirectory", "UMask"]) expect(backup.get(key), key).toBe(portal.get(key));
    const after = service.filter(([key]) => key === "ExecStartPost").map(([, value]) => value);
    // Files older than 13 whole days go: today's and the 13 before it stay.
    expect(after[0]).toBe("/usr/bin/find /var/backups/zowii -maxdepth 1 -name zowii-*.backup -mtime +13 -delete");
    expect(after[1]).toMatch(/^\+\/usr\/bin\/rsync --archive .* \/var\/backups\/zowii\/ zowii-backup@backup\.example\.com:$/);
    expect(timer.get("OnCalendar")).toBe("*-*-* 03:15:00");
    expect(timer.get("Persistent")).toBe("true");
  });
});
