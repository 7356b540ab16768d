-- Quick Play is the games tagged quick-play (docs/product.md §5). A catalog seeded before
-- the tag existed has the seed's quick games without it, and so an empty Quick Play: they
-- get it here, as a new install's seed gives it (content/catalog/seed-games.ts). Games an
-- operator published by hand or a feed brought in are not touched.
UPDATE "games" SET "tags" = array_append("tags", 'quick-play')
WHERE "provider" IS NULL
  AND "slug" IN ('zowii-snake', 'tile-merge', 'brick-breaker', '2048', 'slope', 'qwop', 'basket-random', 'pac-man-google-doodle', 'quick-draw')
  AND NOT ('quick-play' = ANY ("tags"));
