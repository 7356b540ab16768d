-- The table counts plays and votes per address as well as failed sign-ins: named for what it holds.
ALTER TABLE "auth_throttle" RENAME TO "rate_counters";
