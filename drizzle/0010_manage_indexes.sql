CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Manage Games finds a title by any part of it, in lower case, and lists titles A to Z.
CREATE INDEX "games_title_trgm_idx" ON "games" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_title_order_idx" ON "games" USING btree (lower("title"), "id");
--> statement-breakpoint
-- Manage Games' host filter (manage-list.server.ts writes the same expression).
CREATE INDEX "games_game_host_idx" ON "games" USING btree (lower(substring("game_url" from '^https?://([^/?#]+)')));
