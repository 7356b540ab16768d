-- Seed games whose tags or category put them in a genre they are not in, or hid them
-- from a search by what they are: corrected only where a row still holds the seed's old
-- values, so an operator's own edits stay as they are.
UPDATE "games" SET "tags" = ARRAY['puzzle','falling-block','multiplayer','pvp','skill','classic','2d']
  WHERE "slug" = 'tetr-io' AND "tags" = ARRAY['puzzle','multiplayer','pvp','skill','classic','2d'];--> statement-breakpoint
UPDATE "games" SET "tags" = ARRAY['puzzle','falling-block','skill','classic','retro','multiplayer','2d']
  WHERE "slug" = 'jstris' AND "tags" = ARRAY['puzzle','skill','classic','retro','multiplayer','2d'];--> statement-breakpoint
UPDATE "games" SET "tags" = ARRAY['strategy','chess','board','classic','tactics','pvp','multiplayer']
  WHERE "slug" = 'lichess' AND "tags" = ARRAY['strategy','chess','classic','tactics','logic','brain','pvp','multiplayer'];--> statement-breakpoint
UPDATE "games" SET "category" = 'Arcade', "tags" = ARRAY['typing','keyboard','skill','multiplayer','pvp']
  WHERE "slug" = 'typeracer' AND "category" = 'Racing' AND "tags" = ARRAY['typing','word','racing','multiplayer','skill','pvp'];
