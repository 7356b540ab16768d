/**
 * The operator's commands (npm run feed:import, catalog:import, admin:create, games:check, content:seed) as they run
 * against the portal's database: in the command's own process on PostgreSQL or on an
 * embedded database no portal holds, and inside the running portal when it holds the
 * embedded database (command-socket.server.ts hands the input over). Either way the same
 * code runs, with the same checks and audit entries, and prints the same lines.
 */
import crypto from "node:crypto";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { checkReasonText, UNCOUNTED_TEXT } from "~/lib/game-health";
import { ADMIN_CREATE_ACTOR, AccountError, makeAdministrator } from "../admin/accounts-admin.server";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { authErrorMessage } from "../auth/admin-auth.server";
import { weakPasswordMessage, weakPasswordReasons } from "../auth/password-policy.server";
import { allowedGameHosts } from "../catalog/game-hosts.server";
import { CatalogImportError, checkCatalogFile, importCatalog } from "../catalog/transfer.server";
import { FEED_FORMATS } from "../feeds/feed-formats.server";
import { feedSummaryLine } from "~/lib/feed-formats";
import { importFeedSource } from "../feeds/feed-import.server";
import { FeedSourceError } from "../feeds/feed-sources.server";
import { games } from "../db/schema.server";
import { loadSeedContent } from "../content/seed.server";
import { checkGames, type CheckedGame } from "../health/game-check-jobs.server";
import { PASSES_TO_RECOVER } from "../health/game-health.server";
import { authService, startRuntime } from "../platform/runtime.server";
import { CATALOG_FILE, FEED_FILE, InputFileError, inputFileRefusal, readInputFile } from "./input-file.server";

export interface CommandOutput {
  line(text: string): void;
  error(text: string): void;
}

/**
 * A file travels as its absolute path, never its text: whichever process runs the command
 * reads it, checked and within its limit (input-file.server.ts). 4096 is Linux's PATH_MAX.
 */
const file = z.string().min(1).max(4096);
export const commandInputs = {
  "feed-import": z.object({
    source: z.union([z.object({ url: z.string().min(1).max(2048) }), z.object({ file })]),
    format: z.enum(FEED_FORMATS).optional(),
    publish: z.boolean(),
  }),
  "catalog-import": z.object({ file }),
  "admin-create": z.object({ email: z.string().min(1).max(320), password: z.string().max(1024).optional() }),
  "games-check": z.object({ slug: z.string().min(1).max(200).optional() }),
  "content-seed": z.object({}),
};

export type CommandName = keyof typeof commandInputs;
export type CommandInput<N extends CommandName> = z.infer<(typeof commandInputs)[N]>;

export const COMMAND_NAMES = Object.keys(commandInputs) as CommandName[];

export const FEED_IMPORT_ACTOR: AuditActor = { id: null, email: "npm run feed:import" };

/** A sentence for the end of a command's failure line, ending as one. */
const sentence = (message: string) => (message.endsWith(".") ? message : `${message}.`);

async function feedImport(input: CommandInput<"feed-import">, out: CommandOutput): Promise<number> {
  const { config, handle } = await startRuntime();
  try {
    const source = "url" in input.source ? input.source : { text: await readInputFile(input.source.file, FEED_FILE), name: path.basename(input.source.file) };
    const summary = await importFeedSource(handle.db, source, {
      format: input.format,
      publish: input.publish,
      actor: FEED_IMPORT_ACTOR,
      siteUrl: config.siteUrl,
      allowedHosts: await allowedGameHosts(handle.db, config),
      allowPrivateFetch: config.allowPrivateFetch,
    });
    for (const rejection of summary.rejections) out.line(`Rejected ${rejection.id}: ${rejection.reason}`);
    for (const entry of summary.unmapped)
      out.line(`Unmapped category "${entry.category}" (${entry.records} records): map it under Category mapping in the panel, then import again.`);
    for (const entry of summary.refusedHosts) {
      out.line(`Not an allowed game host: ${entry.host} (${entry.games} games stay drafts until it is allowed in the panel).`);
    }
    out.line(`${feedSummaryLine(summary)}.${summary.thumbnailsQueued > 0 ? ` ${summary.thumbnailsQueued} thumbnails are being fetched by the portal.` : ""}`);
    return 0;
  } catch (error) {
    if (error instanceof InputFileError) {
      out.error(inputFileRefusal("feed:import", error));
      return 1;
    }
    if (error instanceof FeedSourceError) {
      out.error(`feed:import failed: ${sentence(error.message)} Nothing was changed.`);
      return 1;
    }
    throw error;
  }
}

async function catalogImport(input: CommandInput<"catalog-import">, out: CommandOutput): Promise<number> {
  const { config, handle } = await startRuntime();
  try {
    const text = await readInputFile(input.file, CATALOG_FILE);
    const checked = await checkCatalogFile(text, { siteUrl: config.siteUrl, allowedGameHosts: await allowedGameHosts(handle.db, config) });
    const result = await importCatalog(handle.db, checked, path.basename(input.file));
    out.line(
      `Imported ${checked.length} games (${result.added} added, ${result.updated} updated) with ${result.thumbnails} thumbnails into ${handle.engine} (${handle.location}).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof InputFileError) {
      out.error(inputFileRefusal("catalog:import", error));
      return 1;
    }
    if (error instanceof CatalogImportError) {
      out.error(`catalog:import failed: ${error.message}. Nothing was changed.`);
      return 1;
    }
    throw error;
  }
}

/** A password made for a new account given none: 144 random bits, as 24 characters. */
function strongPassword(): string {
  return crypto.randomBytes(18).toString("base64url");
}

async function adminCreate(input: CommandInput<"admin-create">, out: CommandOutput): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const { handle } = await startRuntime();
  const auth = await authService();
  const fail = (message: string) => {
    out.error(`admin:create failed: ${message}`);
    return 1;
  };
  if (input.password !== undefined) {
    // The panel's rules, before anything changes: an existing account's password is set here, not by better-auth.
    const reasons = weakPasswordReasons(input.password, email);
    if (reasons.length > 0) return fail(weakPasswordMessage(reasons));
  }
  const made = input.password === undefined ? strongPassword() : undefined;
  const password = input.password ?? made!;
  const createAccount = async () => {
    try {
      await auth.api.createUser({ body: { email, password, name: email.split("@")[0] ?? email } });
    } catch (error) {
      // The password rules and other refusals in the panel's words.
      throw new AccountError(authErrorMessage(error));
    }
  };
  const passwordHash = input.password === undefined ? undefined : await (await auth.$context).password.hash(input.password);
  try {
    const { created, wasAdmin, passwordChanged } = await makeAdministrator(handle.db, ADMIN_CREATE_ACTOR, email, createAccount, passwordHash);
    if (created) {
      out.line(`Created the administrator ${email}.`);
      if (made) out.line(`Its password, shown this once: ${made}`);
    } else if (passwordChanged) {
      out.line(
        wasAdmin
          ? `${email} was already an administrator; set its new password (its sessions were signed out).`
          : `Set a new password for ${email} and made it an administrator (its sessions were signed out).`,
      );
    } else {
      out.line(wasAdmin ? `${email} was already an administrator; its password is unchanged.` : `${email} is now an administrator; its password is unchanged.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AccountError) return fail(error.message);
    throw error;
  }
}

/** Games one round of games:check reads and checks: a bound on what waits in the limiter at once. */
const GAMES_CHECK_CHUNK = 200;

/** What a check made of a game that is not healthy, or did not count, in plain words. */
function unhealthyLine(game: CheckedGame): string {
  const why = game.result.passed
    ? `passed this check; broken until ${PASSES_TO_RECOVER} checks in a row pass`
    : game.notCounted
      ? `${checkReasonText(game.result.reason)}; not counted: ${UNCOUNTED_TEXT[game.notCounted]}`
      : checkReasonText(game.result.reason);
  return `${game.slug}: ${game.health} (${why})`;
}

async function gamesCheck(input: CommandInput<"games-check">, out: CommandOutput): Promise<number> {
  const { config, handle } = await startRuntime();
  const slug = input.slug?.trim().toLowerCase();
  const found = await handle.db
    .select({ id: games.id })
    .from(games)
    .where(slug === undefined ? eq(games.status, "published") : eq(games.slug, slug))
    .orderBy(asc(games.slug));
  if (slug !== undefined && found.length === 0) {
    out.error(`games:check failed: no game has the slug "${slug}".`);
    return 1;
  }
  const counts = { healthy: 0, flaky: 0, broken: 0, notCounted: 0 };
  const outage = { passes: 0, unreachable: 0, checked: 0 };
  for (let start = 0; start < found.length; start += GAMES_CHECK_CHUNK) {
    const pass = await checkGames(
      handle.db,
      found.slice(start, start + GAMES_CHECK_CHUNK).map((game) => game.id),
      config,
    );
    if (pass.outage) {
      outage.passes += 1;
      outage.unreachable += pass.outage.unreachable;
      outage.checked += pass.outage.checked;
    }
    const checked = pass.games.sort((a, b) => (a.slug < b.slug ? -1 : 1));
    for (const game of checked) {
      // An outage's games are told in one line below, not one each.
      if (game.notCounted === "outage") {
        counts.notCounted += 1;
        continue;
      }
      if (game.notCounted) counts.notCounted += 1;
      else if (game.health === "healthy" || game.health === "unchecked") counts.healthy += 1;
      else counts[game.health] += 1;
      if (game.health !== "healthy" || game.notCounted) out.line(unhealthyLine(game));
    }
  }
  const total = counts.healthy + counts.flaky + counts.broken + counts.notCounted;
  const notCounted = counts.notCounted > 0 ? `, ${counts.notCounted} not counted` : "";
  out.line(`Checked ${total} ${total === 1 ? "game" : "games"}: ${counts.healthy} healthy, ${counts.flaky} flaky, ${counts.broken} broken${notCounted}.`);
  if (outage.passes > 0) {
    out.line(
      `Most game hosts could not be reached (${outage.unreachable} of ${outage.checked} games got no answer): nothing was hidden. Check this server's network connection (DNS, firewall, proxy), then run games:check again.`,
    );
  }
  return 0;
}

export const CONTENT_SEED_ACTOR: AuditActor = { id: null, email: "npm run content:seed" };

/** The entries of content/ missing from the database: never an entry the operator has, edited or not. */
async function contentSeed(out: CommandOutput): Promise<number> {
  const { handle } = await startRuntime();
  const added = await loadSeedContent(handle.db);
  if (added > 0) await recordAudit(handle.db, CONTENT_SEED_ACTOR, "loaded seed content", `${added} ${added === 1 ? "entry" : "entries"}`);
  out.line(
    `Seed content: ${added} ${added === 1 ? "entry" : "entries"} added to ${handle.engine} (${handle.location}); entries already there were left as they are.`,
  );
  return 0;
}

/** Runs a command whose input was checked against commandInputs; returns its exit code. */
export function runCommand<N extends CommandName>(name: N, input: CommandInput<N>, out: CommandOutput): Promise<number> {
  switch (name) {
    case "feed-import":
      return feedImport(input as CommandInput<"feed-import">, out);
    case "catalog-import":
      return catalogImport(input as CommandInput<"catalog-import">, out);
    case "admin-create":
      return adminCreate(input as CommandInput<"admin-create">, out);
    case "games-check":
      return gamesCheck(input as CommandInput<"games-check">, out);
    case "content-seed":
      return contentSeed(out);
  }
  throw new Error(`Unknown command ${String(name)}`);
}
