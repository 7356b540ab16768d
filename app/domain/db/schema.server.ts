import { sql } from "drizzle-orm";
import { GAME_ORIENTATIONS } from "../../lib/game";
import { GAME_STATUSES, type FeedChange, type FeedRecordValues } from "../../lib/managed-game";
import { REPORT_KINDS } from "../../lib/game-reports";
import { RATING_PRIOR_MEAN, RATING_PRIOR_VOTES } from "../../lib/constants";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array and node-postgres a Buffer; callers get a Buffer from both.
  fromDriver: (value) => Buffer.from(value),
});

// Where the tables' columns take these shapes, the schema's readers find them too.
export { GAME_STATUSES, type FeedChange, type FeedField, type FeedRecordValues, type GameStatus } from "../../lib/managed-game";

/** PostgreSQL's text-search document; read only inside queries, never selected. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the game checker (health/game-health.server.ts) last concluded of a game's URL:
 * flaky after one or two failed checks in a row, broken after three, healthy again after
 * two passes in a row.
 */
export const GAME_HEALTHS = ["unchecked", "healthy", "flaky", "broken"] as const;
export type GameHealth = (typeof GAME_HEALTHS)[number];

export const games = pgTable(
  "games",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    // How to play: controls and goal, shown on the game page's "How to Play" ("" for none).
    instructions: text("instructions").notNull().default(""),
    // Null where unknown: the game page shows a badge only for what is known.
    orientation: text("orientation", { enum: GAME_ORIENTATIONS }),
    mobileFriendly: boolean("mobile_friendly"),
    gameUrl: text("game_url").notNull(),
    thumbnail: text("thumbnail").notNull().default(""),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Null means "not rated yet"; readers show it as 0, as the product's New Games list does.
    rating: doublePrecision("rating"),
    plays: bigint("plays", { mode: "number" }).notNull().default(0),
    // Plays visitors made (plays less the starting figure), and those of the last
    // TRENDING_DAYS days: a counted play adds to both at once, and the upkeep sets the
    // second from the daily roll-ups, dropping days past the window (refreshRecentPlays).
    // Lists order by these; `plays`, which a new game starts with a figure in, only breaks ties.
    realPlays: bigint("real_plays", { mode: "number" }).notNull().default(0),
    recentPlays: bigint("recent_plays", { mode: "number" }).notNull().default(0),
    // Visitors' votes, kept as a running sum so lists can show the rating without a join.
    votesCount: integer("votes_count").notNull().default(0),
    votesSum: integer("votes_sum").notNull().default(0),
    // The rating visitors see and lists rank by: the starting one until there are votes, then
    // the votes weighed with RATING_PRIOR_VOTES votes of the starting one (a game without one:
    // RATING_PRIOR_MEAN), so a handful of votes moves it a little. Stored, for its index.
    shownRating: doublePrecision("shown_rating").generatedAlwaysAs(
      sql`case when votes_count > 0 then (coalesce(rating, ${sql.raw(String(RATING_PRIOR_MEAN))}) * ${sql.raw(String(RATING_PRIOR_VOTES))} + votes_sum) / (${sql.raw(String(RATING_PRIOR_VOTES))} + votes_count) else rating end`,
    ),
    // What search matches: the title and tags in lower case (see drizzle/0001_search.sql and
    // 0005_search_text.sql for its trigram index). Stored, so a search reads it, not builds it.
    searchText: text("search_text").generatedAlwaysAs(sql`lower(games_search_text(title, tags))`),
    // The title as search compares it (games_search_key, drizzle/0019_search_keys.sql; the
    // same as searchKey in lib/search.ts): lower case, no accents or punctuation, words one
    // space apart; the same without spaces; its words; and each word of four letters or
    // more with the words one letter shorter, which a typo of it shares (typoKeys).
    searchTitle: text("search_title").generatedAlwaysAs(sql`games_search_key(title)`),
    searchCompact: text("search_compact").generatedAlwaysAs(sql`replace(games_search_key(title), ' ', '')`),
    searchWords: text("search_words")
      .array()
      .generatedAlwaysAs(sql`string_to_array(games_search_key(title), ' ')`),
    searchTypos: text("search_typos")
      .array()
      .generatedAlwaysAs(sql`games_typo_keys(games_search_key(title))`),
    // The description's words, for search's third rank (drizzle/0015_search_relevance.sql):
    // whole words rather than trigrams, as prose is long. Stored, so a match reads the
    // column instead of parsing every row's description.
    descriptionWords: tsvector("description_words").generatedAlwaysAs(sql`to_tsvector('simple', description)`),
    // The game URL's host in lower case (null for our own /games/ paths). Stored, so Manage's
    // host filter compares a column instead of running a pattern over every URL.
    gameHost: text("game_host").generatedAlwaysAs(sql`lower(substring(game_url from '^https?://([^/?#]+)'))`),
    developer: text("developer"),
    releaseDate: date("release_date"),
    featured: boolean("featured").notNull().default(false),
    // A draft is the operator's alone: no public page, list, search, sitemap or count shows it.
    status: text("status", { enum: GAME_STATUSES }).notNull().default("published"),
    // Why a game went back to drafts without the operator (its thumbnail could not be fetched).
    draftReason: text("draft_reason"),
    // A game from a feed is known again by its provider and its id there (feed-import.server.ts).
    provider: text("provider"),
    providerId: text("provider_id"),
    // The record as the feed last gave it, kept apart from the game's own fields: a feed's
    // change is applied to a field only while the operator has not edited it.
    feedRecord: jsonb("feed_record").$type<FeedRecordValues>(),
    editedFields: text("edited_fields")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What the feed's last change was, field by field, for Manage to show.
    feedChanges: jsonb("feed_changes").$type<FeedChange[]>(),
    feedChangedAt: timestamp("feed_changed_at", { withTimezone: true }),
    // The saved feed whose sync brought the game in: that feed's drip publishes its drafts.
    feedId: text("feed_id").references(() => feeds.id, { onDelete: "set null" }),
    // The operator's order for the first places of Trending (1 first); the rest go by plays.
    trendingPin: integer("trending_pin"),
    health: text("health", { enum: GAME_HEALTHS }).notNull().default("unchecked"),
    // Checks failed, and passed, in a row: one of them is always 0.
    failingChecks: integer("failing_checks").notNull().default(0),
    passingChecks: integer("passing_checks").notNull().default(0),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    // When the daily check is due: first at a random time of the day after the game was added,
    // so a catalog imported at once is checked over a day, and no pass over every new game is
    // needed to spread them (at 100,000 games, that update held their rows for seconds).
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).default(sql`now() + random() * interval '1 day'`),
    // The operator's word: the game stays on the site whatever the checker says.
    keepUp: boolean("keep_up").notNull().default(false),
    // Broken, not kept up, and auto-hide on: stored (game-health.server.ts keeps it), so the
    // public pages' test stays one column of the row instead of a look at the setting.
    hiddenBroken: boolean("hidden_broken").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("games_slug_key").on(t.slug),
    // DESC NULLS FIRST is what ORDER BY ... DESC means, so these indexes serve it directly.
    index("games_published_at_idx").on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Most played: real plays, then the starting figure; Trending's and search's order: the
    // last days' plays first (reads.server.ts, mostPlayedFirst and popularFirst).
    index("games_most_played_idx").on(t.realPlays.desc().nullsFirst(), t.plays.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("games_popular_idx").on(t.recentPlays.desc().nullsFirst(), t.realPlays.desc().nullsFirst(), t.plays.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Unrated games (a null rating) come last wherever games go by rating.
    index("games_shown_rating_idx").on(
      t.shownRating.desc().nullsLast(),
      t.realPlays.desc().nullsFirst(),
      t.plays.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Search (catalog/search.server.ts): an exact title or its start, a part of the title
    // without spaces, a whole word, a word with a typo. Its walk in popularity order has an
    // index of its own, which only SQL can write (games_search_walk_idx, drizzle/0019).
    index("games_search_title_idx").on(sql`${t.searchTitle} text_pattern_ops`),
    index("games_search_compact_idx").on(sql`${t.searchCompact} text_pattern_ops`),
    index("games_search_compact_trgm_idx").using("gin", sql`${t.searchCompact} gin_trgm_ops`),
    index("games_search_words_idx").using("gin", t.searchWords),
    index("games_search_typos_idx").using("gin", t.searchTypos),
    index("games_category_idx").on(t.category),
    index("games_tags_idx").using("gin", t.tags),
    index("games_description_words_idx").using("gin", t.descriptionWords),
    // The hero shows one game: at most one row may be featured.
    uniqueIndex("games_one_featured_idx")
      .on(t.featured)
      .where(sql`${t.featured}`),
    check("games_status_known", sql`${t.status} in ('published', 'draft')`),
    uniqueIndex("games_provider_key")
      .on(t.provider, t.providerId)
      .where(sql`${t.provider} is not null`),
    index("games_game_url_idx").on(t.gameUrl),
    // Manage Games' newest-first order; its title search and order use indexes of drizzle/0010.
    index("games_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("games_feed_drafts_idx")
      .on(t.feedId, t.createdAt)
      .where(sql`${t.status} = 'draft'`),
    index("games_trending_pin_idx")
      .on(t.trendingPin)
      .where(sql`${t.trendingPin} is not null`),
    // Manage's host filter: a host exactly, and "*.example.com" as a prefix of the reversed host.
    index("games_game_host_idx").on(t.gameHost),
    index("games_game_host_reversed_idx").on(sql`reverse(${t.gameHost}) text_pattern_ops`),
    check("games_health_known", sql`${t.health} in ('unchecked', 'healthy', 'flaky', 'broken')`),
    check("games_orientation_known", sql`${t.orientation} in ('landscape', 'portrait')`),
    // The panel's Health list: the few broken and flaky games, newest check first.
    index("games_unhealthy_idx")
      .on(t.health, t.checkedAt.desc())
      .where(sql`${t.health} in ('broken', 'flaky')`),
    index("games_next_check_idx")
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'published'`),
  ],
);

/** One check of a game's URL; the last GAME_CHECKS_KEPT of each game are kept. */
export const gameChecks = pgTable(
  "game_checks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    passed: boolean("passed").notNull(),
    // A code of health/game-checks.server.ts (CHECK_REASONS): "ok", "not-found", "timeout"…
    reason: text("reason").notNull(),
    httpStatus: integer("http_status"),
    finalUrl: text("final_url"),
    redirects: integer("redirects").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    contentType: text("content_type"),
    // Null when the check counted towards the game's health; else why not (UNCOUNTED_REASONS).
    notCounted: text("not_counted"),
  },
  (t) => [index("game_checks_game_idx").on(t.gameId, t.checkedAt.desc(), t.id.desc())],
);

export const GAME_REPORT_KINDS = REPORT_KINDS;
export const GAME_REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;

/** A visitor's report of a problem with a game, until an operator resolves or dismisses it. */
export const gameReports = pgTable(
  "game_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: GAME_REPORT_KINDS }).notNull(),
    text: varchar("text", { length: 500 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: GAME_REPORT_STATUSES }).notNull().default("open"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    settledBy: text("settled_by"),
  },
  (t) => [
    index("game_reports_status_game_idx").on(t.status, t.gameId),
    check("game_reports_kind_known", sql`${t.kind} in ('does-not-load', 'controls', 'inappropriate', 'other')`),
    check("game_reports_status_known", sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);

/**
 * How a provider's category becomes ours: one of the publish categories and the tags that
 * place the game in the browsing categories. Rows here override content/catalog/category-map.ts;
 * provider "*" is any provider.
 */
export const categoryMappings = pgTable(
  "category_mappings",
  {
    provider: text("provider").notNull(),
    feedCategory: text("feed_category").notNull(),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.feedCategory] })],
);

/** Game hosts the operator allowed in the panel, on top of ALLOWED_GAME_HOSTS. */
export const gameHosts = pgTable("game_hosts", {
  host: text("host").primaryKey(),
  addedBy: text("added_by").notNull(),
  addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
});

export const FEED_SCHEDULES = ["off", "daily", "weekly"] as const;
export type FeedSchedule = (typeof FEED_SCHEDULES)[number];

/** A feed the operator saved: synced on its schedule, its drafts published a few a day. */
export const feeds = pgTable("feeds", {
  id: text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  url: text("url").notNull().unique(),
  format: text("format"),
  schedule: text("schedule", { enum: FEED_SCHEDULES }).notNull().default("off"),
  dripPerDay: integer("drip_per_day").notNull().default(0),
  // When the next sync and the next drip are due: an instance takes one by moving it on in
  // the same statement, so two instances never start the same one (feed-schedules.server.ts).
  nextSyncAt: timestamp("next_sync_at", { withTimezone: true }),
  nextDripAt: timestamp("next_drip_at", { withTimezone: true }),
  createdBy: text("created_by").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const FEED_IMPORT_STATES = ["running", "done", "failed"] as const;

/** One import of a feed, from the panel, a command or a schedule: its progress, then its result. */
export const feedImports = pgTable(
  "feed_imports",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    source: text("source").notNull(),
    feedId: text("feed_id").references(() => feeds.id, { onDelete: "set null" }),
    state: text("state", { enum: FEED_IMPORT_STATES }).notNull().default("running"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    // The first rejections (id and reason) and every unmapped category, for the panel.
    rejections: jsonb("rejections").$type<{ id: string; reason: string }[]>().notNull().default([]),
    unmapped: text("unmapped")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text("message"),
    startedBy: text("started_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    // Moved on with each chunk: a running import that stopped moving died with its instance.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("feed_imports_feed_idx").on(t.feedId, t.startedAt.desc()), index("feed_imports_started_at_idx").on(t.startedAt.desc())],
);

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The work queue (jobs.server.ts): claimed with FOR UPDATE SKIP LOCKED so that two instances
 * never run one job; a job whose instance died is claimed again once its lease ends. `key`
 * makes a job unique while it waits (one thumbnail fetch per game, one sync per feed and slot).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    key: text("key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    // The last attempt's outcome: what the work did, or why it failed.
    result: text("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    uniqueIndex("jobs_waiting_key")
      .on(t.key)
      .where(sql`${t.state} in ('queued', 'running')`),
    index("jobs_kind_finished_idx").on(t.kind, t.finishedAt.desc()),
  ],
);

/**
 * When each visitor's play of a game was last counted: a play counts at most once
 * a minute per visitor and game.
 */
export const playCounts = pgTable(
  "play_counts",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.visitorId] }), index("play_counts_counted_at_idx").on(t.countedAt)],
);

/** One vote (1-5) per visitor and game; a new vote replaces the old one. */
export const gameVotes = pgTable(
  "game_votes",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    stars: smallint("stars").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.visitorId] }), check("game_votes_stars_range", sql`${t.stars} between 1 and 5`)],
);

/** Uploaded files (thumbnails), kept in the database so every app instance sees the same bytes. */
export const assets = pgTable(
  "assets",
  {
    bucket: text("bucket").notNull(),
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.path] })],
);

/** Who did what in the admin panel, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    // The Audit Log's filters (audit-log.server.ts): an actor's or an action's entries newest
    // first, and a target's text anywhere in it.
    index("audit_log_actor_idx").on(sql`lower(${t.actorEmail})`, t.createdAt.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc()),
    index("audit_log_target_trgm_idx").using("gin", sql`${t.target} gin_trgm_ops`),
  ],
);

/** Small facts about this install, such as whether the seed catalog was loaded. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NewGameRow = typeof games.$inferInsert;

/**
 * Counts per key in the current window ("sign-in-address:…", "plays-address-game:…", …):
 * failed sign-ins, and the plays and votes one address adds, counted alike on every
 * instance that shares the database (rate-limits.server.ts).
 */
export const rateCounters = pgTable("rate_counters", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What visitors did, counted per day (analytics, app/domain/analytics): one row per day,
 * scope ("site", "game", "page", "referrer", "placement", "ad"), subject (a game's id, a
 * page's path, a referrer kind…) and metric, so storage grows with days × subjects, never
 * with traffic. No row names a person.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    scope: text("scope").notNull(),
    subject: text("subject").notNull(),
    metric: text("metric").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.subject, t.metric, t.day] }),
    index("analytics_daily_metric_day_idx").on(t.scope, t.metric, t.day),
    index("analytics_daily_day_idx").on(t.day),
  ],
);

/**
 * Today's salt of the visitor hash. Every instance hashes with the same one, so a visitor
 * is counted once a day; it is deleted once its day is over, and with it any way back
 * from a hash to an address.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** The day's visitor hashes, to count each visitor once; deleted with the day's salt. */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/** What a content entry is: a keyword landing page, a blog article, or a content or legal page. */
export const CONTENT_KINDS = ["landing", "article", "page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Published entries are on the site; drafts wait for the operator. */
export const CONTENT_STATUSES = ["published", "draft"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The site's copy (app/domain/content): keyword landing pages, blog articles and the
 * content and legal pages, edited by the operator while the portal runs. `fields` holds
 * the structured copy of the entry's kind (a landing page's hero and FAQ, an article's
 * author and date, a page's cards); `body` its prose as Markdown.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    // Landing: the keyword of /{keyword}; article: the slug of /blog/{slug}; page: its path.
    slug: text("slug").notNull(),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("published"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    body: text("body").notNull().default(""),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Who saved it last (an email, or the command's name); null for an entry as the seed left it.
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("content_entries_kind_slug_idx").on(t.kind, t.slug),
    check("content_entries_kind_known", sql`${t.kind} in ('landing', 'article', 'page')`),
    check("content_entries_status_known", sql`${t.status} in ('published', 'draft')`),
  ],
);

/** Every save of a content entry, whole, so an older one can be compared and restored. */
export const contentVersions = pgTable(
  "content_versions",
  {
    entryId: text("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    // The actor's email, or the command's name: kept when the account is deleted.
    savedBy: text("saved_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.version] })],
);

/**
 * Old addresses of content entries whose slug changed: each answers a permanent redirect
 * to the entry's current address. Always one hop: a later change re-points older rows.
 */
export const contentRedirects = pgTable("content_redirects", {
  fromPath: text("from_path").primaryKey(),
  toPath: text("to_path").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export * from "./auth-schema.server";
