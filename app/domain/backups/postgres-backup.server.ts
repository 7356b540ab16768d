/**
 * PostgreSQL's backups: pg_dump's custom format, taken while the instances run (pg_dump reads
 * one consistent snapshot), and restored by pg_restore in one transaction, so that a restore
 * that fails half-way leaves the database as it was.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describeDatabaseUrl } from "../platform/config.server";
import { errorText } from "../db/connection.server";
import { BackupError, programProblem, runProgram } from "./programs.server";

const CLIENT_PACKAGE = "install Debian's postgresql-client (apt-get install postgresql-client)";

/** Where Debian keeps each installed PostgreSQL version's programs, beside the one on PATH. */
const DEBIAN_VERSIONS = "/usr/lib/postgresql";

/** A PostgreSQL program and its major version. */
interface PostgresProgram {
  path: string;
  major: number;
}

/** The major version a PostgreSQL program says it is (`pg_dump (PostgreSQL) 15.10 (Debian ...)`), or null when it does not run. */
async function programMajor(program: string): Promise<number | null> {
  try {
    const run = await runProgram(program, ["--version"], { missing: CLIENT_PACKAGE });
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout)?.[1];
    return run.code === 0 && major ? Number(major) : null;
  } catch (error) {
    if (error instanceof BackupError) return null;
    throw error;
  }
}

/**
 * The `name` (pg_dump, pg_restore) to run against a server of major version `serverMajor`:
 * the one on PATH when it is as new as the server (pg_dump refuses a newer server), else
 * Debian's newest installed version that is.
 */
async function postgresProgram(name: "pg_dump" | "pg_restore", serverMajor: number): Promise<PostgresProgram> {
  const installed = fs.existsSync(DEBIAN_VERSIONS) ? fs.readdirSync(DEBIAN_VERSIONS).filter((version) => /^\d+$/.test(version)) : [];
  const candidates = [name, ...installed.sort((a, b) => Number(b) - Number(a)).map((version) => path.join(DEBIAN_VERSIONS, version, "bin", name))];
  const found: PostgresProgram[] = [];
  for (const candidate of candidates) {
    const major = await programMajor(candidate);
    if (major === null) continue;
    if (major >= serverMajor) return { path: candidate, major };
    found.push({ path: candidate, major });
  }
  if (found.length === 0) throw new BackupError(`${name} is not installed: ${CLIENT_PACKAGE}, of version ${serverMajor} or newer (the server's)`);
  const newest = Math.max(...found.map((program) => program.major));
  throw new BackupError(
    `${name} ${newest} cannot work with the server, PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor} ` +
      "(Debian's, or apt.postgresql.org's when Debian has none) on this machine",
  );
}

/**
 * The database's URL for pg_dump and pg_restore, its password moved to PGPASSWORD: a
 * program's command line is visible to every user of the machine, its environment is not.
 */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs `work` on a connection of its own to the database. */
async function withConnection<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000, application_name: "zowii backup" });
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(
      `cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)} (${errorText(error)}): check DATABASE_URL and that the server is running`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ version: number }>("select current_setting('server_version_num')::int / 10000 as version");
  return rows[0]!.version;
}

/** Writes the database to `file` with pg_dump, in its custom format. */
export async function backUpPostgres(databaseUrl: string, file: string): Promise<void> {
  const pgDump = await postgresProgram("pg_dump", await withConnection(databaseUrl, serverMajor));
  const { dbname, env } = libpqConnection(databaseUrl);
  const run = await runProgram(pgDump.path, ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], { env, missing: CLIENT_PACKAGE });
  if (run.code !== 0) throw new BackupError(`pg_dump failed: ${programProblem(run)}`);
}

/** The tables a pg_dump file holds, as `schema.name`, from its table of contents (`pg_restore --list`). */
function archivedTables(list: string): Set<string> {
  const tables = new Set<string>();
  for (const line of list.split("\n")) {
    const table = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (table) tables.add(`${table[1]}.${table[2]}`);
  }
  return tables;
}

/**
 * Replaces the database's contents with the pg_dump file's: every object the file holds is
 * dropped and made again from it, in one transaction. Refused before anything changes when
 * the file is not a backup of Zowii's database, when other sessions are connected (the
 * instances must be stopped: they would go on with pages and counters of the data replaced),
 * or when the database holds tables the file does not (a newer release's, which the
 * restore would leave in place and the release's migrations would then fail on).
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<{ games: number }> {
  return withConnection(databaseUrl, async (client) => {
    const pgRestore = await postgresProgram("pg_restore", 0);
    const list = await runProgram(pgRestore.path, ["--list", file], { missing: CLIENT_PACKAGE });
    if (list.code !== 0) throw new BackupError(`pg_restore ${pgRestore.major} cannot read ${file} (${programProblem(list)})`);
    const archived = archivedTables(list.stdout);
    if (!archived.has("public.games")) throw new BackupError(`${file} is a pg_dump file, but not of Zowii's database: it holds no games table`);

    const { rows: others } = await client.query<{ who: string }>(
      `select coalesce(nullif(usename, ''), 'a user') || coalesce(' from ' || host(client_addr), '') ||
              coalesce(' (' || nullif(application_name, '') || ')', '') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (others.length > 0) {
      throw new BackupError(
        `${others.length} other ${others.length === 1 ? "session is" : "sessions are"} connected to the database (${[...new Set(others.map((row) => row.who))].join(", ")}): ` +
          "stop every instance of the portal (systemctl stop zowii.target) and close the other sessions, then restore again",
      );
    }
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const newer = tables.map((table) => table.name).filter((name) => !archived.has(name));
    if (newer.length > 0) {
      throw new BackupError(
        `the database holds tables the backup does not (${newer.join(", ")}), made by a newer release than the backup's: ` +
          'restore it into an empty database instead (docs/deploy.md, "Backups")',
      );
    }

    const { dbname, env } = libpqConnection(databaseUrl);
    const run = await runProgram(
      pgRestore.path,
      ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, file],
      { env, missing: CLIENT_PACKAGE },
    );
    if (run.code !== 0) throw new BackupError(`pg_restore failed, and rolled back what it had done: ${programProblem(run)}`);
    const { rows } = await client.query<{ games: number }>("select count(*)::int as games from games");
    return { games: rows[0]!.games };
  });
}
