CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Manage Games finds a title by any part of it, in lower case, and lists titles A to Z.
CREATE INDEX "games_title_trgm_idx" ON "games" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_title_order_idx" ON "games" USING btree (lower("title"), "id");
