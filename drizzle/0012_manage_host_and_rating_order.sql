-- Unrated games (a null rating) go last when games are ordered by rating; the index follows.
DROP INDEX "games_shown_rating_idx";--> statement-breakpoint
CREATE INDEX "games_shown_rating_idx" ON "games" USING btree ("shown_rating" DESC NULLS LAST,"plays" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Manage Games' host filter reads a stored host instead of the expression index of 0010,
-- which made every count recompute the pattern for each row.
DROP INDEX "games_game_host_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "game_host" text GENERATED ALWAYS AS (lower(substring(game_url from '^https?://([^/?#]+)'))) STORED;--> statement-breakpoint
CREATE INDEX "games_game_host_idx" ON "games" USING btree ("game_host");--> statement-breakpoint
CREATE INDEX "games_game_host_reversed_idx" ON "games" USING btree (reverse("game_host") text_pattern_ops);
