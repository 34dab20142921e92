-- Backfill (hand-written, issue 12 item 19): a change recorded without "before" came from the budget, as no
-- EFC was set then.
UPDATE "budget_efc_history" AS h SET "before" = coalesce((
  SELECT sum(l."amount") FROM "budget_lines" AS l
  WHERE l."project_id" = h."project_id" AND l."department_number" = h."department_number"
    AND l."category_id" = h."category_id"), 0) WHERE h."before" IS NULL;--> statement-breakpoint
ALTER TABLE "budget_efc_history" ALTER COLUMN "before" SET NOT NULL;
