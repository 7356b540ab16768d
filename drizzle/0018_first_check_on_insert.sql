ALTER TABLE "games" ALTER COLUMN "next_check_at" SET DEFAULT now() + random() * interval '1 day';--> statement-breakpoint
UPDATE "games" SET "next_check_at" = now() + random() * interval '1 day' WHERE "next_check_at" IS NULL;
