-- Search matches each word of the query inside the title or any tag (spec section 5).
-- One trigram index over "title tag1 tag2 ..." serves both; the function is IMMUTABLE
-- so it can be indexed (array_to_string on text[] does not depend on any setting).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION games_search_text(title text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT title || ' ' || coalesce(array_to_string(tags, ' '), '') $$;
--> statement-breakpoint
CREATE INDEX "games_search_trgm_idx" ON "games" USING gin (games_search_text("title", "tags") gin_trgm_ops);
