-- A failed check that did not count towards broken says why (an outage of the portal's own
-- network, or a host unreachable again within the hour): the panel shows it in the history.
ALTER TABLE "game_checks" ADD COLUMN "not_counted" text;
