CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_bucket_path_pk" PRIMARY KEY("bucket","path")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"game_url" text NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" double precision,
	"plays" bigint DEFAULT 0 NOT NULL,
	"developer" text,
	"release_date" date,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_key" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_published_at_idx" ON "games" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "games_plays_idx" ON "games" USING btree ("plays" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "games_tags_idx" ON "games" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_featured_idx" ON "games" USING btree ("featured") WHERE "games"."featured";