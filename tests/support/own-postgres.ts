import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * A PostgreSQL server of a test's own, started like the one `npm test` shares
 * (scripts/start-test-postgres.sh), which the test may stop and start again: the
 * shared server other tests use is never touched.
 */
export interface OwnPostgres {
  url: string;
  /** Fast shutdown: open connections are cut, as when the server goes down for real. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const { stdout } = await run("bash", ["scripts/start-test-postgres.sh"], { cwd: projectRoot });
  const url = stdout.match(/TEST_DATABASE_URL=(\S+)/)?.[1];
  const dir = stdout.match(/TEST_POSTGRES_DIR=(\S+)/)?.[1];
  if (!url || !dir) throw new Error(`unexpected output of start-test-postgres.sh: ${stdout}`);
  const { stdout: bins } = await run("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"]);
  const pgCtl = path.join(bins.trim(), "pg_ctl");
  // PostgreSQL refuses to run as root; the Debian package's postgres user runs it then.
  const asOwner = (args: string[]) => (process.getuid?.() === 0 ? run("runuser", ["-u", "postgres", "--", pgCtl, ...args]) : run(pgCtl, args));
  return {
    url,
    async stop() {
      await asOwner(["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);
    },
    async start() {
      await asOwner(["-D", `${dir}/data`, "-l", `${dir}/server.log`, "-w", "-t", "60", "start"]);
    },
    async remove() {
      await run("bash", ["scripts/stop-test-postgres.sh"], { cwd: projectRoot, env: { ...process.env, TEST_POSTGRES_DIR: dir } });
    },
  };
}
