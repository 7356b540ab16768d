ALTER TABLE "games" ADD COLUMN "instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "orientation" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "mobile_friendly" boolean;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_orientation_known" CHECK ("games"."orientation" in ('landscape', 'portrait'));