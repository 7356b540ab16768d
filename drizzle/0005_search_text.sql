ALTER TABLE "games" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(games_search_text(title, tags))) STORED;--> statement-breakpoint
-- The trigram index moves to the stored, lower-cased text: a search compares with LIKE,
-- with no function call or case folding per row.
CREATE INDEX "games_search_text_trgm_idx" ON "games" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "games_search_trgm_idx";
