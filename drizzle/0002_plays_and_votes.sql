CREATE TABLE "game_votes" (
	"game_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_votes_game_id_visitor_id_pk" PRIMARY KEY("game_id","visitor_id"),
	CONSTRAINT "game_votes_stars_range" CHECK ("game_votes"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "play_counts" (
	"game_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_counts_game_id_visitor_id_pk" PRIMARY KEY("game_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "votes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "votes_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_votes" ADD CONSTRAINT "game_votes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_counts" ADD CONSTRAINT "play_counts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_counts_counted_at_idx" ON "play_counts" USING btree ("counted_at");