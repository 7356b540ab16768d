-- Search compares keys made once, when a title is written: lower case, accents and
-- punctuation gone, words one space apart (searchKey in app/lib/search.ts does the same to
-- what a visitor types; the two accent lists are its SEARCH_KEY_ACCENTED and _PLAIN).
CREATE OR REPLACE FUNCTION games_search_key(title text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(
    translate(lower(title), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźžż', 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrsssstuuuuuuuuyyzzz'),
    '[\s\x01-\x1f\x7f-\x9f\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u00a0-\u00bf\u2000-\u206f]+', ' ', 'g')) $$;
--> statement-breakpoint
-- Each word of four to thirty letters with a letter in it, each with the words one letter
-- shorter: a word one typo away shares one of them (typoKeys in app/lib/search.ts). Numbers
-- are left out: a catalog's "2" and "4711" are not misspelt, and their variants would make
-- every row longer, and every search slower, for nothing.
CREATE OR REPLACE FUNCTION games_typo_keys(key text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT variant), '{}'::text[]) FROM (
    SELECT word FROM unnest(string_to_array(key, ' ')) AS word
    WHERE char_length(word) BETWEEN 4 AND 30 AND word ~ '[^0-9]'
  ) AS words (word)
  CROSS JOIN LATERAL (
    SELECT word UNION ALL SELECT overlay(word placing '' from n for 1) FROM generate_series(1, char_length(word)) AS n
  ) AS variants (variant) $$;
--> statement-breakpoint
DROP INDEX "games_plays_idx";--> statement-breakpoint
DROP INDEX "games_shown_rating_idx";--> statement-breakpoint
ALTER TABLE "games" drop column "shown_rating";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "shown_rating" double precision GENERATED ALWAYS AS (case when votes_count > 0 then (coalesce(rating, 3.5) * 50 + votes_sum) / (50 + votes_count) else rating end) STORED;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "real_plays" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "recent_plays" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_title" text GENERATED ALWAYS AS (games_search_key(title)) STORED;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (replace(games_search_key(title), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (string_to_array(games_search_key(title), ' ')) STORED;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_typos" text[] GENERATED ALWAYS AS (games_typo_keys(games_search_key(title))) STORED;--> statement-breakpoint
CREATE INDEX "games_most_played_idx" ON "games" USING btree ("real_plays" DESC NULLS FIRST,"plays" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "games_popular_idx" ON "games" USING btree ("recent_plays" DESC NULLS FIRST,"real_plays" DESC NULLS FIRST,"plays" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "games_search_title_idx" ON "games" USING btree ("search_title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "games_search_compact_idx" ON "games" USING btree ("search_compact" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "games_search_compact_trgm_idx" ON "games" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_search_words_idx" ON "games" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "games_search_typos_idx" ON "games" USING gin ("search_typos");--> statement-breakpoint
CREATE INDEX "games_shown_rating_idx" ON "games" USING btree ("shown_rating" DESC NULLS LAST,"real_plays" DESC NULLS FIRST,"plays" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Real plays so far are the ones the daily roll-ups counted; the last 7 days' make Trending
-- until the upkeep next sets them (refreshRecentPlays in analytics/rollups.server.ts).
UPDATE "games" SET "real_plays" = counted.plays, "recent_plays" = counted.recent
FROM (
  SELECT subject, sum(count) AS plays, coalesce(sum(count) FILTER (WHERE day > current_date - 7), 0) AS recent
  FROM "analytics_daily" WHERE scope = 'game' AND metric = 'plays' GROUP BY subject
) AS counted
WHERE "games"."id" = counted.subject;
--> statement-breakpoint
-- Games a feed brought in start with no plays and no rating: their starting figures were dice.
UPDATE "games" SET "plays" = "real_plays", "rating" = NULL WHERE "provider" IS NOT NULL;
--> statement-breakpoint
-- Manage's search now goes through the search keys' indexes.
DROP INDEX IF EXISTS "games_title_trgm_idx";--> statement-breakpoint
-- A common rank of a search is read in popularity order by walking this index and testing
-- each game against the rank (search.server.ts). With the title's keys and the tags in the
-- index, that test needs no visit to the game's row, which is long (a thousand bytes and
-- more) and lies anywhere in the table: at 100,000 games, 5 ms in place of 200. Drizzle's
-- schema cannot say INCLUDE, so the index lives here alone.
CREATE INDEX "games_search_walk_idx" ON "games" USING btree ("recent_plays" DESC, "real_plays" DESC, "plays" DESC, "id" DESC)
  INCLUDE ("search_compact", "search_text", "search_words", "tags")
  WHERE "status" = 'published' AND NOT "hidden_broken";
