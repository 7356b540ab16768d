-- Analytics as daily roll-ups (app/domain/analytics): counts per day and subject, never a row per
-- event; the day's salt and visitor hashes are deleted once the day is over.
CREATE TABLE "analytics_daily" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_scope_subject_metric_day_pk" PRIMARY KEY("scope","subject","metric","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_metric_day_idx" ON "analytics_daily" USING btree ("scope","metric","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");