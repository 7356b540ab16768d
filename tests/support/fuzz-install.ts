/**
 * An install to fuzz: the portal on its own PostgreSQL database (so the test can look
 * inside while it runs), an admin, a signed-in account without the role, a bystander
 * account whose address the requests may use, and a game with an uploaded thumbnail.
 */
import fc from "fast-check";
import sharp from "sharp";
import { expect } from "vitest";
import { ADMIN_PATH, plainUser, signIn, signUp } from "./admin-accounts";
import { CALLERS, describeRequest, fuzzRequest, send, type Caller, type FuzzRequest, type KnownValues } from "./endpoint-fuzz";
import { HttpClient } from "./http-client";
import { startPortalInstall, type PortalInstall } from "./portal-install";
import type { RunningPortal } from "./portal-server";

const ADMIN = { email: "fuzz-owner@example.com", password: "copper-lantern-meadow-58" };
const MEMBER = { email: "fuzz-member@example.com", password: "violet-harbor-sparrow-24" };
const BYSTANDER = { email: "fuzz-bystander@example.com", password: "silver-canyon-thistle-71" };

export interface FuzzInstall extends PortalInstall {
  /** Runs `runs` random requests; returns what was sent, by caller and by status. */
  fuzz(runs: number, seed: number): Promise<FuzzFigures>;
}

export interface FuzzFigures {
  cases: number;
  seed: number;
  byCaller: Record<Caller, number>;
  byStatus: Record<string, number>;
}

/**
 * What a caller without the admin role must never change: the catalog (but its play
 * and vote counts, which any visitor moves), stored files, confirmed or admin accounts
 * and their passwords, other people's sessions, two-factor secrets, the audit log and
 * the install's own records. Sign-ups (unconfirmed, no role), mails, throttle counts,
 * plays, votes, reports of a problem and the checks that frame failures ask for are what
 * anonymous visitors may do.
 */
const FINGERPRINT = `select
  (select md5(coalesce(string_agg(row(id, slug, title, description, game_url, thumbnail, category, tags, rating,
      developer, release_date, featured, created_at, published_at)::text, '|' order by id), '')) from games) as games,
  (select md5(coalesce(string_agg(bucket || '/' || path || ':' || md5(data), '|' order by bucket, path), '')) from assets) as assets,
  (select md5(coalesce(string_agg(row(u.id, u.email, u.role, u.email_verified, u.banned, u.two_factor_enabled, a.password)::text,
      '|' order by u.id, a.id), '')) from "user" u left join account a on a.user_id = u.id
      where u.email_verified or u.role = 'admin') as accounts,
  (select md5(coalesce(string_agg(row(id, token, user_id)::text, '|' order by id), '')) from session where user_id <> $1) as sessions,
  (select md5(coalesce(string_agg(row(id, secret, backup_codes, user_id)::text, '|' order by id), '')) from two_factor) as two_factor,
  (select count(*)::int from audit_log) as audit,
  (select md5(coalesce(string_agg(key || '=' || value, '|' order by key), '')) from app_state) as app_state`;

/** The session token a client's cookie carries (its value is "token.signature"). */
function sessionToken(client: HttpClient): string | null {
  const match = client.cookieHeader().match(/zowii\.session_token=([^;]+)/);
  return match ? decodeURIComponent(match[1]!).split(".")[0]! : null;
}

export async function startFuzzInstall(): Promise<FuzzInstall> {
  // TRUST_PROXY: requests may claim any client address, as they could behind a proxy.
  const install = await startPortalInstall("seeded", { TRUST_PROXY: "loopback" });
  const { portal, db } = install;

  const admin = new HttpClient(portal.url, "10.20.0.1");
  expect((await signUp(admin, ADMIN.email, ADMIN.password)).body.enter).toBe(true);
  const member = await plainUser(portal, MEMBER.email, MEMBER.password);
  await plainUser(portal, BYSTANDER.email, BYSTANDER.password);

  const cover = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  const uploaded = await admin.upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(cover)]), "cover.png");
  const { url: thumbnail } = (await uploaded.json()) as { url: string };
  const published = await admin.post(`${ADMIN_PATH}/publish.data`, {
    title: "Fuzz Target",
    gameUrl: "https://krunker.io/",
    category: "Action",
    thumbnail,
  });
  expect(published.status).toBe(200);

  const idOf = async (email: string) => (await db.query(`select id from "user" where email = $1`, [email])).rows[0].id as string;
  const [adminId, memberId, bystanderId] = [await idOf(ADMIN.email), await idOf(MEMBER.email), await idOf(BYSTANDER.email)];
  const games = (await db.query("select id, slug from games order by published_at desc limit 5")).rows as { id: string; slug: string }[];
  const files = (await db.query("select path from assets order by created_at desc limit 4")).rows.map((row) => row.path as string);
  const base: Omit<KnownValues, "userIds" | "passwords"> = {
    slugs: games.map((game) => game.slug),
    gameIds: games.map((game) => game.id),
    emails: [BYSTANDER.email],
    thumbnailPaths: files,
  };
  // The admin's requests never name the member, who must stay an account without the role.
  const knownFor = {
    unauthorised: { ...base, userIds: [adminId, memberId, bystanderId], passwords: [] },
    admin: { ...base, userIds: [adminId, bystanderId], passwords: [ADMIN.password, BYSTANDER.password] },
  };

  const hasSession = async (client: HttpClient) => {
    const token = sessionToken(client);
    return token !== null && (await db.query("select 1 from session where token = $1", [token])).rowCount === 1;
  };

  /** The admin is an admin with a session, and the member a signed-in account without the role. */
  async function restoreCallers() {
    await db.query(`update "user" set role = 'admin', banned = false where id = $1 and (role is distinct from 'admin' or banned)`, [adminId]);
    await db.query(`update "user" set role = 'user' where id = $1 and role = 'admin'`, [memberId]);
    if (!(await hasSession(admin))) expect((await signIn(admin, ADMIN.email, ADMIN.password)).status).toBe(200);
    if (!(await hasSession(member))) expect((await signIn(member, MEMBER.email, MEMBER.password)).status).toBe(200);
  }

  const fingerprint = async () => (await db.query(FINGERPRINT, [memberId])).rows[0] as Record<string, unknown>;
  const cookies = () => ({ member: member.cookieHeader(), admin: admin.cookieHeader() });
  const unauthorised = CALLERS.filter((caller) => caller !== "admin");

  async function fuzz(runs: number, seed: number): Promise<FuzzFigures> {
    const figures: FuzzFigures = {
      cases: 0,
      seed,
      byCaller: { anonymous: 0, "forged session": 0, member: 0, admin: 0 },
      byStatus: {},
    };
    const requests = fc.oneof(
      { weight: 3, arbitrary: fuzzRequest(portal.url, knownFor.unauthorised, cookies, unauthorised) },
      { weight: 1, arbitrary: fuzzRequest(portal.url, knownFor.admin, cookies, ["admin"]) },
    );
    const property = fc.asyncProperty(requests, async (request: FuzzRequest) => {
      await restoreCallers();
      // The cookies were chosen when the request was made; a new sign-in since then has new ones.
      if (request.caller === "member" || request.caller === "admin") {
        const fresh = cookies()[request.caller];
        request = { ...request, headers: { ...request.headers, cookie: request.headers.cookie?.replace(/zowii\.session_token=[^;]+/, fresh) ?? fresh } };
      }
      const before = request.caller === "admin" ? null : await fingerprint();
      const response = await send(portal.url, request).catch((error: Error) => {
        throw new Error(`no answer (${error.message}); the portal is ${portal.state()}:\n${portal.output().slice(-3000)}\n${describeRequest(request)}`);
      });
      figures.cases += 1;
      figures.byCaller[request.caller] += 1;
      figures.byStatus[response.status] = (figures.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500 || response.status < 100) {
        throw new Error(`answered ${response.status}: ${response.excerpt}\n${describeRequest(request)}`);
      }
      if (!portal.running()) throw new Error(`the portal stopped (${portal.state()}):\n${portal.output().slice(-3000)}`);
      if (before) {
        const after = await fingerprint();
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          throw new Error(`a ${request.caller} caller changed ${JSON.stringify(before)} to ${JSON.stringify(after)}:\n${describeRequest(request)}`);
        }
      }
    });
    const printedBefore = portal.output().length;
    await fc.assert(property, { numRuns: runs, seed });
    expectNoStackTrace(portal, printedBefore);
    return figures;
  }

  return { ...install, fuzz };
}

/**
 * A refusal the portal expects (400, 401, 403, 404, 405, 413, 429) is answered, not reported:
 * whatever the portal printed since `from` holds no stack trace, so a flood of bad requests
 * cannot flood the log with them.
 */
export function expectNoStackTrace(portal: RunningPortal, from: number) {
  const printed = portal.output().slice(from);
  const trace = /\n\s+at \S[^\n]*/.exec(printed);
  if (trace) throw new Error(`the portal printed a stack trace:\n${printed.slice(Math.max(0, trace.index - 2000), trace.index + 600)}`);
}

/** FUZZ_SEED replays a run; otherwise each run draws a new seed, printed with the figures. */
export function fuzzSeed(): number {
  const fixed = Number.parseInt(process.env.FUZZ_SEED ?? "", 10);
  return Number.isInteger(fixed) ? fixed : Math.floor(Math.random() * 2 ** 31);
}
