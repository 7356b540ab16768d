CREATE TABLE "category_mappings" (
	"provider" text NOT NULL,
	"feed_category" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_mappings_provider_feed_category_pk" PRIMARY KEY("provider","feed_category")
);
--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"feed_id" text,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unmapped" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"format" text,
	"schedule" text DEFAULT 'off' NOT NULL,
	"drip_per_day" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "game_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"lease_until" timestamp with time zone,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "draft_reason" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "feed_record" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "feed_changes" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "feed_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_imports_started_at_idx" ON "feed_imports" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_key" ON "jobs" USING btree ("key") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_kind_finished_idx" ON "jobs" USING btree ("kind","finished_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_key" ON "games" USING btree ("provider","provider_id") WHERE "games"."provider" is not null;--> statement-breakpoint
CREATE INDEX "games_game_url_idx" ON "games" USING btree ("game_url");