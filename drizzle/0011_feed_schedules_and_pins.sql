ALTER TABLE "feed_imports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "next_drip_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "created_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "feed_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "trending_pin" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_imports_feed_idx" ON "feed_imports" USING btree ("feed_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_feed_drafts_idx" ON "games" USING btree ("feed_id","created_at") WHERE "games"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "games_trending_pin_idx" ON "games" USING btree ("trending_pin") WHERE "games"."trending_pin" is not null;