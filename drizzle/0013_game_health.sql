-- Game health: each check of a game's URL, what the checker concluded on the game (and whether
-- that hides it), when its next daily check is due, and visitors' reports of a problem.
CREATE TABLE "game_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"passed" boolean NOT NULL,
	"reason" text NOT NULL,
	"http_status" integer,
	"final_url" text,
	"redirects" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"content_type" text
);
--> statement-breakpoint
CREATE TABLE "game_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	CONSTRAINT "game_reports_kind_known" CHECK ("game_reports"."kind" in ('does-not-load', 'controls', 'inappropriate', 'other')),
	CONSTRAINT "game_reports_status_known" CHECK ("game_reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "health" text DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "failing_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "passing_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "keep_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hidden_broken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_checks" ADD CONSTRAINT "game_checks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_checks_game_idx" ON "game_checks" USING btree ("game_id","checked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_reports_status_game_idx" ON "game_reports" USING btree ("status","game_id");--> statement-breakpoint
CREATE INDEX "games_unhealthy_idx" ON "games" USING btree ("health","checked_at" DESC NULLS LAST) WHERE "games"."health" in ('broken', 'flaky');--> statement-breakpoint
CREATE INDEX "games_next_check_idx" ON "games" USING btree ("next_check_at") WHERE "games"."status" = 'published';--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_health_known" CHECK ("games"."health" in ('unchecked', 'healthy', 'flaky', 'broken'));