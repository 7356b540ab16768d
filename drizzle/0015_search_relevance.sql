-- Search also finds a game by a word of its description, ranked after title and tag
-- matches. Words rather than trigrams: prose is long (a trigram index of every description
-- would be several times this one), and a word typed in full is what a description match
-- means ("io" should not find every "action"). 'simple': no stemming or stop words, so any
-- language's text is kept as written.
ALTER TABLE "games" ADD COLUMN "description_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', description)) STORED;--> statement-breakpoint
CREATE INDEX "games_description_words_idx" ON "games" USING gin ("description_words");
